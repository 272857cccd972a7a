import type { TDeps } from "../../platform/dependencies";
import { createStripe } from "../../providers/payments";
import { syncSubscriptionState } from "./subscription-sync";

// Events arrive twice and out of order (docs/decisions/035), so an event only says which
// subscription changed; its state is read afresh from the provider. A subscription we never
// fulfilled has no row here, and fulfilment will write it from its own fresh read.
export async function syncSubscription(deps: TDeps, id: string) {
  const stripe = createStripe(deps.env);
  await syncSubscriptionState(deps, stripe, await stripe.subscriptions.retrieve(id));
}
