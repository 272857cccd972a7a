import { Hono } from "hono";
import { ZAuditQuery, ZNoBody, ZReleaseOverdue, ZRoleGrant, ZUserParam } from "../../domain/staff-schemas";
import type { THonoEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { auditTrail, dashboardOverview, syncSubscriptionsFor } from "../services/staff/admin-dashboard";
import { grantHelpDesk, listHelpDeskGrants, revokeHelpDesk } from "../services/staff/staff-roles";
import { releaseOverduePins } from "../services/subscriptions/release-overdue";

// The admin's dashboard (accounts-admin section 2): system controls, overview figures, the audit
// trail and help desk access. Every route checks the role itself: other staff routes share /api/admin.

export const adminDashboardRoutes = new Hono<THonoEnv>()
  .post("/sync", requireRole("system_admin"), validate("json", ZNoBody), async (c) =>
    c.json(await syncSubscriptionsFor(c.env, c.var.user, Date.now()), 200),
  )
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
  .get("/overview", requireRole("system_admin"), async (c) => c.json(await dashboardOverview(c.env, Date.now()), 200))
  .get("/audit", requireRole("system_admin"), validate("query", ZAuditQuery), async (c) =>
    c.json(await auditTrail(c.env, c.req.valid("query").actor), 200),
  )
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
