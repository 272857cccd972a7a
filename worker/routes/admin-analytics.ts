import { Hono } from "hono";
import { ZSubscriptionsQuery } from "../../domain/staff-schemas";
import type { THonoEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import {
  eventsReport,
  pinsPerDay,
  searchesPerDay,
  subscriptionsReport,
  topSearchedPins,
} from "../services/analytics/analytics-reports";

// /dashboard/analytics (accounts-admin section 2), for system administrators only. The role is
// checked on each route: other sub-apps share the /api/admin prefix.
export const adminAnalyticsRoutes = new Hono<THonoEnv>()
  .get("/subscriptions", requireRole("system_admin"), validate("query", ZSubscriptionsQuery), async (c) =>
    c.json(await subscriptionsReport(c.env, c.req.valid("query")), 200),
  )
  .get("/top-pins", requireRole("system_admin"), async (c) => c.json(await topSearchedPins(c.env), 200))
  .get("/pins-per-day", requireRole("system_admin"), async (c) => c.json(await pinsPerDay(c.env, Date.now()), 200))
  .get("/searches-per-day", requireRole("system_admin"), async (c) =>
    c.json(await searchesPerDay(c.env, Date.now()), 200),
  )
  .get("/events", requireRole("system_admin"), async (c) => c.json(await eventsReport(c.env, Date.now()), 200));
