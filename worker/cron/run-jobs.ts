import type { TDeps } from "../platform/dependencies";
import { logError } from "../platform/log";

export type TJob = (deps: TDeps) => Promise<unknown>;

// A schedule's jobs all run to their end, whichever fails: a failed Stripe sync must not cut the
// outbox's delivery short. Each failure is logged with its cause, scrubbed as every log is
// (platform/log.ts), and the run then fails naming the jobs, so the invocation is marked failed in
// Workers Logs, where an alert on failed invocations sees it (docs/deploy.md). A job's own error is
// not rethrown: the runtime would log its message as it is, parameters of a failed query included.
export async function runJobs(schedule: string, jobs: Record<string, TJob>, deps: TDeps) {
  const named = Object.entries(jobs);
  const outcomes = await Promise.allSettled(named.map(([, job]) => job(deps)));
  const failed = named.flatMap(([name], index) => {
    const outcome = outcomes[index];
    if (outcome?.status !== "rejected") return [];
    logError(`Scheduled job ${name} failed`, outcome.reason);
    return [name];
  });
  if (failed.length > 0) throw new Error(`Schedule ${schedule}: ${failed.join(", ")} failed`);
}
