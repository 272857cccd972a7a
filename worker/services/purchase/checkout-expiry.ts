import { createDb } from "../../../db/client";
import { markCheckoutExpired } from "../../../db/queries/checkouts";
import { configOf } from "../../config";
import type { Env } from "../../env";
import { createStripe, expireCheckoutSession, isProviderError, Stripe } from "../../providers/payments";
import { forgetCheckoutHold } from "../names/holds";
import { nameLock } from "../names/locks";
import { fulfilPaidCheckout } from "./fulfilment";

// A checkout session that expired unpaid: its record says so and its hold on the name ends, in the
// object and in D1. Keyed by the session, so a stale call cannot end a newer buyer's hold.
export async function settleExpiredCheckout(env: Env, sessionId: string, mypin: string | undefined) {
  await markCheckoutExpired(createDb(env.DB), sessionId);
  if (mypin) await nameLock(env, mypin).endCheckout(sessionId);
  await forgetCheckoutHold(env, sessionId);
}

// checkout.session.expired: the session is read from Stripe, so only an expired one (and its
// name, from the metadata the checkout wrote) is settled, whatever the event's payload says.
export async function settleExpiredSession(env: Env, sessionId: string) {
  const session = await createStripe(env).checkout.sessions.retrieve(sessionId);
  if (session.status === "expired") await settleExpiredCheckout(env, session.id, session.metadata?.mypin);
}

type TCheckoutSettlement = "fulfilled" | "expired" | "unanswered";

// Stripe alone knows whether a pending checkout was paid: a paid one is fulfilled now (the
// webhook's work), any other is expired there if still open, so it can no longer be paid, and
// here. "unanswered" when Stripe did not answer: nothing changed, and the caller tries later.
export async function settleCheckoutAtStripe(
  env: Env,
  stripe: Stripe,
  checkout: { id: string; mypin: string },
): Promise<TCheckoutSettlement> {
  const session = await stripe.checkout.sessions.retrieve(checkout.id).catch((error: unknown) => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    if (isProviderError(error)) return undefined;
    throw error;
  });
  if (session === undefined) return "unanswered";
  if (session?.status === "complete") {
    await fulfilPaidCheckout(env, checkout.id, configOf(env).PUBLIC_ORIGIN);
    return "fulfilled";
  }
  if (session?.status === "open") await expireCheckoutSession(env, checkout.id);
  await settleExpiredCheckout(env, checkout.id, checkout.mypin);
  return "expired";
}
