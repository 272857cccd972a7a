import type Stripe from "stripe";
import { createDb } from "../../db/client";
import { applySubscriptionState, findSubscription } from "../../db/queries/subscriptions";
import type { TTier } from "../../domain/names";
import type { TCurrency } from "../../domain/prices";
import type { Env } from "../env";
import { createStripe, priceIdFor } from "./payments";
import { priceLookupKey } from "./price-lookup";

export function subscriptionState(subscription: Stripe.Subscription) {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    status: subscription.status,
    currentPeriodEnd: periodEnd ? periodEnd * 1000 : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: subscription.trial_end ? subscription.trial_end * 1000 : null,
  };
}

const ENDED = new Set<Stripe.Subscription.Status>(["canceled", "incomplete_expired"]);

// The pin's tier comes from its name (DESIGN section 3), so its subscription must be on that tier's
// price. A plan switched behind our back (an old portal configuration, the dashboard) is put back,
// without proration, so the cheaper plan is never billed. A price stripe:setup replaced still
// carries its tier in metadata and stays.
async function keepTierPrice(stripe: Stripe, subscription: Stripe.Subscription, tier: TTier, currency: TCurrency) {
  if (ENDED.has(subscription.status)) return subscription;
  const wrong = subscription.items.data.find(
    ({ price }) => price.lookup_key !== priceLookupKey(tier, currency) && price.metadata?.tier !== tier,
  );
  if (!wrong) return subscription;
  return stripe.subscriptions.update(subscription.id, {
    items: [{ id: wrong.id, price: await priceIdFor(stripe, tier, currency) }],
    proration_behavior: "none",
  });
}

// DESIGN section 6: events arrive twice and out of order, so an event only says which
// subscription changed; its state is read afresh from the provider. A subscription we never
// fulfilled has no row here, and fulfilment will write it from its own fresh read.
export async function syncSubscription(env: Env, id: string, now = Date.now()) {
  const db = createDb(env.DB);
  const row = await findSubscription(db, id);
  if (!row) return { released: [] as string[] };
  const stripe = createStripe(env);
  const subscription = await keepTierPrice(stripe, await stripe.subscriptions.retrieve(id), row.tier, row.currency);
  return applySubscriptionState(db, id, subscriptionState(subscription), now);
}
