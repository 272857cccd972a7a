import { env } from "cloudflare:workers";
import { beforeAll, expect, it } from "vitest";
import { toStatement } from "../../db/client";
import { nameCandidates, SUGGESTION_CANDIDATES } from "../../db/queries/pin-suggestions";
import { expectIndexed, planOf, seedPins } from "../helpers/worker/query-plan";

// Issue 15: a missed search looks its suggestions up in the trigram index, on 10,000 pins as on
// ten, and never reads every pin's name.

beforeAll(async () => {
  await seedPins(env.DB, { count: 10_000, now: Date.now(), spreadDays: 120 });
  // The planner's statistics, as a long-lived database would have them.
  await env.DB.prepare("ANALYZE").run();
});

it("finds a missed name's candidates in the trigram index, reading no table of pins", async () => {
  const plan = await planOf(env.DB, nameCandidates("seeded 4w42"));
  expectIndexed(plan);
  expect(plan.steps).toEqual([expect.stringMatching(/^SCAN pin_name_trigrams VIRTUAL TABLE INDEX \d+:M/)]);
});

it("answers at most the bounded number of candidates, however many names share a trigram", async () => {
  const { results } = await toStatement(env.DB, nameCandidates("seeded 4w42")).all();
  expect(results).toHaveLength(SUGGESTION_CANDIDATES);
});
