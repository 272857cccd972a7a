import { and, eq, gt, min, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { accountRequests } from "../schema";

// The longest window any per-account limit counts over (a day: the daily caps on e-mails and API
// keys); older rows are deleted by the cron.
export const ACCOUNT_REQUEST_RETENTION_MS = 86_400_000;

// Counts one request under `key` unless `max` were counted in the window; one statement, so
// concurrent requests cannot all slip under the limit. False when the limit is reached.
export async function countAccountRequest(db: TDb, key: string, limit: { max: number; windowMs: number }, now: number) {
  const result = await db.run(sql`
    INSERT INTO ${accountRequests} (key, at)
    SELECT ${key}, ${now}
    WHERE (SELECT count(*) FROM ${accountRequests} WHERE key = ${key} AND at > ${now - limit.windowMs}) < ${limit.max}`);
  return result.meta.changes > 0;
}

// When the oldest counted request leaves the window, making room for one more.
export async function nextAccountRequestAt(db: TDb, key: string, windowMs: number, now: number) {
  const row = await db
    .select({ oldest: min(accountRequests.at) })
    .from(accountRequests)
    .where(and(eq(accountRequests.key, key), gt(accountRequests.at, now - windowMs)))
    .get();
  return (row?.oldest ?? now) + windowMs;
}
