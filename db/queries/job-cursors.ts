import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { TDb } from "../client";
import { jobCursors } from "../schema";

// Where each scheduled job stopped (worker/platform/job-passes.ts). A pass under way has a cursor:
// "" at its start, then the position its last chunk reached; between passes the cursor is null.
// Every move is conditional on the cursor the run started from, so of two runs that did the same
// chunk at once one moves it, and a run that fails moves nothing.
export type TJobCursor = typeof jobCursors.$inferSelect;

export const PASS_START = "";

export function findJobCursor(db: TDb, job: string) {
  return db.select().from(jobCursors).where(eq(jobCursors.job, job)).get();
}

// Begins a pass unless one is under way: one whose cursor has not moved since `staleBefore` (its
// runs have kept failing) counts as over. Answers whether this call began it.
export async function beginJobPass(db: TDb, job: string, now: number, staleBefore: number) {
  const begun = await db
    .insert(jobCursors)
    .values({ job, cursor: PASS_START, passStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: jobCursors.job,
      set: { cursor: PASS_START, passStartedAt: now, updatedAt: now },
      setWhere: or(isNull(jobCursors.cursor), lt(jobCursors.updatedAt, staleBefore)),
    })
    .returning({ job: jobCursors.job });
  return begun.length > 0;
}

// The pass goes on from `to`; `to` null ends it.
export async function moveJobCursor(db: TDb, job: string, move: { from: string; to: string | null; now: number }) {
  const ended = move.to === null ? { passFinishedAt: move.now } : {};
  await db
    .update(jobCursors)
    .set({ cursor: move.to, updatedAt: move.now, ...ended })
    .where(and(eq(jobCursors.job, job), eq(jobCursors.cursor, move.from)));
}

// For a job that reads on from where it stopped rather than in passes (the legacy name keys): its
// position and when it last began again from the start, written whatever was there.
export async function setJobPosition(
  db: TDb,
  job: string,
  position: { cursor: string; passStartedAt: number; finished: boolean; now: number },
) {
  const finished = position.finished ? { passFinishedAt: position.now } : {};
  const values = { cursor: position.cursor, passStartedAt: position.passStartedAt, updatedAt: position.now };
  await db
    .insert(jobCursors)
    .values({ job, ...values, ...finished })
    .onConflictDoUpdate({ target: jobCursors.job, set: { ...values, ...finished } });
}
