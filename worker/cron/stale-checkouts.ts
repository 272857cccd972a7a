import { createDb } from "../../db/client";
import { listStaleCheckouts } from "../../db/queries/checkouts";
import { configOf } from "../config";
import type { Env } from "../env";
import { CHECKOUT_TTL_SECONDS } from "../services/checkout";
import { settleExpiredCheckout } from "../services/checkout-expiry";
import { fulfilPaidCheckout } from "../services/fulfilment";
import { logWarning } from "../services/log";
import { createStripe, expireCheckoutSession, isProviderError, Stripe } from "../services/payments";

// A session lives CHECKOUT_TTL_SECONDS (plus a minute's margin); its expired or completed event
// has had a quarter of an hour more to arrive.
const STALE_AFTER_MS = (CHECKOUT_TTL_SECONDS + 60) * 1000 + 15 * 60_000;
const BATCH_SIZE = 50;

// Checkouts still pending past their session's expiry: their event was lost. Stripe says what
// became of each: a paid one is fulfilled now (the webhook's work), any other is expired and its
// hold freed. A provider outage leaves them for the next run; two runs at once do the same work,
// which is idempotent.
export async function expireStaleCheckouts(env: Env, now: number) {
  const stale = await listStaleCheckouts(createDb(env.DB), now - STALE_AFTER_MS, BATCH_SIZE);
  const stripe = createStripe(env);
  let expired = 0;
  for (const checkout of stale) {
    const session = await stripe.checkout.sessions.retrieve(checkout.id).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      if (isProviderError(error)) return undefined;
      throw error;
    });
    if (session === undefined) {
      logWarning(`Stale checkout ${checkout.id} left for the next run: Stripe did not answer`);
      continue;
    }
    if (session?.status === "complete") {
      await fulfilPaidCheckout(env, checkout.id, configOf(env).PUBLIC_ORIGIN);
      continue;
    }
    if (session?.status === "open") await expireCheckoutSession(env, checkout.id);
    await settleExpiredCheckout(env, checkout.id, checkout.mypin);
    expired += 1;
  }
  return { expired };
}
