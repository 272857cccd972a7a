import type { TDeps } from "../../platform/dependencies";
import { createStripe, idOf } from "../../providers/payments";
import { syncChargeOutcome } from "./charge-events";

// A dispute opened, changed or closed: its status and payment intent as Stripe holds them now.
export async function syncDispute(deps: TDeps, disputeId: string) {
  const stripe = createStripe(deps.env);
  const dispute = await stripe.disputes.retrieve(disputeId);
  await syncChargeOutcome(deps, stripe, idOf(dispute.payment_intent), dispute);
}
