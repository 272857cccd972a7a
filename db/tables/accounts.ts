// Accounts: who signs in, with what roles and sessions, and the counts that limit their attempts.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ROLES } from "../../domain/accounts";
import { LOCALES } from "../../domain/locales";
import { createdAt } from "./columns";

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
  // longer be paid, and fulfilment ends the trial of any other (worker/services/purchase/trial-claims.ts).
  trialCheckoutId: text("trial_checkout_id"),
  // The language the account reads MyPin in: its e-mails are written in it.
  locale: text("locale", { enum: LOCALES }).notNull().default("en"),
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
    // The hash a rotation replaced and when: accepted for a short grace (worker/services/accounts/sessions.ts).
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
