import type { TDeps } from "../../platform/dependencies";
import { createStripe, idOf } from "../../providers/payments";
import { syncChargeOutcome } from "./charge-events";

// A refund of a charge: its payment intent is read from Stripe, never from the event's payload.
export async function syncRefundedCharge(deps: TDeps, chargeId: string) {
  const stripe = createStripe(deps.env);
  const charge = await stripe.charges.retrieve(chargeId);
  await syncChargeOutcome(deps, stripe, idOf(charge.payment_intent), null);
}
