import { and, desc, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { emailOutbox, type TOutboxRow } from "../schema";

export type TOutboxEmail = { to: string; template: string; payload: unknown };

// Not awaited here: an e-mail is written in the same batch as the change that causes it.
export function insertOutboxEmail(db: TDb, email: TOutboxEmail, now: number) {
  return db.insert(emailOutbox).values({ ...email, nextAttemptAt: now });
}

// Leases the due rows by pushing their next attempt past the run, so two overlapping runs never
// send one e-mail twice; a run that dies leaves them due again once the lease ends.
export function claimDueEmails(db: TDb, now: number, leaseUntil: number, limit: number) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(emailOutbox.id)
    .limit(limit);
  return db.update(emailOutbox).set({ nextAttemptAt: leaseUntil }).where(inArray(emailOutbox.id, due)).returning();
}

// Once an e-mail is out, or given up, its row keeps who, which template and when, never the codes,
// tokens and links of its payload. devCopy is the delivered text, kept only in development.
const CLEARED_PAYLOAD = {};
export const DELIVERED_RETENTION_MS = 30 * 86_400_000;

export async function markEmailSent(db: TDb, id: number, now: number, devCopy: TOutboxRow["devCopy"] = null) {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: now, payload: CLEARED_PAYLOAD, devCopy })
    .where(eq(emailOutbox.id, id));
}

export async function markEmailFailed(
  db: TDb,
  id: number,
  change: { attempts: number; nextAttemptAt: number; final: boolean },
) {
  await db
    .update(emailOutbox)
    .set({
      attempts: change.attempts,
      nextAttemptAt: change.nextAttemptAt,
      status: change.final ? "failed" : "pending",
      ...(change.final ? { payload: CLEARED_PAYLOAD } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

export function listRecentEmails(db: TDb, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}

// Delivered e-mails are kept 30 days from delivery (given-up ones from when they were queued), to
// answer "did it go out?", then deleted.
export function deleteOldEmails(db: TDb, now: number) {
  const settledAt = sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`;
  return db
    .delete(emailOutbox)
    .where(and(ne(emailOutbox.status, "pending"), lt(settledAt, now - DELIVERED_RETENTION_MS)));
}
