// Subscription invoices, their lines and their payments, as Stripe sends them. An invoice's
// `payments` are not part of it: Stripe adds them only when asked (`expand[]=payments`).
import { randomId } from "../ids.ts";
import {
  idOf,
  type TCustomer,
  type TInvoice,
  type TInvoiceLineItem,
  type TInvoicePayment,
  type TSubscription,
  type TSubscriptionItem,
  type TUpcomingInvoice,
} from "../kinds.ts";
import { nowSeconds } from "../time.ts";

type TInvoiceFields = Pick<TInvoice, "billing_reason" | "created" | "next_payment_attempt"> & {
  // A draft is the preview `invoice.upcoming` carries; an open invoice's payment failed.
  status: "draft" | "open" | "paid";
  subscription: TSubscription;
  customer: TCustomer | undefined;
  lines: TInvoiceLineItem[];
  subtotal: number;
  discountAmount: number;
  period: { start: number; end: number };
};

export function invoiceObject(fields: TInvoiceFields & { id: string }): TInvoice {
  return { id: fields.id, ...invoiceFields(fields, `/v1/invoices/${fields.id}/lines`) };
}

// The preview `invoice.upcoming` carries, which has no id.
export function upcomingInvoiceObject(fields: Omit<TInvoiceFields, "status">): TUpcomingInvoice {
  return invoiceFields({ ...fields, status: "draft" }, "/v1/invoices/upcoming/lines");
}

function invoiceFields(fields: TInvoiceFields, linesUrl: string): TUpcomingInvoice {
  const { status, subscription, subtotal, discountAmount } = fields;
  const total = Math.max(0, subtotal - discountAmount);
  const finalized = status !== "draft";
  const paid = status === "paid";
  const at = finalized ? fields.created : null;
  const discount = discountAmount > 0 ? idOf(subscription.discounts[0] ?? null) : null;
  return {
    object: "invoice",
    account_country: "GB",
    account_name: "MyPin",
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    amount_shipping: 0,
    application: null,
    attempt_count: finalized && total > 0 ? 1 : 0,
    attempted: finalized && total > 0,
    auto_advance: status === "open",
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: fields.billing_reason,
    collection_method: "charge_automatically",
    created: fields.created,
    currency: subscription.currency,
    custom_fields: null,
    customer: idOf(subscription.customer),
    customer_account: null,
    customer_address: null,
    customer_email: fields.customer?.email ?? null,
    customer_name: fields.customer?.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [...subscription.discounts],
    due_date: null,
    effective_at: at,
    ending_balance: finalized ? 0 : null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: fields.lines, has_more: false, url: linesUrl },
    livemode: false,
    metadata: {},
    next_payment_attempt: fields.next_payment_attempt,
    number: finalized ? `${randomId("", 8).toUpperCase()}-0001` : null,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: fields.period.end,
    period_start: fields.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status,
    status_transitions: { finalized_at: at, marked_uncollectible_at: null, paid_at: paid ? at : null, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: discount ? [{ amount: discountAmount, discount }] : [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: discount ? [{ amount: discountAmount, discount, type: "discount" }] : [],
    total_taxes: [],
    webhooks_delivered_at: at,
  };
}

// One subscription item's line: its price for the period, less the discount it carries.
export function invoiceLineItemObject(fields: {
  invoice: string | null;
  item: TSubscriptionItem;
  subscription: TSubscription;
  amount: number;
  discountAmount: number;
}): TInvoiceLineItem {
  const { item, subscription, amount, discountAmount } = fields;
  const discount = discountAmount > 0 ? idOf(subscription.discounts[0] ?? null) : null;
  return {
    id: randomId("il_"),
    object: "line_item",
    amount,
    currency: subscription.currency,
    description: `${item.quantity ?? 1} × ${item.price.nickname ?? "Subscription"}`,
    discount_amounts: discount ? [{ amount: discountAmount, discount }] : [],
    discountable: true,
    discounts: [...subscription.discounts],
    invoice: fields.invoice,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: "subscription_item_details",
    },
    period: { end: item.current_period_end, start: item.current_period_start },
    pretax_credit_amounts: discount ? [{ amount: discountAmount, discount, type: "discount" }] : [],
    pricing: {
      price_details: { price: item.price.id, product: idOf(item.price.product) },
      type: "price_details",
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity: item.quantity ?? 1,
    quantity_decimal: String(item.quantity ?? 1),
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
}

// The invoice's payment by a payment intent: open until the intent succeeds.
export function invoicePaymentObject(fields: {
  invoice: TInvoice;
  paymentIntent: string;
  paid: boolean;
}): TInvoicePayment {
  const { invoice, paid } = fields;
  const now = nowSeconds();
  return {
    id: randomId("inpay_"),
    object: "invoice_payment",
    amount_paid: paid ? invoice.amount_due : null,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: fields.paymentIntent, type: "payment_intent" },
    status: paid ? "paid" : "open",
    status_transitions: { canceled_at: null, paid_at: paid ? now : null },
  };
}
