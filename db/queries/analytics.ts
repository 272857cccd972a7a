import { and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { LIVE_STATUSES } from "../../domain/lifecycle";
import type { TTier } from "../../domain/names";
import type { TTierCounts } from "../../domain/owned-pins";
import { SUBSCRIPTIONS_PAGE_SIZE } from "../../domain/staff";
import type { TDb } from "../client";
import { mypins, subscriptions } from "../schema";
import { TOP_PINS_LIMIT, TOP_PINS_ORDER } from "./pins";

// The analytics page's figures, each computed in SQL from an index.

// The spec's subscriptions list and the dashboard's subscribers are the live ones: paying or in a trial.
const listed = inArray(subscriptions.status, [...LIVE_STATUSES]);

// The spec's subscription row, under its own field names. Newest
// first, the id breaking ties so that a page boundary never repeats or skips a row.
export function listSubscriptionsPage(db: TDb, filter: { tier?: TTier; page: number }) {
  return db
    .select({
      id: subscriptions.id,
      email: subscriptions.email,
      user_id: subscriptions.userId,
      status: subscriptions.status,
      tier: subscriptions.tier,
      subscription_end: subscriptions.currentPeriodEnd,
      created_at: subscriptions.createdAt,
      updated_at: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(filter.tier ? and(listed, eq(subscriptions.tier, filter.tier)) : listed)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(SUBSCRIPTIONS_PAGE_SIZE)
    .offset((filter.page - 1) * SUBSCRIPTIONS_PAGE_SIZE);
}

// The filter chips' and the dashboard's counts, read from the (status, tier, created_at) index alone.
export function countSubscriptionsByTier(db: TDb) {
  return db
    .select({ tier: subscriptions.tier, count: count() })
    .from(subscriptions)
    .where(listed)
    .groupBy(subscriptions.tier);
}

export async function liveSubscriptionsByTier(db: TDb): Promise<TTierCounts> {
  const counts: TTierCounts = { basic: 0, simple: 0, premium: 0 };
  for (const row of await countSubscriptionsByTier(db)) counts[row.tier] = row.count;
  return counts;
}

export function listTopSearchedPins(db: TDb) {
  return db
    .select({
      mypin: mypins.mypin,
      searchCount: mypins.searchCount,
      userEmail: mypins.userEmail,
      createdAt: mypins.createdAt,
    })
    .from(mypins)
    .orderBy(...TOP_PINS_ORDER)
    .limit(TOP_PINS_LIMIT);
}

// Only the days that have pins; domain/analytics.ts fillDays adds the empty ones.
export function countPinsPerDay(db: TDb, window: { from: number; to: number }) {
  const day = sql<string>`strftime('%Y-%m-%d', ${mypins.createdAt} / 1000, 'unixepoch')`;
  return db
    .select({ day, count: count() })
    .from(mypins)
    .where(and(gte(mypins.createdAt, window.from), lt(mypins.createdAt, window.to)))
    .groupBy(day);
}
