import { beginJobPass, findJobCursor, moveJobCursor, PASS_START } from "../../db/queries/job-cursors";
import { DAY_MS } from "../../domain/lifecycle";
import type { TDeps } from "./dependencies";

// A job with more items than one run may touch walks them in passes (docs/decisions/052): a pass
// begins on the job's daily schedule, each run does one bounded chunk from where the last stopped,
// and the five-minute schedule carries it on until a chunk reaches the end. A chunk that fails
// moves nothing, so the next run does it again.
export type TPass<T> = {
  // Its row in job_cursors.
  job: string;
  // One chunk from `from` (null: the pass's start): what it did, and where the next chunk starts,
  // or null once this one reached the end.
  chunk: (deps: TDeps, from: string | null) => Promise<T & { next: string | null }>;
};

// A pass whose cursor has not moved for a day has failed on every run since: its next daily start
// begins it again rather than wait on it for ever.
const STALE_PASS_MS = DAY_MS;

export const PASS_QUERIES = 4;

// At most four D1 queries around the chunk (PASS_QUERIES): the cursor read, a pass begun (and read
// again when another run began it first), the move. Answers the chunk's outcome, or null when no
// pass is under way.
export async function runPass<T>(deps: TDeps, pass: TPass<T>, { begin }: { begin: boolean }) {
  const { db, now } = deps;
  const row = await findJobCursor(db, pass.job);
  let from = row?.cursor ?? null;
  const stale = row !== undefined && row.updatedAt < now - STALE_PASS_MS;
  if (begin && (from === null || stale)) {
    from = (await beginJobPass(db, pass.job, now, now - STALE_PASS_MS))
      ? PASS_START
      : ((await findJobCursor(db, pass.job))?.cursor ?? null);
  }
  if (from === null) return null;
  const outcome = await pass.chunk(deps, from === PASS_START ? null : from);
  await moveJobCursor(db, pass.job, { from, to: outcome.next, now });
  return outcome;
}
