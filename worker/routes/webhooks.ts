import { Hono } from "hono";
import { configOf } from "../config";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { createStripe, Stripe } from "../providers/payments";
import { handleStripeEventOnce } from "../services/subscriptions/stripe-events";

// Stripe signs each delivery; the synchronous check throws on Workers, hence the async one with
// SubtleCrypto.
export const webhookRoutes = new Hono<THonoEnv>().post("/stripe", async (c) => {
  const body = await c.req.text();
  const event = await createStripe(c.env)
    .webhooks.constructEventAsync(
      body,
      c.req.header("Stripe-Signature") ?? "",
      configOf(c.env).STRIPE_WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    )
    .catch(() => {
      throw new AppError("WEBHOOK_SIGNATURE_INVALID");
    });
  await handleStripeEventOnce(c.env, event, configOf(c.env).PUBLIC_ORIGIN);
  c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
  return c.json({ received: true }, 200);
});
