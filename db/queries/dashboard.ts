import { count, eq, gte, sql, sum } from "drizzle-orm";
import type { TDashboardWindows } from "../../domain/dashboard";
import { tierCountsOfRanks, tierTotal } from "../../domain/owned-pins";
import type { TCurrency } from "../../domain/prices";
import type { TDb } from "../client";
import { contactMessages, mypins, subscriptions } from "../schema";
import { liveSubscriptionsByTier } from "./analytics";
import { countPinsByTier } from "./staff-pins";

// The dashboard's overview figures, each one aggregate in SQL on an index.

// Trials have paid nothing yet: only active subscriptions earn.
export function sumPaidYearlyByCurrency(db: TDb) {
  return db
    .select({ currency: subscriptions.currency, yearlyMinor: sum(subscriptions.amountMinor).mapWith(Number) })
    .from(subscriptions)
    .where(eq(subscriptions.status, "active"))
    .groupBy(subscriptions.currency);
}

export async function subscriptionFigures(db: TDb) {
  const [tiers, paid] = await Promise.all([liveSubscriptionsByTier(db), sumPaidYearlyByCurrency(db)]);
  const yearlyMinor: Partial<Record<TCurrency, number>> = {};
  for (const row of paid) yearlyMinor[row.currency] = row.yearlyMinor;
  return { total: tierTotal(tiers), tiers, yearlyMinor };
}

export function countPinsCreated(db: TDb, windows: TDashboardWindows) {
  return db
    .select({
      thisYear: count(),
      thisMonth: sql<number>`count(*) FILTER (WHERE ${mypins.createdAt} >= ${windows.monthStart})`,
    })
    .from(mypins)
    .where(gte(mypins.createdAt, windows.yearStart));
}

// Demo pins and pins from before payments have no subscription, so pins are counted by the tier
// their name gives them, as the admin's list counts them (countPinsByTier).
export async function pinFigures(db: TDb, windows: TDashboardWindows) {
  const [byRank, created] = await Promise.all([countPinsByTier(db), countPinsCreated(db, windows).get()]);
  const byTier = tierCountsOfRanks(byRank);
  return { byTier, createdThisMonth: created?.thisMonth ?? 0, createdThisYear: created?.thisYear ?? 0 };
}

// Trials still running: those ending this month are the ones from now to the month's end.
export function countTrials(db: TDb, windows: TDashboardWindows) {
  const within = (from: number, to: number) =>
    sql<number>`count(*) FILTER (WHERE ${subscriptions.trialEnd} >= ${from} AND ${subscriptions.trialEnd} < ${to})`;
  return db
    .select({
      total: count(),
      endingIn7Days: within(windows.now, windows.weekAhead),
      endingThisMonth: within(windows.now, windows.nextMonthStart),
      endingNextMonth: within(windows.nextMonthStart, windows.monthAfterNextStart),
    })
    .from(subscriptions)
    .where(eq(subscriptions.status, "trialing"));
}

export async function trialFigures(db: TDb, windows: TDashboardWindows) {
  const row = await countTrials(db, windows).get();
  return {
    total: row?.total ?? 0,
    endingIn7Days: row?.endingIn7Days ?? 0,
    endingThisMonth: row?.endingThisMonth ?? 0,
    endingNextMonth: row?.endingNextMonth ?? 0,
  };
}

export async function countContactMessages(db: TDb) {
  const row = await db.select({ count: count() }).from(contactMessages).get();
  return row?.count ?? 0;
}
