import type * as z from "zod";
import type { TRole } from "./accounts.ts";
import type { ZStaffActionEntry, ZStaffPin } from "./answers/staff.ts";
import { displayTier } from "./names.ts";

// Help desk and system administrators, and the audit trail every
// staff action writes (docs/decisions/025).

export function isSystemAdmin(user: { roles: readonly TRole[] } | null): boolean {
  return user?.roles.includes("system_admin") ?? false;
}

// Help desk's screen is the search; an admin, who can do all help desk can, gets the full list.
export function staffViewOf(user: { roles: readonly TRole[] } | null): "admin" | "help_desk" | "owner" {
  if (isSystemAdmin(user)) return "admin";
  return user?.roles.includes("help_desk") ? "help_desk" : "owner";
}

// Reads of owners' data are actions too: who looked up whose pins is part of the trail. A
// subscription revoked because Stripe reported its payment taken back is recorded as Stripe's.
export const STAFF_ACTIONS = [
  "rename",
  "move",
  "delete",
  "release",
  "sync",
  "grant_role",
  "revoke_role",
  "release_reserved",
  "payment_reversed",
  "hide_from_top",
  "show_in_top",
  "search_owner_pins",
  "list_all_pins",
  // A transfer's every step, whoever took it: the owner, the recipient, the help desk or the cron.
  "transfer_offered",
  "transfer_withdrawn",
  "transfer_declined",
  "transfer_accepted",
  "transfer_expired",
] as const;
export type TStaffAction = (typeof STAFF_ACTIONS)[number];

// Every staff delete says why; a violation's refund is less the administrative fee (ADMIN_FEE).
export const DELETE_REASONS = ["violation", "owner_request", "mistake"] as const;
export type TDeleteReason = (typeof DELETE_REASONS)[number];

// The help desk searches by an owner's e-mail address (a list) or by a name (one pin or none).
export const STAFF_SEARCH_TYPES = ["email", "name"] as const;
export type TStaffSearchType = (typeof STAFF_SEARCH_TYPES)[number];

// The admin's list pages through 50 pins at a time, as the owner's does.
export const STAFF_PINS_PAGE_SIZE = 50;
// The dashboard shows the latest 50 staff actions.
export const AUDIT_PAGE_SIZE = 50;
// At most this many pins an admin's preview lists and a confirm releases: one request's work stays
// within an invocation's 1,000 D1 queries and subrequests (a batch of 5 statements, an R2 delete
// and a lock call a pin). The rest wait for the next confirm, or the daily pass.
export const MAX_RELEASES_PER_RUN = 100;
// The analytics chart's span, and the subscriptions table's page.
export const PINS_PER_DAY_SPAN_DAYS = 90;
export const SUBSCRIPTIONS_PAGE_SIZE = 50;

// A renamed pin's old name leads to it this long, and nobody else can take that name meanwhile
// (docs/decisions/050).
export const FORMER_NAME_DAYS = 90;

// A staff rename keeps the tier the owner pays for, which the name gives (names.ts; displayTier is
// validateName's tier for every name it accepts, and also reads a legacy name it would refuse).
// The help desk's dialog asks this before saving, and the server again.
export function renameChangesTier(from: string, to: string): boolean {
  return displayTier(from) !== displayTier(to);
}

// One pin as staff see it, and one row of the audit trail (domain/answers/staff.ts).
export type TStaffPin = z.output<typeof ZStaffPin>;
export type TStaffActionEntry = z.output<typeof ZStaffActionEntry>;
