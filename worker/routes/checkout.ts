import { Hono } from "hono";
import { z } from "zod";
import { ZCheckout } from "../../domain/schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { startCheckout } from "../services/checkout";
import { fulfilCheckout } from "../services/fulfilment";

export const checkoutRoutes = new Hono<THonoEnv>()
  .post("/", requireUser, validate("json", ZCheckout), async (c) => {
    const context = {
      origin: new URL(c.req.url).origin,
      country: c.req.raw.cf?.country as string | undefined,
      now: Date.now(),
    };
    return c.json(await startCheckout(c.env, c.var.user, c.req.valid("json"), context), 200);
  })
  // The success page's call (core-flow section 7's save-after-payment); the webhook does the same.
  .post(
    "/:sessionId/fulfil",
    requireUser,
    validate("param", z.object({ sessionId: z.string().min(1).max(255) })),
    validate("json", z.object({})),
    async (c) => {
      const result = await fulfilCheckout(c.env, c.req.valid("param").sessionId, {
        userId: c.var.user.id,
        origin: new URL(c.req.url).origin,
      });
      c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
      return c.json(result, 200);
    },
  );
