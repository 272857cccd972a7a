import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { isVisitorId } from "../../domain/analytics-events";
import { ANALYTICS_COOKIE } from "../../domain/consent";
import { ZEventBody } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { hasAnalyticsConsent } from "../http/consent";
import { describe } from "../middleware/describe";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { recordEvent } from "../services/analytics/record-event";

const BEACON = `Answers 204 always, so the beacon never fails. Nothing is counted or stored unless the request carries \`cookies-consent=accepted\` and a \`mypin_analytics\` visitor id ([decision 026](decisions/026-first-party-analytics.md)).

A page view is then counted in the isolate's memory and added to its UTC day in \`page_view_days\` within 10 s, in one batch, without its path or visitor id ([decision 036](decisions/036-page-views-counted-in-batches.md)); a begun checkout or a share is stored as a row in \`events\`. 60 a minute per client address.`;

// The first-party analytics beacon (docs/decisions/026 and 036). Without consent, or without the
// visitor cookie consent sets, nothing is counted; the answer is 204 either way, so the beacon never
// fails.
export const eventRoutes = new Hono<THonoEnv>().post(
  "/",
  describe({
    tag: "Site",
    summary: "Count an analytics event",
    description: BEACON,
    answers: { 204: null },
    refuses: [],
  }),
  rateLimit("EVENTS_LIMIT", "EVENTS_RATE_LIMITED"),
  validate("json", ZEventBody),
  async (c) => {
    const visitor = getCookie(c, ANALYTICS_COOKIE);
    if (!hasAnalyticsConsent(c) || !isVisitorId(visitor)) return c.body(null, 204);
    await recordEvent(c.var.deps, { ...c.req.valid("json"), visitor });
    return c.body(null, 204);
  },
);
