// Transfers: offers of a pin to another account, and what became of each (docs/decisions/045).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { TRANSFER_STATES } from "../../domain/transfers";
import { createdAt } from "./columns";
import { mypins } from "./pins";

export const pinTransfers = sqliteTable(
  "pin_transfers",
  {
    // Random and unguessable: the recipient's e-mail links to the offer by it, and only the account
    // with the offer's address may answer it.
    id: text("id").primaryKey(),
    pinId: integer("pin_id")
      .notNull()
      .references(() => mypins.id, { onDelete: "cascade" }),
    // The name when it was offered, for the e-mails and the audit trail.
    mypin: text("mypin").notNull(),
    fromUserId: text("from_user_id").notNull(),
    fromEmail: text("from_email").notNull(),
    fromName: text("from_name").notNull(),
    // The giver's subscription when the offer was made: the pin moves only while it still has it.
    fromSubscriptionId: text("from_subscription_id").notNull(),
    toEmail: text("to_email").notNull(),
    state: text("state", { enum: TRANSFER_STATES }).notNull().default("open"),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    // The latest checkout the recipient opened, which the expiry looks up before it ends an offer,
    // in case its completion was lost.
    checkoutSessionId: text("checkout_session_id"),
    toUserId: text("to_user_id"),
    toSubscriptionId: text("to_subscription_id"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }),
  },
  (t) => [
    // One open offer per pin, also when two are made at once.
    uniqueIndex("pin_transfers_open_pin_idx").on(t.pinId).where(sql`state = 'open'`),
    index("pin_transfers_to_email_idx").on(t.toEmail, t.state),
    index("pin_transfers_open_expiry_idx").on(t.expiresAt).where(sql`state = 'open'`),
  ],
);

export type TTransferRow = typeof pinTransfers.$inferSelect;
