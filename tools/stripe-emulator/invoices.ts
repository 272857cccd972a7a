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
  outcome: "paid" | "failed";
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
      status: outcome === "paid" ? "paid" : "open",
      subscription,
      subtotal,
    }),
  );
  if (invoice.total > 0) {
    const intent = createPaymentIntent(store, {
      amount: invoice.total,
      currency: invoice.currency,
      customer: idOf(subscription.customer),
      description: input.billingReason === "subscription_create" ? "Subscription creation" : "Subscription update",
      paymentMethod: idOf(subscription.default_payment_method),
      paid: outcome === "paid",
    });
    store.put(invoicePaymentObject({ invoice, paymentIntent: intent.id, paid: outcome === "paid" }));
  }
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
