// Subscriptions: started by a paid checkout session (or, as bought in the past, by a control:
// past-subscriptions.ts), changed through the API (subscription-updates.ts) or the billing portal;
// billing-cycle.ts moves them along in time.

import type { TCheckoutTrial } from "./checkout.ts";
import { createDiscount, discountAmount, type TAppliedDiscount } from "./discounts.ts";
import { randomId } from "./ids.ts";
import { createInvoice } from "./invoices.ts";
import type { TPrice, TSubscription } from "./kinds.ts";
import { planOf } from "./objects/catalog.ts";
import { subscriptionItemObject, subscriptionObject } from "./objects/subscription.ts";
import { invalid, optionalString, type TParams } from "./params.ts";
import type { Store } from "./store.ts";
import { addMonths, DAY, nowSeconds } from "./time.ts";

export function periodEnd(start: number, recurring: NonNullable<TPrice["recurring"]>) {
  const count = recurring.interval_count;
  if (recurring.interval === "year") return addMonths(start, 12 * count);
  if (recurring.interval === "month") return addMonths(start, count);
  return start + (recurring.interval === "week" ? 7 : 1) * DAY * count;
}

export type TSubscriptionInput = {
  customer: string;
  currency: string;
  lines: { price: TPrice; quantity: number }[];
  trial: TCheckoutTrial | null;
  metadata: Record<string, string>;
  discount: TAppliedDiscount | null;
  // The checkout session that started it, if one did.
  session: string | null;
  // The card that paid for it and renews it: Checkout makes the session's card the default.
  paymentMethod: string;
};

export function startSubscription(store: Store, input: TSubscriptionInput) {
  const now = nowSeconds();
  const id = randomId("sub_");
  const trialEnd = input.trial === null ? null : "end" in input.trial ? input.trial.end : now + input.trial.days * DAY;
  const items = input.lines.map(({ price, quantity }) =>
    subscriptionItemObject(id, price, quantity, { start: now, end: trialEnd ?? periodEnd(now, recurringOf(price)) }),
  );
  const subscription = store.put(
    subscriptionObject({
      id,
      billing_cycle_anchor: trialEnd ?? now,
      currency: input.currency,
      customer: input.customer,
      default_payment_method: input.paymentMethod,
      items,
      metadata: input.metadata,
      trial_end: trialEnd,
    }),
  );
  const subtotal = recurringTotal(subscription);
  if (input.discount) {
    const discount = createDiscount(store, input.discount, {
      customer: input.customer,
      subscription: id,
      session: input.session,
    });
    subscription.discounts = [discount.id];
  }
  // A trial's first invoice is for nothing; the discount starts with the first paid one.
  const charged = trialEnd ? 0 : subtotal;
  const off = input.discount && !trialEnd ? discountAmount(input.discount.coupon, subtotal) : 0;
  const invoice = createInvoice(store, {
    subscription,
    subtotal: charged,
    discountAmount: off,
    billingReason: "subscription_create",
    outcome: "paid",
  });
  subscription.latest_invoice = invoice.id;
  return { subscription, invoice };
}

export function recurringOf(price: TPrice) {
  if (!price.recurring) throw invalid(`The price ${price.id} is not recurring.`);
  return price.recurring;
}

export function recurringTotal(subscription: TSubscription): number {
  return subscription.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
}

export function firstItem(subscription: TSubscription) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`${subscription.id} has no items`);
  return item;
}

// Applies `change` and, when anything moved, sends `customer.subscription.updated` with the old values.
export function changeSubscription(
  store: Store,
  subscription: TSubscription,
  change: (subscription: TSubscription) => void,
) {
  const before = structuredClone(subscription);
  change(subscription);
  return announceChanges(store, before, subscription);
}

export function announceChanges(store: Store, before: TSubscription, subscription: TSubscription) {
  const previous: Partial<TSubscription> = {};
  for (const key of Object.keys(before) as (keyof TSubscription)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(subscription[key]))
      Object.assign(previous, { [key]: before[key] });
  }
  if (Object.keys(previous).length > 0) store.emit("customer.subscription.updated", subscription, previous);
  return subscription;
}

export function setCancelAtPeriodEnd(subscription: TSubscription, cancel: boolean) {
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? firstItem(subscription).current_period_end : null;
  subscription.canceled_at = cancel ? nowSeconds() : null;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason: cancel ? "cancellation_requested" : null,
  };
}

export function switchItemPrice(subscription: TSubscription, itemId: string, price: TPrice) {
  const item = subscription.items.data.find((candidate) => candidate.id === itemId);
  if (item && item.price.id !== price.id) {
    item.price = structuredClone(price);
    item.plan = planOf(price);
  }
}

export function cancelSubscription(store: Store, id: string) {
  const subscription = store.get("subscription", id);
  if (subscription.status === "canceled") throw invalid(`The subscription ${id} has already been canceled.`);
  endSubscription(subscription);
  store.emit("customer.subscription.deleted", subscription);
  return subscription;
}

export function endSubscription(
  subscription: TSubscription,
  reason: "cancellation_requested" | "payment_failed" = "cancellation_requested",
) {
  const now = nowSeconds();
  subscription.status = "canceled";
  subscription.canceled_at ??= now;
  subscription.ended_at = now;
  const details = subscription.cancellation_details;
  subscription.cancellation_details = {
    comment: details?.comment ?? null,
    feedback: details?.feedback ?? null,
    feedback_option: details?.feedback_option ?? null,
    reason: details?.reason ?? reason,
  };
}

export function listSubscriptions(store: Store, params: TParams) {
  const customer = optionalString(params, "customer");
  const status = optionalString(params, "status");
  const price = optionalString(params, "price");
  return store
    .all("subscription")
    .filter((subscription) => customer === null || subscription.customer === customer)
    .filter((subscription) =>
      status === null ? subscription.status !== "canceled" : status === "all" || subscription.status === status,
    )
    .filter((subscription) => price === null || subscription.items.data.some((item) => item.price.id === price));
}
