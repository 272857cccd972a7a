import type { TDeps } from "../platform/dependencies";
import { PASS_QUERIES, runPass, type TPass } from "../platform/job-passes";
import type { TRunBudget } from "../platform/run-budget";
import { releaseOverdueChunk } from "../services/subscriptions/release-overdue-chunk";
import { releaseBudget } from "../services/subscriptions/release-runs";

// Overdue pins a run releases: 2,000 overdue on one day are released in 50 runs, in four hours.
const RELEASES_PER_RUN = 40;

// Worst case: the pass's queries and releaseBudget's for 40 pins (each its batch, search answer,
// QR file and lock; three open checkouts settled at Stripe in the run).
export const OVERDUE_RELEASE_BUDGET = {
  queries: PASS_QUERIES + releaseBudget(RELEASES_PER_RUN).queries,
  subrequests: releaseBudget(RELEASES_PER_RUN).subrequests,
} satisfies TRunBudget;

export const OVERDUE_RELEASE_JOB = "overdue-release";

// The cursor is the last pin looked at, as its list orders them: when its subscription ended, and
// the subscription's id.
const position = (cursor: string) => {
  const split = cursor.indexOf(" ");
  return { end: Number(cursor.slice(0, split)), subscriptionId: cursor.slice(split + 1) };
};

// The daily release, for real, as a pass over the pins overdue when each chunk runs: a pin left
// for later (Stripe did not answer about its checkout) is passed, and the next pass comes back to
// it. The admin's dashboard runs the same service, dry first.
const overdueReleasePass: TPass<{ released: number }> = {
  job: OVERDUE_RELEASE_JOB,
  async chunk(deps, from) {
    const { released, next } = await releaseOverdueChunk(deps, from ? position(from) : null, RELEASES_PER_RUN);
    return { released, next: next && `${next.end} ${next.subscriptionId}` };
  },
};

// The 03:00 schedule: begins the day's pass (unless one is still under way) and runs its first chunk.
export function releaseOverdueByCron(deps: TDeps) {
  return runPass(deps, overdueReleasePass, { begin: true });
}

// The five-minute schedule: the next chunk of the pass under way, if one is.
export function continueOverdueRelease(deps: TDeps) {
  return runPass(deps, overdueReleasePass, { begin: false });
}
