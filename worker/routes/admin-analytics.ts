import { Hono } from "hono";
import { ZDayCounts, ZEventsReport, ZSubscriptionsReport, ZTopSearchedPins } from "../../domain/answers/analytics";
import { ZSubscriptionsQuery } from "../../domain/staff-schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { eventsReport } from "../services/analytics/events-report";
import { pinsPerDay } from "../services/analytics/pins-per-day";
import { searchesPerDay } from "../services/analytics/searches-per-day";
import { subscriptionsReport } from "../services/analytics/subscriptions-report";
import { topSearchedPins } from "../services/analytics/top-searched-pins";

const tag = "Analytics";

const SUBSCRIPTIONS = `The spec's subscription rows: the active and trialing subscriptions, newest first, 50 a page, only \`tier\` (\`basic\`, \`simple\`, \`premium\`) if given. \`subscription_tier\` is \`Basic\`, \`Simple\` or \`Premium\`, \`subscription_end\` the current period's end (epoch ms); \`total\` counts the filter's rows, \`counts\` every live subscription by tier.`;

// /dashboard/analytics, for system administrators only. The role is
// checked on each route: other sub-apps share the /api/admin prefix.
export const adminAnalyticsRoutes = new Hono<THonoEnv>()
  .get(
    "/subscriptions",
    describe({
      tag,
      summary: "The live subscriptions, a page at a time",
      description: SUBSCRIPTIONS,
      answers: { 200: ZSubscriptionsReport },
      refuses: [],
    }),
    requireRole("system_admin"),
    validate("query", ZSubscriptionsQuery),
    async (c) => c.json(await subscriptionsReport(c.var.deps, c.req.valid("query")), 200),
  )
  .get(
    "/top-pins",
    describe({ tag, summary: "The 10 most searched pins", answers: { 200: ZTopSearchedPins }, refuses: [] }),
    requireRole("system_admin"),
    async (c) => c.json(await topSearchedPins(c.var.deps), 200),
  )
  .get(
    "/pins-per-day",
    describe({
      tag,
      summary: "Pins created per day",
      description: "Pins created on each of the last 90 UTC days, today included, oldest first, 0 for a day without.",
      answers: { 200: ZDayCounts },
      refuses: [],
    }),
    requireRole("system_admin"),
    async (c) => c.json(await pinsPerDay(c.var.deps), 200),
  )
  .get(
    "/searches-per-day",
    describe({
      tag,
      summary: "Searches per day",
      description:
        "Every pin's searches on each of the last 30 UTC days, as written by the batched counts, oldest first, 0 for a day without.",
      answers: { 200: ZDayCounts },
      refuses: [],
    }),
    requireRole("system_admin"),
    async (c) => c.json(await searchesPerDay(c.var.deps), 200),
  )
  .get(
    "/events",
    describe({
      tag,
      summary: "Page views per day and each event type's count",
      description:
        "Page views on each of the last 30 UTC days (0 for a day without; as last written, up to 10 s behind) and each event type's count over them.",
      answers: { 200: ZEventsReport },
      refuses: [],
    }),
    requireRole("system_admin"),
    async (c) => c.json(await eventsReport(c.var.deps), 200),
  );
