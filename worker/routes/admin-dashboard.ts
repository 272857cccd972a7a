import { Hono } from "hono";
import { createDb } from "../../db/client";
import { countContactMessages, pinFigures, subscriptionFigures, trialFigures } from "../../db/queries/dashboard";
import { listStaffActions, listStaffActors, staffActionStatement } from "../../db/queries/staff-actions";
import { dashboardWindows, monthlyRevenue } from "../../domain/dashboard";
import { AUDIT_PAGE_SIZE, type TStaffActionEntry } from "../../domain/staff";
import { ZAuditQuery, ZNoBody, ZReleaseOverdue, ZRoleGrant, ZUserParam } from "../../domain/staff-schemas";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { isProviderError } from "../services/payments";
import { releaseOverduePins } from "../services/release-overdue";
import { grantHelpDesk, listHelpDeskGrants, revokeHelpDesk } from "../services/staff-roles";
import { syncAllSubscriptions } from "../services/subscription-sync";

// The admin's dashboard (accounts-admin section 2): system controls, overview figures, the audit
// trail and help desk access. Every route checks the role itself: other staff routes share /api/admin.

export const adminDashboardRoutes = new Hono<THonoEnv>()
  .post("/sync", requireRole("system_admin"), validate("json", ZNoBody), async (c) => {
    const now = Date.now();
    const { processedSubscriptions } = await syncAllSubscriptions(c.env, now).catch((error: unknown) => {
      throw isProviderError(error) ? new AppError("SYNC_FAILED", { cause: error }) : error;
    });
    await staffActionStatement(c.env.DB, {
      actorId: c.var.user.id,
      actorEmail: c.var.user.email,
      action: "sync",
      target: "subscriptions",
      before: null,
      after: { processedSubscriptions },
      now,
    }).run();
    return c.json({ processedSubscriptions }, 200);
  })
  .post("/release-overdue", requireRole("system_admin"), validate("json", ZReleaseOverdue), async (c) => {
    const { dry, pins } = c.req.valid("json");
    const answer = await releaseOverduePins(c.env, {
      dry,
      by: c.var.user.id,
      byEmail: c.var.user.email,
      only: pins,
    });
    return c.json(answer, 200);
  })
  .get("/overview", requireRole("system_admin"), async (c) => {
    const db = createDb(c.env.DB);
    const windows = dashboardWindows(Date.now());
    const [subscriptions, pins, trials, contactMessages] = await Promise.all([
      subscriptionFigures(db),
      pinFigures(db, windows),
      trialFigures(db, windows),
      countContactMessages(db),
    ]);
    const usdRates = configOf(c.env).USD_RATES;
    const revenue = monthlyRevenue(subscriptions.yearlyMinor, usdRates);
    return c.json(
      {
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
      },
      200,
    );
  })
  .get("/audit", requireRole("system_admin"), validate("query", ZAuditQuery), async (c) => {
    const db = createDb(c.env.DB);
    const { actor } = c.req.valid("query");
    const [actions, actors] = await Promise.all([
      listStaffActions(db, { actorId: actor, limit: AUDIT_PAGE_SIZE }),
      listStaffActors(db),
    ]);
    return c.json({ actions: actions satisfies TStaffActionEntry[], actors }, 200);
  })
  .get("/roles", requireRole("system_admin"), async (c) =>
    c.json({ grants: await listHelpDeskGrants(c.env, Date.now()) }, 200),
  )
  .post("/roles", requireRole("system_admin"), validate("json", ZRoleGrant), async (c) => {
    const { email, reason, expiresAt = null } = c.req.valid("json");
    return c.json(await grantHelpDesk(c.env, c.var.user, { email, reason, expiresAt }, Date.now()), 200);
  })
  .delete(
    "/roles/:userId",
    requireRole("system_admin"),
    validate("param", ZUserParam),
    validate("json", ZNoBody),
    async (c) => c.json(await revokeHelpDesk(c.env, c.var.user, c.req.valid("param").userId, Date.now()), 200),
  );
