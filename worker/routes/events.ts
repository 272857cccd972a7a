import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { createDb } from "../../db/client";
import { insertEvent } from "../../db/queries/events";
import { isVisitorId, ZEventBody } from "../../domain/analytics-events";
import { ANALYTICS_COOKIE } from "../../domain/consent";
import type { THonoEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { hasAnalyticsConsent } from "../services/consent";

// The first-party analytics beacon (DESIGN section 14). Without consent, or without the visitor
// cookie consent sets, nothing is stored; the answer is 204 either way, so the beacon never fails.
export const eventRoutes = new Hono<THonoEnv>().post(
  "/",
  rateLimit("EVENTS_LIMIT", "EVENTS_RATE_LIMITED"),
  validate("json", ZEventBody),
  async (c) => {
    const visitor = getCookie(c, ANALYTICS_COOKIE);
    if (hasAnalyticsConsent(c) && isVisitorId(visitor)) {
      await insertEvent(createDb(c.env.DB), { ...c.req.valid("json"), visitor }, Date.now());
    }
    return c.body(null, 204);
  },
);
