import type { TDeps } from "../../platform/dependencies";
import type { TRunBudget } from "../../platform/run-budget";
import { expireCheckoutSession, isProviderError, Stripe } from "../../providers/payments";
import { DELIVERY_QUERIES } from "../outbox/outbox-delivery";
import { settleExpiredCheckout } from "./checkout-expiry";
import { fulfilPaidCheckout } from "./fulfil-checkout";

type TCheckoutSettlement = "fulfilled" | "expired" | "unanswered";

// One settlement at its worst, for the scheduled jobs that settle checkouts (docs/scaling.md): a
// paid renewal whose pin insert fails on the name and moves the pin instead, 26 D1 queries (the
// checkout, the trial's four, the buyer, two batches of 8, the pin's two reads, the hold) and the
// delivery of its e-mails it starts; a paid new pin, 20 subrequests (the session twice and a trial
// ended at Stripe, each doubled by the SDK's retry; the search cache forgotten twice and the town
// looked up, 12 Cache API calls and fetches; the name's lock).
export const CHECKOUT_SETTLEMENT_BUDGET = { queries: 26 + DELIVERY_QUERIES, subrequests: 20 } satisfies TRunBudget;

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
