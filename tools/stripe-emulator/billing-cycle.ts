// A subscription's life in time, moved along by the control endpoints: a period (or trial) that
// ends now, a failed renewal and Stripe's retries of it to their end, and a period or trial end
// moved for a test or a demo; and a trial the API ends early (`trial_end=now`).

import { renewalDiscount } from "./discounts.ts";
import { createInvoice, finalizeDraft, payInvoice, type TInvoiceInput } from "./invoices.ts";
import { idOf, type TInvoice, type TSubscription } from "./kinds.ts";
import { invalid } from "./params.ts";
import { chargeable } from "./payment-methods.ts";
import type { Store } from "./store.ts";
import {
  announceChanges,
  changeSubscription,
  endSubscription,
  firstItem,
  periodEnd,
  recurringOf,
  recurringTotal,
} from "./subscriptions.ts";
import { DAY, nowSeconds } from "./time.ts";

// Stripe retries a failed renewal on its own schedule (Smart Retries, or a custom one such as 3, 5
// and 7 days after the failure): the emulator announces the next try in RETRY_DAYS and makes it
// when told to, by /_emulator/subscriptions/:id/retry-payment.
// https://docs.stripe.com/billing/revenue-recovery/smart-retries
const RETRY_DAYS = 3;

// The current period (or trial) ends now: the subscription ends if so asked, else it renews and is
// charged for the next period, successfully or (`outcome: "failed"`) not; or (`outcome: "draft"`)
// its renewal invoice is a draft not yet charged, as Stripe keeps it for about an hour, until
// retry-payment finalizes and charges it.
export function advanceSubscription(store: Store, id: string, outcome: TRenewalOutcome) {
  const subscription = store.get("subscription", id);
  if (subscription.status === "canceled") throw invalid(`The subscription ${id} has been canceled.`);
  if (subscription.cancel_at_period_end) {
    if (outcome === "failed")
      throw invalid(`The subscription ${id} ends at the end of its period: it has no renewal to fail.`);
    endSubscription(subscription);
    store.emit("customer.subscription.deleted", subscription);
    return subscription;
  }
  return chargeNewPeriod(store, subscription, structuredClone(subscription), "subscription_cycle", outcome);
}

// `trial_end=now`: "The special value now can be provided to end the customer's trial immediately",
// and "the billing_cycle_anchor will be updated to the trial_end value"
// (https://docs.stripe.com/api/subscriptions/update#update_subscription-trial_end): a paid period
// starts now, charged to the subscription's default payment method; a card that cannot be charged
// fails as a renewal does, and Stripe's retries follow. `before` is the subscription before the
// whole update, so that one customer.subscription.updated tells all it changed.
export function endTrialNow(store: Store, subscription: TSubscription, before: TSubscription) {
  const now = nowSeconds();
  subscription.trial_end = now;
  subscription.billing_cycle_anchor = now;
  const cardId = idOf(subscription.default_payment_method);
  const card = cardId ? store.find("payment_method", cardId) : undefined;
  const outcome = chargeable(card) ? "paid" : "failed";
  chargeNewPeriod(store, subscription, before, "subscription_update", outcome);
  // "Occurs three days before a subscription's trial period is scheduled to end, or when a trial is
  // ended immediately": https://docs.stripe.com/api/events/types#event_types-customer.subscription.trial_will_end
  store.emit("customer.subscription.trial_will_end", subscription);
  return subscription;
}

type TRenewalOutcome = TInvoiceInput["outcome"];

// A new period starts now and is invoiced in full (less a discount still running) and charged, or
// left a draft to be charged later.
function chargeNewPeriod(
  store: Store,
  subscription: TSubscription,
  before: TSubscription,
  billingReason: TInvoiceInput["billingReason"],
  outcome: TRenewalOutcome,
) {
  const now = nowSeconds();
  for (const item of subscription.items.data) {
    item.current_period_start = now;
    item.current_period_end = periodEnd(now, recurringOf(item.price));
  }
  if (subscription.cancel_at_period_end) subscription.cancel_at = firstItem(subscription).current_period_end;
  const subtotal = recurringTotal(subscription);
  const off = renewalDiscount(store, subscription, subtotal);
  const invoice = createInvoice(store, { subscription, subtotal, discountAmount: off, billingReason, outcome });
  subscription.latest_invoice = invoice.id;
  subscription.status = outcome === "failed" ? "past_due" : "active";
  if (outcome === "failed") return afterFailedAttempt(store, subscription, invoice, before);
  store.emit(outcome === "draft" ? "invoice.created" : "invoice.paid", invoice);
  return announceChanges(store, before, subscription);
}

// Tries the open invoice of a failed renewal again now, as Stripe's next scheduled retry would; a
// draft renewal is finalized and charged for the first time, as Stripe does an hour after it began.
export function retrySubscriptionPayment(store: Store, id: string, outcome: "paid" | "failed") {
  const subscription = store.get("subscription", id);
  const invoiceId = idOf(subscription.latest_invoice);
  const invoice = invoiceId ? store.find("invoice", invoiceId) : undefined;
  const draft = subscription.status !== "canceled" && invoice?.status === "draft";
  if (
    !draft &&
    (subscription.status === "canceled" || invoice?.status !== "open" || invoice.next_payment_attempt === null)
  )
    throw invalid(`The subscription ${id} has no failed payment awaiting a retry.`);
  const before = structuredClone(subscription);
  if (draft) {
    finalizeDraft(store, invoice, subscription);
    store.emit("invoice.finalized", invoice);
  } else invoice.attempt_count += 1;
  if (outcome === "failed") {
    if (draft) subscription.status = "past_due";
    return afterFailedAttempt(store, subscription, invoice, before);
  }
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
function afterFailedAttempt(store: Store, subscription: TSubscription, invoice: TInvoice, before: TSubscription) {
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

// Moves the current period's end (with `cancel_at` when the subscription ends then) and, if given, its
// start (a period already part gone, say); and, of a trial,
// its end: a trial is the subscription's current period, so both move together.
export function moveSubscription(store: Store, id: string, body: Record<string, unknown>) {
  const subscription = store.get("subscription", id);
  if (subscription.status === "canceled") throw invalid(`The subscription ${id} has been canceled.`);
  const movedStart = body.current_period_start;
  if (movedStart !== undefined && movedStart !== null && !isWholeNumber(movedStart))
    throw invalid("current_period_start must be a time in whole seconds since the epoch.", "current_period_start");
  const start = isWholeNumber(movedStart) ? movedStart : firstItem(subscription).current_period_start;
  const periodEndAt = timeAfter(body, "current_period_end", start);
  const trialEnd = timeAfter(body, "trial_end", start);
  const end = periodEndAt ?? trialEnd;
  if (end === null) throw invalid("Give current_period_end, trial_end or both.");
  const trialing = subscription.status === "trialing";
  if (trialEnd !== null && !trialing)
    throw invalid(`The subscription ${id} is not trialing: it has no trial end to move.`, "trial_end");
  if (trialing && periodEndAt !== null && trialEnd !== null && periodEndAt !== trialEnd)
    throw invalid("A trial is its subscription's current period: current_period_end and trial_end must be equal.");
  return changeSubscription(store, subscription, (changing) => {
    for (const item of changing.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
    if (changing.cancel_at_period_end) changing.cancel_at = end;
    if (trialing) changing.trial_end = end;
  });
}

function isWholeNumber(value: unknown): value is number {
  return Number.isInteger(value);
}

function timeAfter(body: Record<string, unknown>, name: string, start: number): number | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (!isWholeNumber(value) || value <= start)
    throw invalid(
      `${name} must be a time in whole seconds since the epoch after the current period's start (${start}).`,
      name,
    );
  return value;
}
