import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

// Timestamps are Unix epoch milliseconds: one unit from the worker's Date.now() to the DB.
export const createdAt = () => integer("created_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`);

// The delivery state both outboxes keep, e-mails and conversions alike: db/queries/outbox-rows.ts
// applies one set of rules (lease, retry, give up, clear the payload) to either.
export const outboxDelivery = () => ({
  payload: text("payload", { mode: "json" }).notNull(),
  status: text("status", { enum: ["pending", "sent", "failed"] })
    .notNull()
    .default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: integer("next_attempt_at", { mode: "number" }).notNull(),
  sentAt: integer("sent_at", { mode: "number" }),
  createdAt: createdAt(),
});
