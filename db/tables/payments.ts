// Payments: Stripe's subscriptions and checkouts as MyPin keeps them, trials, releases and cancellations.
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { mypins } from "./pins";

// Cards (Stripe's card fingerprint: one per card number) that have had a free trial, and the
// subscription that had it: one free trial per card, whichever account the card pays for.
export const trialCards = sqliteTable("trial_cards", {
  fingerprint: text("fingerprint").primaryKey(),
  subscriptionId: text("subscription_id").notNull(),
  userId: text("user_id"),
  createdAt: integer("created_at", { mode: "number" }).notNull(),
});

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    mypinId: integer("mypin_id").references(() => mypins.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    tier: text("tier", { enum: ["basic", "simple", "premium"] }).notNull(),
    currency: text("currency", { enum: ["gbp", "eur", "usd"] }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "number" }),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    trialEnd: integer("trial_end", { mode: "number" }),
    // When Stripe ended the subscription; and, when it ended for non-payment, the end of the grace
    // window in which its pin still resolves and only its owner can renew it (docs/decisions/023).
    endedAt: integer("ended_at", { mode: "number" }),
    graceEndsAt: integer("grace_ends_at", { mode: "number" }),
    // Refunds and disputes of the subscription's charges, as Stripe last reported them.
    refundedMinor: integer("refunded_minor").notNull().default(0),
    disputeStatus: text("dispute_status"),
    // When we cancelled it because its payment was taken back (a lost dispute, a full refund of the
    // current period): its pin then has the grace window of a failed payment.
    reversedAt: integer("reversed_at", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    index("subscriptions_period_end_idx").on(t.currentPeriodEnd),
    // The dashboard's trial figures, and its subscriptions list by status and tier, newest first.
    index("subscriptions_status_trial_idx").on(t.status, t.trialEnd),
    index("subscriptions_status_tier_idx").on(t.status, t.tier, t.createdAt),
  ],
);

export const checkouts = sqliteTable(
  "checkouts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mypin: text("mypin").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    tier: text("tier", { enum: ["basic", "simple", "premium"] }).notNull(),
    currency: text("currency", { enum: ["gbp", "eur", "usd"] }).notNull(),
    promoCode: text("promo_code"),
    // The buyer's cookie consent when the checkout began: fulfilment runs from a webhook, without
    // the browser, and sends conversion events only when this is true (docs/decisions/026).
    analyticsConsent: integer("analytics_consent", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: ["pending", "fulfilled", "expired", "refunded"] })
      .notNull()
      .default("pending"),
    // Why a trial checkout's trial was ended at once when it was paid: the account, or the card,
    // had already had its one free trial (worker/services/purchase/trial-claims.ts).
    trialRefused: text("trial_refused", { enum: ["account", "card"] }),
    createdAt: createdAt(),
  },
  (t) => [
    index("checkouts_mypin_idx").on(t.mypin),
    // The cleanup of stale checkouts finds the pending ones by age (worker/cron/stale-checkouts.ts).
    index("checkouts_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const processedEvents = sqliteTable("processed_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

// Every pin released because its subscription ended, and who released it: "cron" or an admin's id.
export const pinReleases = sqliteTable(
  "pin_releases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    mypin: text("mypin").notNull(),
    userId: text("user_id"),
    userEmail: text("user_email"),
    subscriptionId: text("subscription_id"),
    subscriptionEnd: integer("subscription_end", { mode: "number" }),
    releasedBy: text("released_by").notNull(),
    releasedAt: integer("released_at", { mode: "number" }).notNull(),
  },
  (t) => [index("pin_releases_mypin_idx").on(t.mypin), index("pin_releases_released_idx").on(t.releasedAt)],
);

export const cancellationRequests = sqliteTable(
  "cancellation_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    mypin: text("mypin").notNull(),
    email: text("email").notNull(),
    processed: integer("processed", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }),
  },
  (t) => [index("cancellation_requests_email_idx").on(t.email, t.mypin)],
);
