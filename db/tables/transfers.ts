// Transfers: offers of a pin to another account, and what became of each (docs/decisions/045).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { type TCarriedTerms, TRANSFER_STATES } from "../../domain/transfers";
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
    // That checkout's page and when Stripe ends it: accepting again while it is open hands back the
    // same page rather than opening another (and calling Stripe) per click.
    checkoutUrl: text("checkout_url"),
    checkoutExpiresAt: integer("checkout_expires_at", { mode: "number" }),
    // The payment (a Stripe payment intent) whose paid time the recipient's trial carries, kept
    // along a chain of transfers: a reversal of it ends the carried trial wherever the pin now is.
    // Null when nothing paid was carried (a year paid today, or a promotional trial's last days).
    carriedPayment: text("carried_payment"),
    // What accepting costs, as last read from Stripe and when, so that viewing the offer does not
    // ask Stripe each time (worker/services/transfers/view-offer.ts).
    terms: text("terms", { mode: "json" }).$type<TCarriedTerms>(),
    termsReadAt: integer("terms_read_at", { mode: "number" }),
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
    // A reversed payment finds every subscription its paid time was carried to.
    index("pin_transfers_carried_payment_idx").on(t.carriedPayment).where(sql`carried_payment IS NOT NULL`),
  ],
);

export type TTransferRow = typeof pinTransfers.$inferSelect;
