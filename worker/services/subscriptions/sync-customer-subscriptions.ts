import type { TDeps } from "../../platform/dependencies";
import { createStripe } from "../../providers/payments";
import { syncSubscriptionState } from "./subscription-sync";
import { PAGE_SIZE } from "./subscription-sync-pass";

// invoice.upcoming announces a renewal with an invoice that has no id yet, and names its
// subscription in a field that moved between API versions; its customer is named alike in all of
// them. Every live subscription of that customer is read afresh, so the renewal notices see the
// period end Stripe now holds.
export async function syncCustomerSubscriptions(deps: TDeps, customer: string) {
  const stripe = createStripe(deps.env);
  for await (const subscription of stripe.subscriptions.list({ customer, limit: PAGE_SIZE })) {
    await syncSubscriptionState(deps, stripe, subscription);
  }
}
