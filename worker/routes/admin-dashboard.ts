import { Hono } from "hono";
import {
  ZAuditTrail,
  ZDashboardOverview,
  ZHelpDeskGranted,
  ZHelpDeskGrants,
  ZHelpDeskRevoked,
  ZReleaseOverdueAnswer,
  ZSyncAnswer,
} from "../../domain/answers/staff";
import { ZAuditQuery, ZNoBody, ZReleaseOverdue, ZRoleGrant, ZUserParam } from "../../domain/staff-schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { auditTrail } from "../services/staff/audit-trail";
import { dashboardOverview } from "../services/staff/dashboard-overview";
import { grantHelpDesk } from "../services/staff/grant-help-desk";
import { listHelpDeskGrants } from "../services/staff/list-help-desk-grants";
import { revokeHelpDesk } from "../services/staff/revoke-help-desk";
import { syncSubscriptionsFor } from "../services/staff/sync-subscriptions-for";
import { releaseOverduePins } from "../services/subscriptions/release-overdue-pins";

// The admin's dashboard: system controls, overview figures, the audit
// trail and help desk access. Every route checks the role itself: other staff routes share /api/admin.
const tag = "Admin";

const SYNC = `Live session, as every staff route (an expired grant is refused as any other role). Begins the nightly sync of every Stripe subscription (or carries on the one under way) and syncs its next page of 100 through the webhook's sync; the five-minute schedule syncs the rest. Answers how many subscriptions of ours that page held, and writes an audit row (\`sync\`). 502 \`SYNC_FAILED\` (\`Sync Failed\`) when Stripe fails.`;

const RELEASE_OVERDUE = `The same release as the daily cron: a dry run lists what it would release, otherwise it releases. With \`pins\` only those names, and only if still overdue when confirmed (a pin renewed since the preview stays, one overdue since is not released); at most 100 pins a request, the rest wait for the next confirm or the daily pass. Each release writes its audit row (\`release\`, by the admin or \`cron\`) in the release's own batch.`;

const OVERVIEW = `Subscribers and tiers are active or trialing subscriptions; revenue is a twelfth of the yearly list prices of active (paid) ones per currency in major units (before any promotion code: the subscription row keeps the price, not the discount), \`monthly_revenue\` their dollar sum at \`USD_RATES\`; pins by the tier of their name; months and years in UTC.`;

const GRANT = `Grants \`help_desk\` (replacing an earlier grant's expiry and reason) with an audit row (\`grant_role\`) in one batch. 404 \`ROLE_ACCOUNT_NOT_FOUND\`, 400 \`ROLE_EXPIRY_PAST\`. \`system_admin\` is granted only by \`ADMIN_EMAILS\`.`;

export const adminDashboardRoutes = new Hono<THonoEnv>()
  .post(
    "/sync",
    describe({
      tag,
      summary: "Sync every subscription from Stripe",
      description: SYNC,
      answers: { 200: ZSyncAnswer },
      refuses: ["SYNC_FAILED"],
    }),
    requireRole("system_admin"),
    validate("json", ZNoBody),
    async (c) => c.json(await syncSubscriptionsFor(c.var.deps, c.var.user), 200),
  )
  .post(
    "/release-overdue",
    describe({
      tag,
      summary: "Release the pins whose subscriptions are overdue, or list them",
      description: RELEASE_OVERDUE,
      answers: { 200: ZReleaseOverdueAnswer },
      refuses: ["PAYMENT_LOOKUP_FAILED"],
    }),
    requireRole("system_admin"),
    validate("json", ZReleaseOverdue),
    async (c) => {
      const { dry, pins } = c.req.valid("json");
      const answer = await releaseOverduePins(c.var.deps, {
        dry,
        by: c.var.user.id,
        byEmail: c.var.user.email,
        only: pins,
      });
      return c.json(answer, 200);
    },
  )
  .get(
    "/overview",
    describe({
      tag,
      summary: "The dashboard's overview figures",
      description: OVERVIEW,
      answers: { 200: ZDashboardOverview },
      refuses: [],
    }),
    requireRole("system_admin"),
    async (c) => c.json(await dashboardOverview(c.var.deps), 200),
  )
  .get(
    "/audit",
    describe({
      tag,
      summary: "The latest staff actions",
      description: "The latest 50 staff actions, newest first, of everyone or of one actor, and everyone who appears.",
      answers: { 200: ZAuditTrail },
      refuses: [],
    }),
    requireRole("system_admin"),
    validate("query", ZAuditQuery),
    async (c) => c.json(await auditTrail(c.var.deps, { actorId: c.req.valid("query").actor }), 200),
  )
  .get(
    "/roles",
    describe({
      tag,
      summary: "Every help desk grant",
      description: "Every `help_desk` grant, expired ones included.",
      answers: { 200: ZHelpDeskGrants },
      refuses: [],
    }),
    requireRole("system_admin"),
    async (c) => c.json({ grants: await listHelpDeskGrants(c.var.deps) }, 200),
  )
  .post(
    "/roles",
    describe({
      tag,
      summary: "Grant help desk access",
      description: GRANT,
      answers: { 200: ZHelpDeskGranted },
      refuses: ["ROLE_ACCOUNT_NOT_FOUND", "ROLE_EXPIRY_PAST"],
    }),
    requireRole("system_admin"),
    validate("json", ZRoleGrant),
    async (c) => {
      const { email, reason, expiresAt = null } = c.req.valid("json");
      return c.json(await grantHelpDesk(c.var.deps, { actor: c.var.user, email, reason, expiresAt }), 200);
    },
  )
  .delete(
    "/roles/:userId",
    describe({
      tag,
      summary: "Revoke help desk access",
      description:
        "The `help_desk` grant ends at once, with an audit row (`revoke_role`) in one batch. 404 `ROLE_NOT_GRANTED`.",
      answers: { 200: ZHelpDeskRevoked },
      refuses: ["ROLE_NOT_GRANTED"],
    }),
    requireRole("system_admin"),
    validate("param", ZUserParam),
    validate("json", ZNoBody),
    async (c) =>
      c.json(await revokeHelpDesk(c.var.deps, { actor: c.var.user, userId: c.req.valid("param").userId }), 200),
  );
