import { and, count, eq, gt, max, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { signInFailures } from "../schema";

// Failed sign-ins of one account count for an hour (domain/accounts.ts signInDelayMs).
export const FAILURE_WINDOW_MS = 3_600_000;

const recent = (email: string, now: number) =>
  and(eq(signInFailures.email, email), gt(signInFailures.failedAt, now - FAILURE_WINDOW_MS));

export async function countRecentFailures(db: TDb, email: string, now: number) {
  const row = await db
    .select({ failures: count(), last: max(signInFailures.failedAt) })
    .from(signInFailures)
    .where(recent(email, now))
    .get();
  return { failures: row?.failures ?? 0, last: row?.last ?? null };
}

// Every attempt is written as a failure before the password is checked, and only while the
// account's count is still the one the caller read: of parallel attempts one goes in and the rest
// wait, so a burst cannot skip the delay. The row's id, or undefined when another attempt won.
export async function claimSignInAttempt(db: TDb, email: string, seen: number, now: number) {
  const row = await db.get<{ id: number } | undefined>(
    sql`insert into ${signInFailures} (email, failed_at) select ${email}, ${now} where (select count(*) from ${signInFailures} where ${recent(email, now)}) = ${seen} returning id`,
  );
  return row?.id;
}

// The right password ends the slow-down: the owner's own typos no longer count.
export async function clearSignInFailures(db: TDb, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
