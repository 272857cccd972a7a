import { desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { TLocale } from "../../domain/locales";
import type { TDb } from "../client";
import { emailOutbox, type TOutboxRow, users } from "../schema";

export type TOutboxEmail = { to: string; template: string; payload: unknown; locale?: TLocale };

// Not awaited here: an e-mail is written in the same batch as the change that causes it.
export function insertOutboxEmail(db: TDb, email: TOutboxEmail, now: number) {
  return db.insert(emailOutbox).values({ ...email, nextAttemptAt: now });
}

// Delivered in the same way as the conversion outbox (./outbox-rows.ts); devCopy is the
// delivered text, kept only in development for /dev/mailbox.
export async function setEmailDevCopy(db: TDb, id: number, devCopy: NonNullable<TOutboxRow["devCopy"]>) {
  await db.update(emailOutbox).set({ devCopy }).where(eq(emailOutbox.id, id));
}

// With the language of the recipient's account, which a pending e-mail without its own is written in.
export function listRecentEmails(db: TDb, limit: number) {
  return db
    .select({ ...getTableColumns(emailOutbox), accountLocale: users.locale })
    .from(emailOutbox)
    .leftJoin(users, eq(users.email, emailOutbox.to))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

// For a D1 batch (toStatement): queues the e-mail only while its recipient has had fewer than `max`
// of its template since `since`, counted in the same statement, so e-mails queued at once cannot
// all slip under.
export function cappedOutboxEmail(email: TOutboxEmail, cap: { max: number; since: number }, now: number) {
  const payload = JSON.stringify(email.payload);
  return sql`
    INSERT INTO ${emailOutbox} ("to", template, payload, locale, next_attempt_at, created_at)
    SELECT ${email.to}, ${email.template}, ${payload}, ${email.locale ?? null}, ${now}, ${now}
    WHERE (SELECT count(*) FROM ${emailOutbox}
      WHERE "to" = ${email.to} AND template = ${email.template} AND created_at > ${cap.since}) < ${cap.max}`;
}

// For a D1 batch (toStatement): queues the e-mail only if `when` holds as the statement runs (the
// change it tells of was written), and only to a recipient there is.
export function outboxEmailWhen(email: Omit<TOutboxEmail, "to"> & { to: string | null }, now: number, when: SQL) {
  return sql`
    INSERT INTO ${emailOutbox} ("to", template, payload, locale, next_attempt_at)
    SELECT ${email.to}, ${email.template}, ${JSON.stringify(email.payload)}, ${email.locale ?? null}, ${now}
    WHERE ${email.to} IS NOT NULL AND ${when}`;
}
