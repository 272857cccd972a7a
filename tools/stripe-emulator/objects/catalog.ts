// Customers, products and prices (and the legacy plan Stripe still shows beside each subscription
// item's price), as Stripe sends them.
import { randomId } from "../ids.ts";
import type { TCustomer, TPlan, TPrice, TProduct } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

export function customerObject(fields: Pick<TCustomer, "email" | "name" | "description" | "metadata">): TCustomer {
  return {
    id: randomId("cus_", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description,
    discount: null,
    email: fields.email,
    invoice_prefix: randomId("", 8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export function productObject(fields: Pick<TProduct, "id" | "active" | "description" | "metadata" | "name">): TProduct {
  const created = nowSeconds();
  return {
    id: fields.id,
    object: "product",
    active: fields.active,
    created,
    default_price: null,
    description: fields.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: fields.metadata,
    name: fields.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: "service",
    unit_label: null,
    updated: created,
    url: null,
  };
}

// A price of one amount per unit, once or every `recurring` interval.
export function priceObject(
  fields: Pick<TPrice, "active" | "currency" | "lookup_key" | "metadata" | "nickname" | "product" | "recurring"> & {
    unit_amount: number;
  },
): TPrice {
  return {
    id: randomId("price_"),
    object: "price",
    active: fields.active,
    billing_scheme: "per_unit",
    created: nowSeconds(),
    currency: fields.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: fields.lookup_key,
    metadata: fields.metadata,
    nickname: fields.nickname,
    product: fields.product,
    recurring: fields.recurring,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: fields.recurring ? "recurring" : "one_time",
    unit_amount: fields.unit_amount,
    unit_amount_decimal: String(fields.unit_amount),
  };
}

// "Plans are the legacy form of prices": a subscription item carries its price as a plan too,
// with the price's id. Only recurring prices are on subscription items.
export function planOf(price: TPrice): TPlan {
  if (!price.recurring) throw new Error(`${price.id} is not recurring`);
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: price.recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: price.recurring.meter,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: price.tiers_mode,
    transform_usage: null,
    trial_period_days: price.recurring.trial_period_days,
    usage_type: price.recurring.usage_type,
  };
}
