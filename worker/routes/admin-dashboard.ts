import { Hono } from "hono";
import { z } from "zod";
import { createDb, toStatement } from "../../db/client";
import { countContactMessages, pinFigures, subscriptionFigures, trialFigures } from "../../db/queries/dashboard";
import { deleteRoleGrant, findRoleGrant, listRoleGrants, roleGranted, setRoleGrant } from "../../db/queries/roles";
import { listStaffActions, listStaffActors, staffActionStatement } from "../../db/queries/staff-actions";
import { findUserByEmail, findUserById } from "../../db/queries/users";
import { dashboardWindows, monthlyRevenue } from "../../domain/dashboard";
import { api } from "../../domain/messages/api";
import { AUDIT_PAGE_SIZE, type TStaffActionEntry } from "../../domain/staff";
import { ZAuditQuery, ZReleaseOverdue, ZRoleGrant } from "../../domain/staff-schemas";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { isProviderError } from "../services/payments";
import { releaseOverduePins } from "../services/release-overdue";
import { syncAllSubscriptions } from "../services/subscription-sync";

// The admin's dashboard (accounts-admin section 2): system controls, overview figures, the audit
// trail and help desk access. Every route checks the role itself: other staff routes share /api/admin.

// A change is JSON from our own pages (the same-origin check), even when it carries nothing.
const ZNoBody = z.object({});
const ZUserParam = z.object({ userId: z.string({ error: api.badRequest }).max(64, { error: api.badRequest }) });

// The role an admin hands out here; system admins come from ADMIN_EMAILS only.
const HELP_DESK = "help_desk";

const grantValues = (grant: { expiresAt: number | null; reason: string | null }) => ({
  role: HELP_DESK,
  expiresAt: grant.expiresAt,
  reason: grant.reason,
});

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
  .get("/roles", requireRole("system_admin"), async (c) => {
    const now = Date.now();
    const grants = await listRoleGrants(createDb(c.env.DB), HELP_DESK);
    return c.json(
      { grants: grants.map((grant) => ({ ...grant, expired: grant.expiresAt !== null && grant.expiresAt <= now })) },
      200,
    );
  })
  .post("/roles", requireRole("system_admin"), validate("json", ZRoleGrant), async (c) => {
    const db = createDb(c.env.DB);
    const now = Date.now();
    const { email, reason, expiresAt = null } = c.req.valid("json");
    if (expiresAt !== null && expiresAt <= now) throw new AppError("ROLE_EXPIRY_PAST");
    const user = await findUserByEmail(db, email);
    if (!user) throw new AppError("ROLE_ACCOUNT_NOT_FOUND");
    const before = await findRoleGrant(db, user.id, HELP_DESK);
    const grant = { userId: user.id, role: HELP_DESK, expiresAt, reason } as const;
    await c.env.DB.batch([
      toStatement(c.env.DB, setRoleGrant(db, grant)),
      staffActionStatement(c.env.DB, {
        actorId: c.var.user.id,
        actorEmail: c.var.user.email,
        action: "grant_role",
        target: user.email,
        before: before ? grantValues(before) : null,
        after: grantValues(grant),
        now,
      }),
    ]);
    return c.json({ userId: user.id, email: user.email, expiresAt, reason }, 200);
  })
  .delete(
    "/roles/:userId",
    requireRole("system_admin"),
    validate("param", ZUserParam),
    validate("json", ZNoBody),
    async (c) => {
      const db = createDb(c.env.DB);
      const now = Date.now();
      const { userId } = c.req.valid("param");
      const grant = await findRoleGrant(db, userId, HELP_DESK);
      const user = grant && (await findUserById(db, userId));
      if (!grant || !user) throw new AppError("ROLE_NOT_GRANTED");
      // Recorded only if the grant is still there when the batch runs: two revokes at once record one.
      await c.env.DB.batch([
        staffActionStatement(
          c.env.DB,
          {
            actorId: c.var.user.id,
            actorEmail: c.var.user.email,
            action: "revoke_role",
            target: user.email,
            before: grantValues(grant),
            after: null,
            now,
          },
          roleGranted(userId, HELP_DESK),
        ),
        toStatement(c.env.DB, deleteRoleGrant(db, userId, HELP_DESK)),
      ]);
      return c.json({ userId, revoked: true }, 200);
    },
  );
