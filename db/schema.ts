import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ROLES } from "../domain/accounts";
import { CONVERSION_EVENTS, EVENT_TYPES } from "../domain/analytics-events";
import { STAFF_ACTIONS } from "../domain/staff";

// Timestamps are Unix epoch milliseconds: one unit from the worker's Date.now() to the DB.
const createdAt = () => integer("created_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  displayName: text("display_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  // The account's one Stripe customer, so the billing portal never finds a customer by e-mail.
  stripeCustomerId: text("stripe_customer_id").unique(),
  // When the account's one free trial began (one free trial per account: docs/decisions/019).
  trialUsedAt: integer("trial_used_at", { mode: "number" }),
  // The one checkout that may start the account's free trial, claimed in one conditional write
  // when a trial checkout is opened: a second trial checkout takes it only once the first can no
  // longer be paid, and fulfilment ends the trial of any other (worker/services/trial-claims.ts).
  trialCheckoutId: text("trial_checkout_id"),
});

// Cards (Stripe's card fingerprint: one per card number) that have had a free trial, and the
// subscription that had it: one free trial per card, whichever account the card pays for.
export const trialCards = sqliteTable("trial_cards", {
  fingerprint: text("fingerprint").primaryKey(),
  subscriptionId: text("subscription_id").notNull(),
  userId: text("user_id"),
  createdAt: integer("created_at", { mode: "number" }).notNull(),
});

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }),
    reason: text("reason"),
  },
  // The admin's list of help-desk grants reads them by role.
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index("user_roles_role_idx").on(t.role)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refreshHash: text("refresh_hash").notNull().unique(),
    // The hash a rotation replaced and when: accepted for a short grace (worker/services/sessions.ts).
    previousRefreshHash: text("previous_refresh_hash"),
    rotatedAt: integer("rotated_at", { mode: "number" }),
    // Fixed at sign-in (domain/sessions.ts): a rotation keeps it, so use never extends a session.
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    // The sign-in or the latest refresh: the idle timeout counts from here.
    lastUsedAt: integer("last_used_at", { mode: "number" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "number" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const emailCodes = sqliteTable(
  "email_codes",
  {
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["sign_up"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    sentAt: integer("sent_at", { mode: "number" }).notNull(),
    // The pending sign-up itself: the account is created from these once the code or link is verified.
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    linkTokenHash: text("link_token_hash").notNull().unique(),
    // SHA-256 of a nonce in the HttpOnly cookie of the browser that started the sign-up: only that
    // browser can finish it, so nobody else's password can ride on the owner's code.
    browserHash: text("browser_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] }), index("email_codes_expires_idx").on(t.expiresAt)],
);

// Failed sign-ins per account (OWASP ASVS 2.2.1): the per-IP binding cannot see one account attacked
// from many addresses.
export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    // The client's address (its IPv6 /64): the slow-down is per account and address, so a
    // stranger's wrong passwords never slow the owner down from the owner's own address.
    ip: text("ip").notNull().default(""),
    failedAt: integer("failed_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("sign_in_failures_email_idx").on(t.email, t.failedAt),
    index("sign_in_failures_email_ip_idx").on(t.email, t.ip, t.failedAt),
  ],
);

// Counted attempts of account actions (codes tried and sent, reset e-mails), per address and per
// client IP, so the limits hold across resends and across Cloudflare locations.
const AUTH_ATTEMPT_KINDS = ["code_try", "code_sent", "reset_sent"] as const;
export const authAttempts = sqliteTable(
  "auth_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: AUTH_ATTEMPT_KINDS }).notNull(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    // The pending sign-up's browser (the hash its cookie proves) for code tries: wrong codes are
    // counted per sign-up, so a stranger's guesses never use up the owner's tries.
    browser: text("browser"),
    at: integer("at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("auth_attempts_email_idx").on(t.kind, t.email, t.at),
    index("auth_attempts_ip_idx").on(t.kind, t.ip, t.at),
    index("auth_attempts_browser_idx").on(t.kind, t.browser, t.at),
  ],
);

export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
  },
  (t) => [index("password_resets_expires_idx").on(t.expiresAt)],
);

export const mypins = sqliteTable(
  "mypins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The last line of defence against two buyers of one name (docs/decisions/006).
    mypin: text("mypin").notNull().unique(),
    userName: text("user_name").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    userEmail: text("user_email"),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    searchCount: integer("search_count").notNull().default(0),
    // The public list's ranking: at most one search per client (IPv6 /64) per pin per UTC day, so
    // a few scripted addresses cannot lift a pin up the home page (worker/services/search-counts.ts).
    rankedSearches: integer("ranked_searches").notNull().default(0),
    // Staff took the pin off the public list (it still resolves and counts).
    hiddenFromTop: integer("hidden_from_top", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }),
    coordinatesUpdatedAt: integer("coordinates_updated_at", { mode: "number" }),
    subscriptionId: text("subscription_id"),
    // The name's confusable skeleton (domain/name-policy.ts nameKey), unique so that no two pins
    // look alike even when two purchases race. Rows made before the name policy start without one
    // and are filled in by worker/cron/name-keys.ts; a legacy look-alike of an older pin stays null.
    skeleton: text("skeleton").unique(),
    // domain/names.ts displayTier as the manage page's group order, computed by SQLite and never
    // written: 0 Premium (at most 30 characters, no dot), 1 Simple (no space, exactly one dot),
    // 2 Basic. length() counts code points, as displayTier does. Indexed with the name, so the
    // admin's list of every pin is read a page at a time in that order rather than sorted whole.
    tierRank: integer("tier_rank").generatedAlwaysAs(
      sql`CASE WHEN length(mypin) <= 30 AND instr(mypin, '.') = 0 THEN 0 WHEN instr(mypin, ' ') = 0 AND length(mypin) - length(replace(mypin, '.', '')) = 1 THEN 1 ELSE 2 END`,
      { mode: "virtual" },
    ),
  },
  (t) => [
    index("mypins_search_count_idx").on(t.searchCount),
    index("mypins_user_email_idx").on(t.userEmail),
    // The owner's manage page lists pins by their user (db/queries/pins.ts listOwnedPins).
    index("mypins_user_idx").on(t.userId),
    // An ended subscription frees its name by this id (worker/services/subscription-sync.ts).
    index("mypins_subscription_idx").on(t.subscriptionId),
    // The dashboard's pins created this month, this year and per day (db/queries/analytics.ts).
    index("mypins_created_idx").on(t.createdAt),
    index("mypins_tier_name_idx").on(t.tierRank, t.mypin),
    index("mypins_ranked_idx").on(t.hiddenFromTop, t.rankedSearches),
  ],
);

// Every pin's name as its trigrams, one row each, for "did you mean" on a missed search
// (db/queries/pin-suggestions.ts). Written only by the triggers of migration 0010, in step with
// each insert, rename and deletion of a pin; pinId is mypins.id.
export const pinNameTrigrams = sqliteTable(
  "pin_name_trigrams",
  {
    trigram: text("trigram").notNull(),
    pinId: integer("pin_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.trigram, t.pinId] }), index("pin_name_trigrams_pin_idx").on(t.pinId)],
);

// 1, 2, ... 256: where a trigram may start in a name. The triggers split a name with it, since a
// trigger cannot hold the WITH clause that would count them; 256 code points is past any name.
export const trigramPositions = sqliteTable("trigram_positions", {
  n: integer("n").primaryKey(),
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
    // had already had its one free trial (worker/services/trial-claims.ts).
    trialRefused: text("trial_refused", { enum: ["account", "card"] }),
    createdAt: createdAt(),
  },
  (t) => [
    index("checkouts_mypin_idx").on(t.mypin),
    // The cleanup of stale checkouts finds the pending ones by age (worker/cron/stale-checkouts.ts).
    index("checkouts_status_created_idx").on(t.status, t.createdAt),
  ],
);

// Every live name hold, by holder: the NameLock object sees one name, this table all of a holder's
// names, so an account (or a browser) can be capped. A row counts only until its expires_at. Its
// name is the name's key (nameKey), as the object's is, so look-alikes are one hold here too.
export const nameHolds = sqliteTable(
  "name_holds",
  {
    holder: text("holder").notNull(),
    name: text("name").notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    checkoutSessionId: text("checkout_session_id"),
    // A signed-out hold's client address (IPv6 /64): those are capped per address as well as per
    // browser, since dropping the cookie makes a new browser.
    address: text("address"),
  },
  (t) => [
    primaryKey({ columns: [t.holder, t.name] }),
    index("name_holds_address_idx").on(t.address, t.expiresAt),
    index("name_holds_holder_idx").on(t.holder, t.expiresAt),
    index("name_holds_expires_idx").on(t.expiresAt),
    index("name_holds_checkout_idx").on(t.checkoutSessionId),
  ],
);

// Requests counted per account for the limits the per-location binding cannot keep
// (docs/decisions/013): one row per request, kept for the longest window.
export const accountRequests = sqliteTable(
  "account_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at", { mode: "number" }).notNull(),
  },
  (t) => [index("account_requests_key_idx").on(t.key, t.at)],
);

export const processedEvents = sqliteTable("processed_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

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

// The audit trail (docs/decisions/025): every staff action, who took it ("cron" for the schedule),
// and the values before and after, as JSON. Rows are written in the same batch as the change.
export const staffActions = sqliteTable(
  "staff_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email"),
    action: text("action", { enum: STAFF_ACTIONS }).notNull(),
    target: text("target").notNull(),
    before: text("before", { mode: "json" }).$type<Record<string, unknown> | null>(),
    after: text("after", { mode: "json" }).$type<Record<string, unknown> | null>(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("staff_actions_created_idx").on(t.createdAt),
    index("staff_actions_actor_idx").on(t.actorId, t.createdAt),
  ],
);

// A reserved brand name (domain/reserved-names.ts) that staff released to the account proven to own
// the brand: that account, and only it, may hold and buy the name. Keyed by the canonical name.
export const reservedNameReleases = sqliteTable("reserved_name_releases", {
  name: text("name").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  releasedBy: text("released_by").notNull(),
  reason: text("reason").notNull(),
  createdAt: integer("created_at", { mode: "number" }).notNull(),
});

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

export const qrCodes = sqliteTable("qr_codes", {
  mypin: text("mypin").primaryKey(),
  filePath: text("file_path").notNull(),
  fileSize: integer("file_size").notNull(),
  createdAt: createdAt(),
});

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
    payload: text("payload", { mode: "json" }).notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "number" }).notNull(),
    sentAt: integer("sent_at", { mode: "number" }),
    createdAt: createdAt(),
    // Only when ENVIRONMENT=development: the delivered subject, text and reply-to, for /dev/mailbox. The
    // payload itself is emptied once an e-mail is delivered or given up, in every environment.
    devCopy: text("dev_copy", { mode: "json" }).$type<{ subject: string; text: string; replyTo?: string }>(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The contact form's acknowledgements per recipient per day (worker/routes/contact.ts).
    index("email_outbox_to_idx").on(t.to, t.template, t.createdAt),
  ],
);

// Searches per pin per UTC day ("YYYY-MM-DD"), written in batches with mypins.search_count
// (worker/services/search-counts.ts): the owner's 30-day sparkline and the admin's searches per day.
export const pinSearchDays = sqliteTable(
  "pin_search_days",
  {
    pinId: integer("pin_id")
      .notNull()
      .references(() => mypins.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pinId, t.day] }), index("pin_search_days_day_idx").on(t.day)],
);

// Consenting visitors' page views per UTC day ("YYYY-MM-DD"), written in batches
// (worker/services/page-view-counts.ts): the dashboard's page views per day (docs/decisions/036).
export const pageViewDays = sqliteTable("page_view_days", {
  day: text("day").primaryKey(),
  count: integer("count").notNull(),
});

// First-party analytics, written only with cookie consent (docs/decisions/026); page views are
// counted in page_view_days instead.
export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type", { enum: EVENT_TYPES }).notNull(),
    path: text("path").notNull(),
    name: text("name"),
    visitor: text("visitor").notNull(),
    createdAt: createdAt(),
  },
  // The dashboard counts by day and by type over a window; the retention job deletes by age.
  (t) => [index("events_created_idx").on(t.createdAt), index("events_type_created_idx").on(t.type, t.createdAt)],
);

// Conversion events waiting for the Conversions-API endpoint, written in the same batch as the
// change that causes them. event_id is unique, so a second delivery of a webhook queues nothing.
export const conversionOutbox = sqliteTable(
  "conversion_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: text("event_id").notNull().unique(),
    eventName: text("event_name", { enum: CONVERSION_EVENTS }).notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "number" }).notNull(),
    sentAt: integer("sent_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [index("conversion_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export type TOutboxRow = typeof emailOutbox.$inferSelect;
export type TPinRow = typeof mypins.$inferSelect;
export type TStaffActionRow = typeof staffActions.$inferSelect;
export type TNewPinRow = typeof mypins.$inferInsert;
