// Subscriptions: started by a paid checkout session, changed through the API
// (subscription-updates.ts) or the billing portal; billing-cycle.ts moves them along in time.
import { addMonths, createDiscount, discountAmount, type TAppliedDiscount } from "./discounts.ts";
import { createInvoice } from "./invoices.ts";
import { invalid, optionalString, type TRecord } from "./params.ts";
import { nowSeconds, randomId, type Store } from "./store.ts";

const DAY = 86_400;

export function periodEnd(start: number, recurring: TRecord) {
  const count = recurring.interval_count ?? 1;
  if (recurring.interval === "year") return addMonths(start, 12 * count);
  if (recurring.interval === "month") return addMonths(start, count);
  return start + (recurring.interval === "week" ? 7 : 1) * DAY * count;
}

export type TSubscriptionInput = {
  customer: string;
  currency: string;
  lines: { price: TRecord; quantity: number }[];
  trialDays: number | null;
  metadata: Record<string, string>;
  discount: TAppliedDiscount | null;
  session: string;
  // The card the session was paid with, which Checkout makes the subscription's default.
  paymentMethod: string;
};

export function startSubscription(store: Store, input: TSubscriptionInput) {
  const now = nowSeconds();
  const id = randomId("sub_");
  const trialEnd = input.trialDays ? now + input.trialDays * DAY : null;
  const items = input.lines.map(({ price, quantity }) => ({
    id: randomId("si_", 14),
    object: "subscription_item",
    billing_thresholds: null,
    created: now,
    current_period_end: trialEnd ?? periodEnd(now, price.recurring),
    current_period_start: now,
    discounts: [],
    metadata: {},
    price: structuredClone(price),
    quantity,
    subscription: id,
    tax_rates: [],
  }));
  const subscription = store.put({
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: trialEnd ?? now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: "included" }, type: "flexible", updated_at: now },
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: input.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: input.paymentMethod,
    description: null,
    discounts: [] as string[],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
    items: { object: "list", data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null as string | null,
    livemode: false,
    metadata: input.metadata,
    pause_collection: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: trialEnd ? "trialing" : "active",
    test_clock: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
    trial_start: trialEnd ? now : null,
  });
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

export function recurringTotal(subscription: TRecord): number {
  return subscription.items.data.reduce(
    (sum: number, item: TRecord) => sum + item.price.unit_amount * item.quantity,
    0,
  );
}

// Applies `change` and, when anything moved, sends `customer.subscription.updated` with the old values.
export function changeSubscription(store: Store, subscription: TRecord, change: (subscription: TRecord) => void) {
  const before = structuredClone(subscription);
  change(subscription);
  return announceChanges(store, before, subscription);
}

export function announceChanges(store: Store, before: TRecord, subscription: TRecord) {
  const previous: TRecord = {};
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(subscription[key])) previous[key] = value;
  }
  if (Object.keys(previous).length > 0) store.emit("customer.subscription.updated", subscription, previous);
  return subscription;
}

export function setCancelAtPeriodEnd(subscription: TRecord, cancel: boolean) {
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? subscription.items.data[0].current_period_end : null;
  subscription.canceled_at = cancel ? nowSeconds() : null;
  subscription.cancellation_details.reason = cancel ? "cancellation_requested" : null;
}

export function switchItemPrice(subscription: TRecord, itemId: string, price: TRecord) {
  const item = subscription.items.data.find((candidate: TRecord) => candidate.id === itemId);
  if (item && item.price.id !== price.id) item.price = structuredClone(price);
}

export function cancelSubscription(store: Store, id: string) {
  const subscription = store.get("subscription", id);
  if (subscription.status === "canceled") throw invalid(`The subscription ${id} has already been canceled.`);
  endSubscription(subscription);
  store.emit("customer.subscription.deleted", subscription);
  return subscription;
}

export function endSubscription(subscription: TRecord, reason = "cancellation_requested") {
  const now = nowSeconds();
  subscription.status = "canceled";
  subscription.canceled_at ??= now;
  subscription.ended_at = now;
  subscription.cancellation_details.reason ??= reason;
}

export function listSubscriptions(store: Store, params: TRecord) {
  const customer = optionalString(params, "customer");
  const status = optionalString(params, "status");
  const price = optionalString(params, "price");
  return store
    .all("subscription")
    .filter((subscription) => customer === null || subscription.customer === customer)
    .filter((subscription) =>
      status === null ? subscription.status !== "canceled" : status === "all" || subscription.status === status,
    )
    .filter(
      (subscription) => price === null || subscription.items.data.some((item: TRecord) => item.price.id === price),
    );
}
