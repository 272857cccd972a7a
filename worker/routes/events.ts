import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { createDb } from "../../db/client";
import { insertEvent } from "../../db/queries/events";
import { isVisitorId } from "../../domain/analytics-events";
import { ANALYTICS_COOKIE } from "../../domain/consent";
import { ZEventBody } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { hasAnalyticsConsent } from "../services/consent";
import { countPageView } from "../services/page-view-counts";

// The first-party analytics beacon (docs/decisions/026 and 036). Without consent, or without the
// visitor cookie consent sets, nothing is counted; the answer is 204 either way, so the beacon never
// fails.
export const eventRoutes = new Hono<THonoEnv>().post(
  "/",
  rateLimit("EVENTS_LIMIT", "EVENTS_RATE_LIMITED"),
  validate("json", ZEventBody),
  async (c) => {
    const visitor = getCookie(c, ANALYTICS_COOKIE);
    if (!hasAnalyticsConsent(c) || !isVisitorId(visitor)) return c.body(null, 204);
    const event = c.req.valid("json");
    // Page views come with every route change, so they are counted in batches (docs/decisions/036);
    // the rarer events stay rows.
    const now = Date.now();
    if (event.type === "page_view") countPageView(c.executionCtx, c.env.DB, now);
    else await insertEvent(createDb(c.env.DB), { ...event, visitor }, now);
    return c.body(null, 204);
  },
);
