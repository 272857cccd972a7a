import { markCheckoutExpired } from "../../../db/queries/checkouts";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, expireCheckoutSession, isProviderError, Stripe } from "../../providers/payments";
import { forgetCheckoutHold } from "../names/holds";
import { nameLock } from "../names/locks";
import { fulfilPaidCheckout } from "./fulfilment";

// A checkout session that expired unpaid: its record says so and its hold on the name ends, in the
// object and in D1. Keyed by the session, so a stale call cannot end a newer buyer's hold.
export async function settleExpiredCheckout({ env, db }: TDeps, sessionId: string, mypin: string | undefined) {
  await markCheckoutExpired(db, sessionId);
  if (mypin) await nameLock(env, mypin).endCheckout(sessionId);
  await forgetCheckoutHold(db, sessionId);
}

// checkout.session.expired: the session is read from Stripe, so only an expired one (and its
// name, from the metadata the checkout wrote) is settled, whatever the event's payload says.
export async function settleExpiredSession(deps: TDeps, sessionId: string) {
  const session = await createStripe(deps.env).checkout.sessions.retrieve(sessionId);
  if (session.status === "expired") await settleExpiredCheckout(deps, session.id, session.metadata?.mypin);
}

type TCheckoutSettlement = "fulfilled" | "expired" | "unanswered";

// Stripe alone knows whether a pending checkout was paid: a paid one is fulfilled now (the
// webhook's work), any other is expired there if still open, so it can no longer be paid, and
// here. "unanswered" when Stripe did not answer: nothing changed, and the caller tries later.
export async function settleCheckoutAtStripe(
  deps: TDeps,
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
    await fulfilPaidCheckout(deps, checkout.id);
    return "fulfilled";
  }
  if (session?.status === "open") await expireCheckoutSession(deps.env, checkout.id);
  await settleExpiredCheckout(deps, checkout.id, checkout.mypin);
  return "expired";
}
