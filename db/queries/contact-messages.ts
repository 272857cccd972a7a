import { desc } from "drizzle-orm";
import { CONTACT_MESSAGES_PAGE_SIZE } from "../../domain/contact";
import type { TDb } from "../client";
import { contactMessages } from "../schema";

export type TNewContactMessage = { email: string; subject: string; message: string };

// Not awaited here: the message is written in the same batch as the e-mails it causes.
export function insertContactMessage(db: TDb, message: TNewContactMessage, now: number) {
  return db.insert(contactMessages).values({ ...message, createdAt: now });
}

// Newest first by the primary key, which needs no index of its own.
export function listContactMessagesPage(db: TDb, page: number) {
  return db
    .select({
      id: contactMessages.id,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(CONTACT_MESSAGES_PAGE_SIZE)
    .offset((page - 1) * CONTACT_MESSAGES_PAGE_SIZE);
}
