import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { isVisitorId } from "../../domain/analytics-events";
import { ANALYTICS_COOKIE } from "../../domain/consent";
import { ZEventBody } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { hasAnalyticsConsent } from "../http/consent";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { recordEvent } from "../services/analytics/beacon-events";

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
    await recordEvent(c.executionCtx, c.env.DB, { ...c.req.valid("json"), visitor }, Date.now());
    return c.body(null, 204);
  },
);
