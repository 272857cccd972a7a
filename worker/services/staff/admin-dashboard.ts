import type * as z from "zod";
import { countContactMessages, pinFigures, subscriptionFigures, trialFigures } from "../../../db/queries/dashboard";
import { listStaffActions, listStaffActors, staffActionStatement } from "../../../db/queries/staff-actions";
import type { ZAuditTrail, ZDashboardOverview, ZSyncAnswer } from "../../../domain/answers/staff";
import { dashboardWindows, monthlyRevenue } from "../../../domain/dashboard";
import { AUDIT_PAGE_SIZE } from "../../../domain/staff";
import { configOf } from "../../config";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { isProviderError } from "../../providers/payments";
import { syncAllSubscriptions } from "../subscriptions/subscription-sync";

// The admin's dashboard: its system controls, overview figures and
// audit trail.

// The nightly sync, begun now (or carried on when a pass is under way): this request syncs its next
// page, as a scheduled run does, and the five-minute schedule reads on to Stripe's last. Recorded
// in the audit trail with what this request synced.
export async function syncSubscriptionsFor(deps: TDeps, admin: TSessionUser): Promise<z.output<typeof ZSyncAnswer>> {
  const { env, now } = deps;
  const synced = await syncAllSubscriptions(deps).catch((error: unknown) => {
    throw isProviderError(error) ? new AppError("SYNC_FAILED", { cause: error }) : error;
  });
  const processedSubscriptions = synced?.processedSubscriptions ?? 0;
  await staffActionStatement(env.DB, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: "sync",
    target: "subscriptions",
    before: null,
    after: { processedSubscriptions },
    now,
  }).run();
  return { processedSubscriptions };
}

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

// The newest staff actions, of one staff member or of all, and everyone who has acted.
export async function auditTrail(
  { db }: TDeps,
  { actorId }: { actorId: string | undefined },
): Promise<z.output<typeof ZAuditTrail>> {
  const [actions, actors] = await Promise.all([
    listStaffActions(db, { actorId, limit: AUDIT_PAGE_SIZE }),
    listStaffActors(db),
  ]);
  return { actions, actors };
}
