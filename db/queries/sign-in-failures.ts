import { and, count, eq, gt, max, min, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { signInFailures } from "../schema";

// Failed sign-ins of one account count for an hour (domain/accounts.ts signInDelayMs).
export const FAILURE_WINDOW_MS = 3_600_000;

// An account's failures in the window, from one client address or from all of them.
const recent = (email: string, now: number, address?: string): SQL | undefined =>
  and(
    eq(signInFailures.email, email),
    gt(signInFailures.failedAt, now - FAILURE_WINDOW_MS),
    address === undefined ? undefined : eq(signInFailures.ip, address),
  );

export async function countRecentFailures(db: TDb, email: string, now: number, address?: string) {
  const row = await db
    .select({ failures: count(), last: max(signInFailures.failedAt), first: min(signInFailures.failedAt) })
    .from(signInFailures)
    .where(recent(email, now, address))
    .get();
  return { failures: row?.failures ?? 0, last: row?.last ?? null, first: row?.first ?? null };
}

// Every attempt is written as a failure before the password is checked, and only while the
// count of this account and address is still the one the caller read and the account is under its
// ceiling: of parallel attempts one goes in and the rest wait, so a burst cannot skip the delay.
// The row's id, or undefined when another attempt won.
export async function claimSignInAttempt(
  db: TDb,
  attempt: { email: string; address: string; seen: number; ceiling: number },
  now: number,
) {
  const { email, address, seen, ceiling } = attempt;
  const row = await db.get<{ id: number } | undefined>(
    sql`insert into ${signInFailures} (email, ip, failed_at) select ${email}, ${address}, ${now}
      where (select count(*) from ${signInFailures} where ${recent(email, now, address)}) = ${seen}
      and (select count(*) from ${signInFailures} where ${recent(email, now)}) < ${ceiling} returning id`,
  );
  return row?.id;
}

// The right password ends the slow-down of the address it came from; a reset, which proves the
// address is the owner's, ends every address's.
export async function clearSignInFailures(db: TDb, email: string, address?: string) {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, email), address === undefined ? undefined : eq(signInFailures.ip, address)));
}
