import type Stripe from "stripe";
import { createDb } from "../../db/client";
import { applySubscriptionState, findSubscription } from "../../db/queries/subscriptions";
import type { Env } from "../env";
import { createStripe } from "./payments";

export function subscriptionState(subscription: Stripe.Subscription) {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    status: subscription.status,
    currentPeriodEnd: periodEnd ? periodEnd * 1000 : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: subscription.trial_end ? subscription.trial_end * 1000 : null,
  };
}

// DESIGN section 6: events arrive twice and out of order, so an event only says which
// subscription changed; its state is read afresh from the provider. A subscription we never
// fulfilled has no row here, and fulfilment will write it from its own fresh read.
export async function syncSubscription(env: Env, id: string, now = Date.now()) {
  const db = createDb(env.DB);
  if (!(await findSubscription(db, id))) return { released: [] as string[] };
  const subscription = await createStripe(env).subscriptions.retrieve(id);
  return applySubscriptionState(db, id, subscriptionState(subscription), now);
}
