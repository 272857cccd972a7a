import * as z from "zod";
import { EVENT_TYPES } from "../analytics-events.ts";
import { SUBSCRIPTIONS_PAGE_SIZE } from "../staff.ts";
import { ZTierCounts } from "./my-pins.ts";

// The analytics page's reports (worker/routes/admin-analytics.ts), for system administrators.

// A count on one UTC day, "YYYY-MM-DD".
export const ZDayCount = z
  .object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count: z.number().int() })
  .meta({ id: "DayCount" });

export const ZDayCounts = z.object({ days: z.array(ZDayCount) });

// The spec's subscription row, under its own field names; times are
// epoch milliseconds, subscription_end the current period's end.
const ZSubscriptionRow = z.object({
  id: z.string(),
  email: z.string(),
  user_id: z.string().nullable(),
  status: z.string(),
  subscription_tier: z.enum(["Basic", "Simple", "Premium"]),
  subscription_end: z.number().int().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int().nullable(),
});

export const ZSubscriptionsReport = z.object({
  subscriptions: z.array(ZSubscriptionRow),
  page: z.number().int(),
  pageSize: z.literal(SUBSCRIPTIONS_PAGE_SIZE),
  // The filter's rows; counts are every live subscription by tier.
  total: z.number().int(),
  counts: ZTierCounts,
});

export const ZTopSearchedPins = z.object({
  pins: z.array(
    z.object({
      mypin: z.string(),
      searchCount: z.number().int(),
      userEmail: z.string().nullable(),
      createdAt: z.number().int(),
    }),
  ),
});

export const ZEventsReport = z.object({
  pageViews: z.array(ZDayCount),
  types: z.array(z.object({ type: z.enum(EVENT_TYPES), count: z.number().int() })),
});
