// Mail: the outbox of e-mails, the notices already sent, and the contact form's messages.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LOCALES } from "../../domain/locales";
import { createdAt, outboxDelivery } from "./columns";

// Lifecycle e-mails that must go once however often (or concurrently) a job or an event runs: a
// renewal notice per period, a grace notice per subscription, a failed-payment notice per attempt.
// The key names the notice (db/queries/notices.ts); rows outlive the longest period they guard.
export const sentNotices = sqliteTable(
  "sent_notices",
  {
    key: text("key").primaryKey(),
    sentAt: integer("sent_at", { mode: "number" }).notNull(),
  },
  (t) => [index("sent_notices_sent_idx").on(t.sentAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    template: text("template").notNull(),
    // The language of a recipient who may have no account yet (a sign-up's code, the contact
    // form's acknowledgement): the request's. Unset, the e-mail is written in the account's.
    locale: text("locale", { enum: LOCALES }),
    ...outboxDelivery(),
    // Only when ENVIRONMENT=development: the delivered subject, text and reply-to, for /dev/mailbox. The
    // payload itself is emptied once an e-mail is delivered or given up, in every environment.
    devCopy: text("dev_copy", { mode: "json" }).$type<{ subject: string; text: string; replyTo?: string }>(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The contact form's acknowledgements per recipient per day (worker/services/site/receive-contact-message.ts).
    index("email_outbox_to_idx").on(t.to, t.template, t.createdAt),
  ],
);

export type TOutboxRow = typeof emailOutbox.$inferSelect;
