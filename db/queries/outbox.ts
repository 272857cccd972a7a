import { desc, eq } from "drizzle-orm";
import type { TDb } from "../client";
import { emailOutbox, type TOutboxRow } from "../schema";

export type TOutboxEmail = { to: string; template: string; payload: unknown };

// Not awaited here: an e-mail is written in the same batch as the change that causes it.
export function insertOutboxEmail(db: TDb, email: TOutboxEmail, now: number) {
  return db.insert(emailOutbox).values({ ...email, nextAttemptAt: now });
}

// Delivered in the same way as the conversion outbox (./outbox-rows.ts); devCopy is the
// delivered text, kept only in development for /dev/mailbox.
export async function setEmailDevCopy(db: TDb, id: number, devCopy: NonNullable<TOutboxRow["devCopy"]>) {
  await db.update(emailOutbox).set({ devCopy }).where(eq(emailOutbox.id, id));
}

export function listRecentEmails(db: TDb, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
