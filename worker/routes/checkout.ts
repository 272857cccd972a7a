import { Hono } from "hono";
import { z } from "zod";
import { ZCheckout } from "../../domain/schemas";
import { configOf } from "../config";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { hasAnalyticsConsent } from "../http/consent";
import { accountLimit } from "../middleware/account-limit";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { requireLiveSession } from "../middleware/require-live-session";
import { validate } from "../middleware/validate";
import { startCheckout } from "../services/purchase/checkout";
import { fulfilCheckout } from "../services/purchase/fulfilment";

export const checkoutRoutes = new Hono<THonoEnv>()
  .post(
    "/",
    rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
    requireLiveSession,
    accountLimit("checkout", "PAYMENT_RATE_LIMITED"),
    validate("json", ZCheckout),
    async (c) => {
      const context = {
        origin: configOf(c.env).PUBLIC_ORIGIN,
        country: c.req.raw.cf?.country as string | undefined,
        address: clientAddress(c.req.raw),
        now: Date.now(),
        analyticsConsent: hasAnalyticsConsent(c),
      };
      return c.json(await startCheckout(c.env, c.var.user, c.req.valid("json"), context), 200);
    },
  )
  // The success page's call (core-flow section 7's save-after-payment); the webhook does the same.
  .post(
    "/:sessionId/fulfil",
    rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
    requireLiveSession,
    accountLimit("fulfil", "PAYMENT_RATE_LIMITED"),
    validate("param", z.object({ sessionId: z.string().min(1).max(255) })),
    validate("json", z.object({})),
    async (c) => {
      const result = await fulfilCheckout(c.env, c.req.valid("param").sessionId, {
        userId: c.var.user.id,
        origin: configOf(c.env).PUBLIC_ORIGIN,
      });
      c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
      return c.json(result, 200);
    },
  );
