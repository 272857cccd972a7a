// Checkout sessions and their line items, as Stripe sends them for a subscription bought on
// Stripe's hosted page with a card.
import { randomId } from "../ids.ts";
import type { TCheckoutLineItem, TCheckoutSession, TPrice } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

type TSessionFields = Pick<
  TCheckoutSession,
  | "cancel_url"
  | "client_reference_id"
  | "currency"
  | "customer"
  | "customer_email"
  | "discounts"
  | "expires_at"
  | "locale"
  | "metadata"
  | "success_url"
> & { amountSubtotal: number; amountDiscount: number; email: string | null; publicUrl: string };

export function checkoutSessionObject(fields: TSessionFields): TCheckoutSession {
  const id = randomId("cs_test_", 58);
  return {
    id,
    object: "checkout.session",
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: fields.amountSubtotal,
    amount_total: fields.amountSubtotal - fields.amountDiscount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancel_url,
    client_reference_id: fields.client_reference_id,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: nowSeconds(),
    currency: fields.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: fields.customer,
    customer_account: null,
    customer_creation: fields.customer ? null : "always",
    customer_details: fields.email ? customerDetails(fields.email) : null,
    customer_email: fields.customer_email,
    discounts: fields.discounts,
    expires_at: fields.expires_at,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: fields.locale,
    managed_payments: null,
    metadata: fields.metadata,
    mode: "subscription",
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "always",
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: "automatic" } },
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: fields.customer
      ? { allow_redisplay_filters: ["always"], payment_method_remove: "disabled", payment_method_save: null }
      : null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: fields.success_url,
    total_details: { amount_discount: fields.amountDiscount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: `${fields.publicUrl}/pay/${id}`,
    wallet_options: null,
  };
}

export function customerDetails(email: string | null): TCheckoutSession["customer_details"] {
  return {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
}

// A line of the session: its price (whole, as `expand` would give it) times its quantity.
export function checkoutLineItemObject(
  price: TPrice,
  quantity: number,
  subtotal: number,
  discount: number,
): TCheckoutLineItem {
  return {
    id: randomId("li_"),
    object: "item",
    adjustable_quantity: null,
    amount_discount: discount,
    amount_subtotal: subtotal,
    amount_tax: 0,
    amount_total: subtotal - discount,
    currency: price.currency,
    description: price.nickname,
    metadata: {},
    price: structuredClone(price),
    quantity,
  };
}
