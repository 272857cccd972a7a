import { Hono } from "hono";
import { createDb } from "../../db/client";
import { isEventProcessed, recordProcessedEvent } from "../../db/queries/processed-events";
import { configOf } from "../config";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { createStripe, Stripe } from "../services/payments";
import { handleStripeEvent } from "../services/stripe-events";

// Stripe signs each delivery; the synchronous check throws on Workers, hence the async one with
// SubtleCrypto. An event id is acted on once: it is recorded only after its handling succeeded,
// so a failure answers 500 and Stripe's retry gets another go.
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
  const db = createDb(c.env.DB);
  if (await isEventProcessed(db, event.id)) return c.json({ received: true }, 200);
  await handleStripeEvent(c.env, event, configOf(c.env).PUBLIC_ORIGIN);
  await recordProcessedEvent(db, event.id, event.type, Date.now());
  c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
  return c.json({ received: true }, 200);
});
