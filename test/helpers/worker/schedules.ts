import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env as testEnv } from "cloudflare:workers";
import { createDb } from "../../../db/client";
import { findJobCursor } from "../../../db/queries/job-cursors";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";

const FIVE_MINUTES = "*/5 * * * *";

// One invocation of a schedule as Cron Triggers make it at `now`, the work it left running after
// its jobs (waitUntil) included.
export async function runSchedule(cron: string, { now = Date.now(), env = testEnv }: { now?: number; env?: Env } = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

export const passUnderWay = async (job: string) =>
  ((await findJobCursor(createDb(testEnv.DB), job))?.cursor ?? null) !== null;

// A whole pass of a job (worker/platform/job-passes.ts): the pass left under way by an earlier run
// carried to its end first, then the daily run that begins a new one and the five-minute runs that
// carry it to its end. Answers how many runs the new pass took.
export async function runWholePass(
  job: string,
  dailyCron: string,
  options: { now?: number; env?: Env; maxRuns?: number } = {},
) {
  const { maxRuns = 1_000 } = options;
  while (await passUnderWay(job)) await runSchedule(FIVE_MINUTES, options);
  await runSchedule(dailyCron, options);
  let runs = 1;
  for (; await passUnderWay(job); runs += 1) {
    if (runs >= maxRuns) throw new Error(`${job}: the pass was not over after ${maxRuns} runs`);
    await runSchedule(FIVE_MINUTES, options);
  }
  return runs;
}
