// Subscription invoices, charged to the subscription's card as they are created, and their
// payments (kept as invoice payments, which an invoice shows only when `payments` is expanded).
import { randomId } from "./ids.ts";
import { idOf, type TInvoice, type TSubscription } from "./kinds.ts";
import { invoiceLineItemObject, invoiceObject, invoicePaymentObject } from "./objects/invoice.ts";
import { optionalObject, optionalString, type TParams } from "./params.ts";
import { createPaymentIntent, succeedPaymentIntent } from "./payments.ts";
import type { Store } from "./store.ts";
import { nowSeconds } from "./time.ts";

export type TInvoiceInput = {
  subscription: TSubscription;
  subtotal: number;
  discountAmount: number;
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update";
  // A draft is a renewal not yet charged: Stripe finalizes it and attempts the payment about an
  // hour after the period began (https://docs.stripe.com/billing/invoices/subscription#subscription-renewal).
  outcome: "paid" | "failed" | "draft";
};

export function createInvoice(store: Store, input: TInvoiceInput) {
  const { subscription, subtotal, discountAmount, outcome } = input;
  const now = nowSeconds();
  const id = randomId("in_");
  const lines = subscription.items.data.map((item, index) =>
    invoiceLineItemObject({
      invoice: id,
      item,
      subscription,
      amount: subtotal === 0 ? 0 : (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
      discountAmount: index === 0 ? discountAmount : 0,
    }),
  );
  const invoice = store.put(
    invoiceObject({
      id,
      billing_reason: input.billingReason,
      created: now,
      customer: store.find("customer", idOf(subscription.customer)),
      discountAmount,
      lines,
      next_payment_attempt: null,
      period: { start: now, end: now },
      status: outcome === "paid" ? "paid" : outcome === "draft" ? "draft" : "open",
      subscription,
      subtotal,
    }),
  );
  if (outcome !== "draft") attemptPayment(store, invoice, subscription, outcome === "paid");
  return invoice;
}

// The invoice's payment intent, which pays it (or is declined) at once.
function attemptPayment(store: Store, invoice: TInvoice, subscription: TSubscription, paid: boolean) {
  if (invoice.total <= 0) return;
  const intent = createPaymentIntent(store, {
    amount: invoice.total,
    currency: invoice.currency,
    customer: idOf(subscription.customer),
    description: invoice.billing_reason === "subscription_create" ? "Subscription creation" : "Subscription update",
    paymentMethod: idOf(subscription.default_payment_method),
    paid,
  });
  store.put(invoicePaymentObject({ invoice, paymentIntent: intent.id, paid }));
}

// A draft renewal finalized, as Stripe does about an hour after its period began: it is open, with
// a number, and its first payment is attempted, declined here; payInvoice then pays it.
export function finalizeDraft(store: Store, invoice: TInvoice, subscription: TSubscription) {
  const now = nowSeconds();
  Object.assign(invoice, {
    attempt_count: invoice.total > 0 ? 1 : 0,
    attempted: invoice.total > 0,
    auto_advance: true,
    effective_at: now,
    ending_balance: 0,
    number: `${randomId("", 8).toUpperCase()}-0001`,
    status: "open",
    webhooks_delivered_at: now,
  } satisfies Partial<TInvoice>);
  invoice.status_transitions.finalized_at = now;
  attemptPayment(store, invoice, subscription, false);
  return invoice;
}

export function paymentsOf(store: Store, invoice: TInvoice) {
  return store.all("invoice_payment").filter((payment) => payment.invoice === invoice.id);
}

// The open invoice of a failed renewal, paid by a later attempt with the subscription's card.
export function payInvoice(store: Store, invoice: TInvoice) {
  const now = nowSeconds();
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
  const subscription = subscriptionId ? store.find("subscription", subscriptionId) : undefined;
  Object.assign(invoice, {
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    auto_advance: false,
    next_payment_attempt: null,
    status: "paid",
  } satisfies Partial<TInvoice>);
  invoice.status_transitions.paid_at = now;
  for (const payment of paymentsOf(store, invoice)) {
    const intent = idOf(payment.payment.payment_intent ?? null);
    if (intent) succeedPaymentIntent(store, intent, idOf(subscription?.default_payment_method ?? null));
    Object.assign(payment, { amount_paid: payment.amount_requested, status: "paid" });
    payment.status_transitions.paid_at = now;
  }
  return invoice;
}

export function listInvoices(store: Store, params: TParams) {
  const subscription = optionalString(params, "subscription");
  const customer = optionalString(params, "customer");
  const status = optionalString(params, "status");
  return store
    .all("invoice")
    .filter(
      (invoice) =>
        subscription === null || idOf(invoice.parent?.subscription_details?.subscription ?? null) === subscription,
    )
    .filter((invoice) => customer === null || invoice.customer === customer)
    .filter((invoice) => status === null || invoice.status === status);
}

// GET /v1/invoice_payments: by invoice, or by the payment intent that paid it (`payment[type]`,
// `payment[payment_intent]`), which is how a charge leads back to its invoice and subscription.
export function listInvoicePayments(store: Store, params: TParams) {
  const invoice = optionalString(params, "invoice");
  const payment = optionalObject(params, "payment");
  const type = payment ? optionalString(payment, "type", "payment[type]") : null;
  const intent = payment ? optionalString(payment, "payment_intent", "payment[payment_intent]") : null;
  const status = optionalString(params, "status");
  return store
    .all("invoice_payment")
    .filter((row) => invoice === null || row.invoice === invoice)
    .filter((row) => type === null || row.payment.type === type)
    .filter((row) => intent === null || row.payment.payment_intent === intent)
    .filter((row) => status === null || row.status === status);
}
