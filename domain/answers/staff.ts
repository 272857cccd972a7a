import * as z from "zod";
import { CONTACT_MESSAGES_PAGE_SIZE } from "../contact.ts";
import { TIER_ORDER } from "../names.ts";
import { ZCurrency } from "../schemas.ts";
import { STAFF_ACTIONS, STAFF_PINS_PAGE_SIZE } from "../staff.ts";
import { ZListedPin, ZTierCounts } from "./my-pins.ts";

// The staff screens' answers: the help desk's pins and reserved names (worker/routes/helpdesk.ts),
// the admin's list of every pin (admin-pins.ts), the dashboard's controls and figures
// (admin-dashboard.ts, admin-contact.ts) and the development tools' Stripe check (admin-stripe.ts).

// One pin as staff see it: the owner's columns plus the owner's e-mail and the subscription, with
// what Stripe reported of its payments (a dispute's status, what was refunded, when we cancelled it
// because its payment was taken back), and whether staff took it off the public list.
export const ZStaffPin = ZListedPin.extend({
  userEmail: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  // Stripe's status of the subscription, as last synced.
  subscriptionStatus: z.string().nullable(),
  subscriptionEnd: z.number().int().nullable(),
  currency: ZCurrency.nullable(),
  disputeStatus: z.string().nullable(),
  refundedMinor: z.number().int(),
  reversedAt: z.number().int().nullable(),
  hiddenFromTop: z.boolean(),
}).meta({ id: "StaffPin" });

export const ZStaffPins = z.object({ pins: z.array(ZStaffPin) });

export const ZStaffPinChanged = z.object({ pin: ZStaffPin });

export const ZStaffPinsPage = z.object({
  pins: z.array(ZStaffPin),
  // Over every pin the filter keeps, not the page's.
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(STAFF_PINS_PAGE_SIZE),
  counts: ZTierCounts,
});

// What Stripe refunded, in minor units; null for a pin without a subscription.
export const ZStaffDeleted = z.object({
  deleted: z.string(),
  refund: z.object({ amountMinor: z.number().int(), currency: ZCurrency }).nullable(),
});

// A reserved brand name released to its proven owner; releasedBy is the staff member's e-mail (null
// once that account is gone).
export const ZReservedNameRelease = z
  .object({
    name: z.string(),
    ownerEmail: z.string(),
    releasedBy: z.string().nullable(),
    reason: z.string(),
    createdAt: z.number().int(),
  })
  .meta({ id: "ReservedNameRelease" });

export const ZReservedNameReleases = z.object({ releases: z.array(ZReservedNameRelease) });

export const ZReservedNameReleased = z.object({ release: ZReservedNameRelease });

// One row of the audit trail; before and after are the values the action changed.
export const ZStaffActionEntry = z
  .object({
    id: z.number().int(),
    // A staff member's id, or "cron" or "stripe" for what the schedule or Stripe's events did.
    actorId: z.string(),
    actorEmail: z.string().nullable(),
    action: z.enum(STAFF_ACTIONS),
    target: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: "StaffAction" });

export const ZAuditTrail = z.object({
  actions: z.array(ZStaffActionEntry),
  actors: z.array(z.object({ actorId: z.string(), actorEmail: z.string().nullable() })),
});

export const ZHelpDeskGrants = z.object({
  grants: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      displayName: z.string(),
      // Epoch milliseconds; null grants until revoked.
      expiresAt: z.number().int().nullable(),
      reason: z.string().nullable(),
      expired: z.boolean(),
    }),
  ),
});

export const ZHelpDeskGranted = z.object({
  userId: z.string(),
  email: z.string(),
  expiresAt: z.number().int().nullable(),
  reason: z.string(),
});

export const ZHelpDeskRevoked = z.object({ userId: z.string(), revoked: z.literal(true) });

export const ZSyncAnswer = z.object({ processedSubscriptions: z.number().int() });

const ZReleasedPin = z.object({
  mypin: z.string(),
  user_email: z.string().nullable(),
  subscription_end: z.number().int().nullable(),
});

// A dry run tells what a confirm would release; a confirm, what it released.
export const ZReleaseOverdueAnswer = z.union([
  z.object({ wouldRelease: z.number().int(), pins: z.array(ZReleasedPin) }),
  z.object({ released: z.number().int(), pins: z.array(ZReleasedPin) }),
]);

const ZCurrencyAmounts = z.record(ZCurrency, z.number());

// The dashboard's cards. Subscribers and tiers count active and trialing subscriptions; revenue is a
// twelfth of the yearly prices of the active ones, in major units, and monthly_revenue their sum in
// dollars at usd_rates; pins are counted by the tier of their name.
export const ZDashboardOverview = z.object({
  subscription_analytics: z.object({
    total_subscribers: z.number().int(),
    monthly_revenue: z.number(),
    monthly_revenue_by_currency: ZCurrencyAmounts,
    usd_rates: ZCurrencyAmounts,
    subscription_tiers: ZTierCounts,
  }),
  trial_analytics: z.object({
    total_trials: z.number().int(),
    trials_ending_7_days: z.number().int(),
    trials_ending_this_month: z.number().int(),
    trials_ending_next_month: z.number().int(),
  }),
  pins: z.object({
    by_tier: ZTierCounts,
    created_this_month: z.number().int(),
    created_this_year: z.number().int(),
  }),
  contact_messages: z.number().int(),
});

export const ZContactMessagesPage = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      createdAt: z.number().int(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.literal(CONTACT_MESSAGES_PAGE_SIZE),
  total: z.number().int(),
});

// One of the 9 yearly prices checked against what MyPin charges: amounts in minor units.
export const ZPriceCheck = z.object({
  tier: z.enum(TIER_ORDER),
  currency: ZCurrency,
  lookupKey: z.string(),
  expected: z.number().int(),
  actual: z.number().int().nullable(),
  ok: z.boolean(),
  problems: z.array(z.string()),
});

// One of Stripe's active promotion codes: a percentage or an amount off (minor units of currency).
export const ZPromotionCodeSummary = z.object({
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOff: z.number().int().nullable(),
  currency: z.string().nullable(),
});

export const ZStripeConnectionReport = z.object({
  success: z.boolean(),
  // ISO 8601.
  timestamp: z.string(),
  keyType: z.enum(["test", "live"]),
  // The key's first 7 characters, never more.
  keyPrefix: z.string(),
  connectionTest: z.object({ ok: z.boolean(), detail: z.string() }),
  priceValidation: z.array(ZPriceCheck),
  promotionCodes: z.array(ZPromotionCodeSummary),
  errors: z.array(z.string()),
});
