import { and, count, eq, gt, min } from "drizzle-orm";
import type { TDb } from "../client";
import { signInFailures } from "../schema";

// OWASP ASVS 2.2.1: at most 100 failed sign-ins an hour for one account.
export const FAILURE_WINDOW_MS = 3_600_000;
export const MAX_FAILURES_PER_WINDOW = 100;

export async function countRecentFailures(db: TDb, email: string, now: number) {
  const row = await db
    .select({ failures: count(), oldest: min(signInFailures.failedAt) })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.failedAt, now - FAILURE_WINDOW_MS)))
    .get();
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? now };
}

export async function recordSignInFailure(db: TDb, email: string, now: number) {
  await db.insert(signInFailures).values({ email, failedAt: now });
}
