import { env } from "cloudflare:workers";
import { beforeAll, expect, it } from "vitest";
import { createDb, toStatement } from "../../db/client";
import { COMMON_TRIGRAM_PINS, nameCandidates, SUGGESTION_CANDIDATES } from "../../db/queries/pin-suggestions";
import { expectIndexed, planOf, seedPins } from "../helpers/worker/query-plan";

// Issue 15: a missed search looks its suggestions up in the trigram index, on 10,000 pins as on
// ten, and never reads every pin's name.

const db = createDb(env.DB);

beforeAll(async () => {
  await seedPins(env.DB, { count: 10_000, now: Date.now(), spreadDays: 120 });
  // The planner's statistics, as a long-lived database would have them.
  await env.DB.prepare("ANALYZE").run();
});

it("counts a missed name's candidates on the trigram index, and reads only those from mypins", async () => {
  const plan = await planOf(env.DB, nameCandidates(db, "seeded 4w42"));
  expectIndexed(plan);
  const steps = plan.steps.join("\n");
  expect(steps).toMatch(/SEARCH pin_name_trigrams USING COVERING INDEX \w+ \(trigram=\?\)/);
  expect(steps).toMatch(/SEARCH mypins USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  expect(steps).not.toMatch(/SCAN (mypins|pin_name_trigrams)/);
});

it("answers at most the bounded number of candidates, however many names share a trigram", async () => {
  // " 42", "424" and "242" are each in fewer than COMMON_TRIGRAM_PINS names, and together in 138.
  const { results } = await toStatement(env.DB, nameCandidates(db, "seeded 4242x")).all();
  expect(results).toHaveLength(SUGGESTION_CANDIDATES);
});

it("reads at most a bounded number of a common trigram's rows, however many names share it", async () => {
  // "see", "eed", "ede", "ded" and "ed " are in all 10,000 names and "d 4" in 1,111: counted in
  // full they cost over 100,000 rows read. Each of the nine trigrams may cost its json_each row and
  // one more index row than the bound, and the three rare ones are in no name.
  const { results, meta } = await toStatement(env.DB, nameCandidates(db, "seeded 4w42")).all();
  expect(meta.rows_read).toBeLessThanOrEqual(9 * (COMMON_TRIGRAM_PINS + 2));
  expect(results).toEqual([]);
});
