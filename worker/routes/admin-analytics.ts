import { Hono } from "hono";
import { createDb } from "../../db/client";
import {
  countPinsPerDay,
  listSubscriptionsPage,
  listTopSearchedPins,
  liveSubscriptionsByTier,
} from "../../db/queries/analytics";
import { countEventsByType } from "../../db/queries/events";
import { countPageViewsPerDay } from "../../db/queries/page-view-counts";
import { countSearchesPerDay } from "../../db/queries/search-counts";
import { dayWindow, fillDays, utcDay } from "../../domain/analytics";
import { EVENT_TYPES, EVENTS_SPAN_DAYS } from "../../domain/analytics-events";
import { tierLabel } from "../../domain/names";
import { SEARCH_HISTORY_DAYS } from "../../domain/search-counts";
import { SUBSCRIPTIONS_PAGE_SIZE } from "../../domain/staff";
import { ZSubscriptionsQuery } from "../../domain/staff-schemas";
import type { THonoEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";

// /dashboard/analytics (accounts-admin section 2), for system administrators only. The role is
// checked on each route: other sub-apps share the /api/admin prefix.
export const adminAnalyticsRoutes = new Hono<THonoEnv>()
  .get("/subscriptions", requireRole("system_admin"), validate("query", ZSubscriptionsQuery), async (c) => {
    const db = createDb(c.env.DB);
    const { tier, page } = c.req.valid("query");
    const [rows, counts] = await Promise.all([listSubscriptionsPage(db, { tier, page }), liveSubscriptionsByTier(db)]);
    const subscriptions = rows.map(({ tier: rowTier, ...row }) => ({ ...row, subscription_tier: tierLabel(rowTier) }));
    const total = tier ? counts[tier] : counts.basic + counts.simple + counts.premium;
    return c.json({ subscriptions, page, pageSize: SUBSCRIPTIONS_PAGE_SIZE, total, counts }, 200);
  })
  .get("/top-pins", requireRole("system_admin"), async (c) =>
    c.json({ pins: await listTopSearchedPins(createDb(c.env.DB)) }, 200),
  )
  .get("/pins-per-day", requireRole("system_admin"), async (c) => {
    const now = Date.now();
    const counts = await countPinsPerDay(createDb(c.env.DB), dayWindow(now));
    return c.json({ days: fillDays(counts, now) }, 200);
  })
  // Every pin's searches per day, as flushed (worker/services/search-counts.ts).
  .get("/searches-per-day", requireRole("system_admin"), async (c) => {
    const now = Date.now();
    const fromDay = utcDay(dayWindow(now, SEARCH_HISTORY_DAYS).from);
    const counts = await countSearchesPerDay(createDb(c.env.DB), fromDay);
    return c.json({ days: fillDays(counts, now, SEARCH_HISTORY_DAYS) }, 200);
  })
  // The consented first-party analytics (docs/decisions/026): page views per day and each event
  // type's count over the same days. Page views are counted per day, as flushed
  // (worker/services/page-view-counts.ts); the other types are rows.
  .get("/events", requireRole("system_admin"), async (c) => {
    const now = Date.now();
    const db = createDb(c.env.DB);
    const window = dayWindow(now, EVENTS_SPAN_DAYS);
    const [views, byType] = await Promise.all([
      countPageViewsPerDay(db, utcDay(window.from)),
      countEventsByType(db, window),
    ]);
    const pageViews = fillDays(views, now, EVENTS_SPAN_DAYS);
    const counts = new Map(byType.map((row) => [row.type, row.count]));
    const viewed = pageViews.reduce((total, day) => total + day.count, 0);
    counts.set("page_view", viewed);
    const types = EVENT_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 }));
    return c.json({ pageViews, types }, 200);
  });
