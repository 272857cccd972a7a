import type * as z from "zod";
import { countContactMessages, pinFigures, subscriptionFigures, trialFigures } from "../../../db/queries/dashboard";
import type { ZDashboardOverview } from "../../../domain/answers/staff";
import { dashboardWindows, monthlyRevenue } from "../../../domain/dashboard";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";

// The admin's dashboard: its overview figures.

export async function dashboardOverview({ env, db, now }: TDeps): Promise<z.output<typeof ZDashboardOverview>> {
  const windows = dashboardWindows(now);
  const [subscriptions, pins, trials, contactMessages] = await Promise.all([
    subscriptionFigures(db),
    pinFigures(db, windows),
    trialFigures(db, windows),
    countContactMessages(db),
  ]);
  const usdRates = configOf(env).USD_RATES;
  const revenue = monthlyRevenue(subscriptions.yearlyMinor, usdRates);
  return {
    subscription_analytics: {
      total_subscribers: subscriptions.total,
      monthly_revenue: revenue.usdEstimate,
      monthly_revenue_by_currency: revenue.byCurrency,
      usd_rates: usdRates,
      subscription_tiers: subscriptions.tiers,
    },
    trial_analytics: {
      total_trials: trials.total,
      trials_ending_7_days: trials.endingIn7Days,
      trials_ending_this_month: trials.endingThisMonth,
      trials_ending_next_month: trials.endingNextMonth,
    },
    pins: {
      by_tier: pins.byTier,
      created_this_month: pins.createdThisMonth,
      created_this_year: pins.createdThisYear,
    },
    contact_messages: contactMessages,
  };
}
