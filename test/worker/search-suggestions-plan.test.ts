import { env } from "cloudflare:workers";
import { beforeAll, expect, it } from "vitest";
import { createDb, toStatement } from "../../db/client";
import { nameCandidates, SUGGESTION_CANDIDATES } from "../../db/queries/pin-suggestions";
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
  const { results } = await toStatement(env.DB, nameCandidates(db, "seeded 4w42")).all();
  expect(results).toHaveLength(SUGGESTION_CANDIDATES);
});
