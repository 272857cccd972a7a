import { lt, type SQL, sql } from "drizzle-orm";
import { type TDb, toStatement } from "../client";
import { sentNotices } from "../schema";
import { jsonField } from "./json-list";
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

export type TSubscriptionNotice = { key: string; email: TOutboxEmail; subscriptionId: string };

// queueNoticeOnce for many notices in two statements, whatever their number, for one batch: each
// e-mail is queued only if no e-mail was ever queued under its key and its subscription's pin is
// still there, and its key recorded on that same condition. The list is one JSON parameter.
export function queueNoticesOnce(d1: D1Database, notices: readonly TSubscriptionNotice[], now: number) {
  const list = JSON.stringify(
    notices.map(({ key, email, subscriptionId }) => ({
      key,
      to: email.to,
      template: email.template,
      payload: JSON.stringify(email.payload),
      subscriptionId,
    })),
  );
  const pinThere = sql`EXISTS (SELECT 1 FROM mypins WHERE subscription_id = ${jsonField("subscriptionId")})`;
  return [
    toStatement(
      d1,
      sql`INSERT INTO email_outbox ("to", template, payload, next_attempt_at)
        SELECT ${jsonField("to")}, ${jsonField("template")}, ${jsonField("payload")}, ${now} FROM json_each(${list})
        WHERE NOT EXISTS (SELECT 1 FROM sent_notices WHERE key = ${jsonField("key")}) AND ${pinThere}`,
    ),
    toStatement(
      d1,
      sql`INSERT INTO sent_notices (key, sent_at) SELECT ${jsonField("key")}, ${now} FROM json_each(${list})
        WHERE ${pinThere} ON CONFLICT DO NOTHING`,
    ),
  ];
}

export function deleteOldNotices(db: TDb, now: number) {
  return db.delete(sentNotices).where(lt(sentNotices.sentAt, now - NOTICE_KEY_RETENTION_MS));
}
