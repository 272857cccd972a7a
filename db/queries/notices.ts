import { lt, type SQL, sql } from "drizzle-orm";
import { type TDb, toStatement } from "../client";
import { sentNotices } from "../schema";
import type { TOutboxEmail } from "./outbox";

// A key is kept past the longest period it guards (a year) and its grace, so no notice repeats.
export const NOTICE_KEY_RETENTION_MS = 400 * 86_400_000;

// Queues the e-mail only if no e-mail was ever queued under `key`, and records the key. Both go in
// the caller's D1 batch, which runs as one transaction, one at a time: of two runs that find the
// same notice due at once, the second finds the key and queues nothing. `when` adds a condition
// both must meet (that the pin still exists, say), checked in the same transaction.
export function queueNoticeOnce(d1: D1Database, key: string, email: TOutboxEmail, now: number, when: SQL = sql`1`) {
  const payload = JSON.stringify(email.payload);
  return [
    toStatement(
      d1,
      sql`INSERT INTO email_outbox ("to", template, payload, next_attempt_at)
        SELECT ${email.to}, ${email.template}, ${payload}, ${now}
        WHERE NOT EXISTS (SELECT 1 FROM sent_notices WHERE key = ${key}) AND ${when}`,
    ),
    toStatement(
      d1,
      sql`INSERT INTO sent_notices (key, sent_at) SELECT ${key}, ${now} WHERE ${when} ON CONFLICT DO NOTHING`,
    ),
  ];
}

export function deleteOldNotices(db: TDb, now: number) {
  return db.delete(sentNotices).where(lt(sentNotices.sentAt, now - NOTICE_KEY_RETENTION_MS));
}
