// Subscription invoices, with their lines and their payments (always included, as `payments`).
import { invalid, optionalString, type TRecord } from "./params.ts";
import { createPaymentIntent, succeedPaymentIntent } from "./payments.ts";
import { nowSeconds, randomId, type Store } from "./store.ts";

export type TInvoiceInput = {
  subscription: TRecord;
  subtotal: number;
  discountAmount: number;
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update";
  outcome: "paid" | "failed";
};

export function createInvoice(store: Store, input: TInvoiceInput) {
  const { subscription, subtotal, discountAmount } = input;
  const now = nowSeconds();
  const total = Math.max(0, subtotal - discountAmount);
  const paid = input.outcome === "paid";
  const customer = store.find("customer", subscription.customer);
  const id = randomId("in_");
  const invoice = store.put({
    id,
    object: "invoice",
    account_country: "GB",
    account_name: "MyPin",
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    amount_shipping: 0,
    attempt_count: total > 0 ? 1 : 0,
    attempted: total > 0,
    auto_advance: !paid,
    billing_reason: input.billingReason,
    collection_method: "charge_automatically",
    created: now,
    currency: subscription.currency,
    customer: subscription.customer,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    description: null,
    discounts: subscription.discounts,
    due_date: null,
    effective_at: now,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      object: "list",
      data: subscription.items.data.map((line: TRecord, index: number) =>
        invoiceLine(
          id,
          line,
          subscription,
          subtotal === 0 ? 0 : line.price.unit_amount * line.quantity,
          index === 0 ? discountAmount : 0,
        ),
      ),
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null as number | null,
    number: `${randomId("", 8).toUpperCase()}-0001`,
    parent: {
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      type: "subscription_details",
    },
    payments: { object: "list", data: [] as TRecord[], has_more: false, url: `/v1/invoice_payments?invoice=${id}` },
    period_end: now,
    period_start: now,
    status: paid ? "paid" : "open",
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: paid ? now : null,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    total,
    total_discount_amounts: discountAmount > 0 ? [{ amount: discountAmount, discount: subscription.discounts[0] }] : [],
    total_excluding_tax: total,
    total_taxes: [],
  });
  if (total > 0) {
    const intent = createPaymentIntent(store, {
      amount: total,
      currency: subscription.currency,
      customer: subscription.customer,
      paymentMethod: subscription.default_payment_method,
      paid,
    });
    invoice.payments.data.push({
      id: randomId("inpay_"),
      object: "invoice_payment",
      amount_paid: paid ? total : null,
      amount_requested: total,
      created: now,
      currency: subscription.currency,
      invoice: id,
      is_default: true,
      livemode: false,
      payment: { payment_intent: intent.id, type: "payment_intent" },
      status: paid ? "paid" : "open",
      status_transitions: { canceled_at: null, paid_at: paid ? now : null },
    });
  }
  return invoice;
}

// The open invoice of a failed renewal, paid by a later attempt with the subscription's card.
export function payInvoice(store: Store, invoice: TRecord) {
  const now = nowSeconds();
  const subscription = store.find("subscription", invoice.parent.subscription_details.subscription);
  Object.assign(invoice, {
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    auto_advance: false,
    next_payment_attempt: null,
    status: "paid",
  });
  invoice.status_transitions.paid_at = now;
  for (const payment of invoice.payments.data) {
    succeedPaymentIntent(store, payment.payment.payment_intent, subscription?.default_payment_method ?? null);
    Object.assign(payment, { amount_paid: payment.amount_requested, status: "paid" });
    payment.status_transitions.paid_at = now;
  }
  return invoice;
}

export function invoiceLine(
  invoiceId: string | null,
  item: TRecord,
  subscription: TRecord,
  subtotal: number,
  discountAmount: number,
) {
  return {
    id: randomId("il_"),
    object: "line_item",
    amount: subtotal,
    currency: subscription.currency,
    description: `${item.quantity} × ${item.price.nickname ?? "Subscription"}`,
    discount_amounts: discountAmount > 0 ? [{ amount: discountAmount, discount: subscription.discounts[0] }] : [],
    discountable: true,
    discounts: subscription.discounts,
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: "subscription_item_details",
    },
    period: { end: item.current_period_end, start: item.current_period_start },
    pricing: {
      price_details: { price: item.price.id, product: item.price.product },
      type: "price_details",
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity: item.quantity,
  };
}

export function listInvoices(store: Store, params: TRecord) {
  const subscription = optionalString(params, "subscription");
  const customer = optionalString(params, "customer");
  const status = optionalString(params, "status");
  return store
    .all("invoice")
    .filter((invoice) => subscription === null || invoice.parent.subscription_details?.subscription === subscription)
    .filter((invoice) => customer === null || invoice.customer === customer)
    .filter((invoice) => status === null || invoice.status === status);
}

// GET /v1/invoice_payments: by invoice, or by the payment intent that paid it (`payment[type]`,
// `payment[payment_intent]`), which is how a charge leads back to its invoice and subscription.
export function listInvoicePayments(store: Store, params: TRecord) {
  const invoice = optionalString(params, "invoice");
  const payment = (params.payment ?? {}) as TRecord;
  const type = optionalString(payment, "type", "payment[type]");
  const intent = optionalString(payment, "payment_intent", "payment[payment_intent]");
  if (params.payment !== undefined && type === null)
    throw invalid("Missing required param: payment[type].", "payment[type]");
  const status = optionalString(params, "status");
  return store
    .all("invoice")
    .flatMap((candidate) => candidate.payments.data as TRecord[])
    .filter((row) => invoice === null || row.invoice === invoice)
    .filter((row) => type === null || row.payment.type === type)
    .filter((row) => intent === null || row.payment.payment_intent === intent)
    .filter((row) => status === null || row.status === status);
}
