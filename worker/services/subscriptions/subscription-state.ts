// Stripe's subscription as a row of ours keeps it (db/tables/payments.ts), in epoch milliseconds.
// Only a type import and no relative ones, so tools/demo-subscriptions.ts (Node) writes the demo
// pins' rows with it exactly as fulfilment and the sync write theirs.
import type Stripe from "stripe";

export function subscriptionState(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  return {
    status: subscription.status,
    currentPeriodEnd: item?.current_period_end ? item.current_period_end * 1000 : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: subscription.trial_end ? subscription.trial_end * 1000 : null,
    endedAt: subscription.ended_at ? subscription.ended_at * 1000 : null,
    amountMinor: item?.price.unit_amount ?? 0,
  };
}
