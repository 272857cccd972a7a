// Subscriptions: started by a paid checkout session, changed through the API or the billing portal,
// and moved along in time by the control endpoints (period end, failed renewal and its retries).
import { addMonths, createDiscount, discountAmount, renewalDiscount, type TAppliedDiscount } from "./discounts.ts";
import { createInvoice, payInvoice } from "./invoices.ts";
import { invalid, mergeMetadata, optionalArray, optionalBoolean, optionalString, type TRecord } from "./params.ts";
import { nowSeconds, randomId, type Store } from "./store.ts";

const DAY = 86_400;

// Stripe retries a failed renewal on its own schedule (Smart Retries, or a custom one such as 3, 5
// and 7 days after the failure): the emulator announces the next try in RETRY_DAYS and makes it
// when told to, by /_emulator/subscriptions/:id/retry-payment.
// https://docs.stripe.com/billing/revenue-recovery/smart-retries
const RETRY_DAYS = 3;

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
    default_payment_method: null,
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

function announceChanges(store: Store, before: TRecord, subscription: TRecord) {
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

export function updateSubscription(store: Store, id: string, params: TRecord) {
  const subscription = store.get("subscription", id);
  const cancel = optionalBoolean(params, "cancel_at_period_end");
  if (subscription.status === "canceled" && cancel !== null) {
    throw invalid(
      "A canceled subscription can only update its cancellation_details and metadata.",
      "cancel_at_period_end",
    );
  }
  const prices = optionalArray(params, "items").map((item) => itemPrice(store, subscription, item));
  return changeSubscription(store, subscription, (changing) => {
    if (cancel !== null && cancel !== changing.cancel_at_period_end) setCancelAtPeriodEnd(changing, cancel);
    changing.metadata = mergeMetadata(changing.metadata, params);
    for (const { item, price } of prices) switchItemPrice(changing, item, price);
  });
}

// `items[0][id]=si_...&items[0][price]=price_...`: another recurring price, in the subscription's
// currency, for an item of this subscription (a plan switch, as the billing portal makes one).
function itemPrice(store: Store, subscription: TRecord, given: unknown) {
  if (typeof given !== "object" || given === null) throw invalid("Invalid array", "items");
  const item = optionalString(given as TRecord, "id", "items[0][id]");
  const priceId = optionalString(given as TRecord, "price", "items[0][price]");
  if (!item || !priceId) throw invalid("Missing required param: items[0][id] and items[0][price].", "items");
  if (!subscription.items.data.some((candidate: TRecord) => candidate.id === item))
    throw invalid(`No such subscription item: '${item}'`, "items[0][id]", "resource_missing");
  const price = store.get("price", priceId, "items[0][price]");
  if (!price.recurring) throw invalid("The price specified is not recurring.", "items[0][price]");
  if (price.currency !== subscription.currency)
    throw invalid(
      `The price specified has currency ${price.currency}, which does not match the subscription's currency ${subscription.currency}.`,
      "items[0][price]",
    );
  return { item, price };
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

function endSubscription(subscription: TRecord, reason = "cancellation_requested") {
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

// The current period (or trial) ends now: the subscription ends if so asked, else it renews and is
// charged for the next period, successfully or (`outcome: "failed"`) not.
export function advanceSubscription(store: Store, id: string, outcome: "paid" | "failed") {
  const subscription = store.get("subscription", id);
  if (subscription.status === "canceled") throw invalid(`The subscription ${id} has been canceled.`);
  if (subscription.cancel_at_period_end) {
    if (outcome === "failed")
      throw invalid(`The subscription ${id} ends at the end of its period: it has no renewal to fail.`);
    endSubscription(subscription);
    store.emit("customer.subscription.deleted", subscription);
    return subscription;
  }
  const before = structuredClone(subscription);
  const now = nowSeconds();
  for (const item of subscription.items.data) {
    item.current_period_start = now;
    item.current_period_end = periodEnd(now, item.price.recurring);
  }
  const subtotal = recurringTotal(subscription);
  const off = renewalDiscount(store, subscription, subtotal);
  const invoice = createInvoice(store, {
    subscription,
    subtotal,
    discountAmount: off,
    billingReason: "subscription_cycle",
    outcome,
  });
  subscription.latest_invoice = invoice.id;
  subscription.status = outcome === "paid" ? "active" : "past_due";
  if (outcome === "failed") return afterFailedAttempt(store, subscription, invoice, before);
  store.emit("invoice.paid", invoice);
  return announceChanges(store, before, subscription);
}

// Tries the open invoice of a failed renewal again now, as Stripe's next scheduled retry would.
export function retrySubscriptionPayment(store: Store, id: string, outcome: "paid" | "failed") {
  const subscription = store.get("subscription", id);
  const invoice = subscription.latest_invoice ? store.find("invoice", subscription.latest_invoice) : undefined;
  if (subscription.status === "canceled" || invoice?.status !== "open" || invoice.next_payment_attempt === null)
    throw invalid(`The subscription ${id} has no failed payment awaiting a retry.`);
  const before = structuredClone(subscription);
  invoice.attempt_count += 1;
  if (outcome === "failed") return afterFailedAttempt(store, subscription, invoice, before);
  payInvoice(store, invoice);
  store.emit("invoice.paid", invoice);
  subscription.status = "active";
  return announceChanges(store, before, subscription);
}

// After a failed attempt another one is due, until the attempts after the first reach the configured
// number of retries; then the subscription is canceled, marked unpaid or left past due, as Stripe's
// "Manage failed payments" settings say. Either way no further attempt is made: canceling stops the
// automatic collection of its open invoices (https://docs.stripe.com/api/subscriptions/cancel), and
// an unpaid subscription's latest invoice "remains open ... but payments aren't attempted"
// (https://docs.stripe.com/billing/subscriptions/overview#subscription-statuses).
function afterFailedAttempt(store: Store, subscription: TRecord, invoice: TRecord, before: TRecord) {
  const { retries, final } = store.dunningOf.get(subscription.id) ?? store.settings.dunning;
  const exhausted = invoice.attempt_count > retries;
  invoice.next_payment_attempt = exhausted ? null : nowSeconds() + RETRY_DAYS * DAY;
  store.emit("invoice.payment_failed", invoice);
  if (exhausted && final === "unpaid") subscription.status = "unpaid";
  announceChanges(store, before, subscription);
  if (exhausted && final === "cancel") {
    invoice.auto_advance = false;
    endSubscription(subscription, "payment_failed");
    store.emit("customer.subscription.deleted", subscription);
  }
  return subscription;
}

// Moves the current period's end (with `cancel_at` when the subscription ends then) and, of a trial,
// its end: a trial is the subscription's current period, so both move together.
export function moveSubscription(store: Store, id: string, body: TRecord) {
  const subscription = store.get("subscription", id);
  if (subscription.status === "canceled") throw invalid(`The subscription ${id} has been canceled.`);
  const start = subscription.items.data[0].current_period_start;
  const periodEndAt = timeAfter(body, "current_period_end", start);
  const trialEnd = timeAfter(body, "trial_end", start);
  if (periodEndAt === null && trialEnd === null) throw invalid("Give current_period_end, trial_end or both.");
  const trialing = subscription.status === "trialing";
  if (trialEnd !== null && !trialing)
    throw invalid(`The subscription ${id} is not trialing: it has no trial end to move.`, "trial_end");
  if (trialing && periodEndAt !== null && trialEnd !== null && periodEndAt !== trialEnd)
    throw invalid("A trial is its subscription's current period: current_period_end and trial_end must be equal.");
  const end = periodEndAt ?? trialEnd;
  return changeSubscription(store, subscription, (changing) => {
    for (const item of changing.items.data) item.current_period_end = end;
    if (changing.cancel_at_period_end) changing.cancel_at = end;
    if (trialing) changing.trial_end = end;
  });
}

function timeAfter(body: TRecord, name: string, start: number): number | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || value <= start)
    throw invalid(
      `${name} must be a time in whole seconds since the epoch after the current period's start (${start}).`,
      name,
    );
  return value;
}
