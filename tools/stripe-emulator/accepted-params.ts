// The parameters each /v1 endpoint of the emulator takes (retrieving one object: retrieve-params.ts):
// those it acts on, each checked against the SDK's params type for that endpoint (param-check.ts),
// so none can be one Stripe lacks.
import type Stripe from "stripe";
import { EXPAND_ONLY, LIST_PARAMS, type TAccepted } from "./param-check.ts";

const optional = "optional";
const required = "required";

export const CREATE_CUSTOMER = {
  description: optional,
  email: optional,
  expand: optional,
  metadata: optional,
  name: optional,
} as const satisfies TAccepted<Stripe.CustomerCreateParams>;

export const LIST_CUSTOMERS = {
  ...LIST_PARAMS,
  email: optional,
} as const satisfies TAccepted<Stripe.CustomerListParams>;

export const UPDATE_CUSTOMER = CREATE_CUSTOMER satisfies TAccepted<Stripe.CustomerUpdateParams>;

export const CREATE_PRODUCT = {
  active: optional,
  description: optional,
  expand: optional,
  id: optional,
  metadata: optional,
  name: required,
} as const satisfies TAccepted<Stripe.ProductCreateParams>;

export const LIST_PRODUCTS = {
  ...LIST_PARAMS,
  active: optional,
} as const satisfies TAccepted<Stripe.ProductListParams>;

export const CREATE_PRICE = {
  active: optional,
  currency: required,
  expand: optional,
  lookup_key: optional,
  metadata: optional,
  nickname: optional,
  product: optional,
  recurring: { required: false, params: { interval: required, interval_count: optional } },
  transfer_lookup_key: optional,
  unit_amount: optional,
} as const satisfies TAccepted<Stripe.PriceCreateParams>;

export const LIST_PRICES = {
  ...LIST_PARAMS,
  active: optional,
  currency: optional,
  lookup_keys: optional,
  product: optional,
} as const satisfies TAccepted<Stripe.PriceListParams>;

export const UPDATE_PRICE = {
  active: optional,
  expand: optional,
  metadata: optional,
  nickname: optional,
} as const satisfies TAccepted<Stripe.PriceUpdateParams>;

export const CREATE_COUPON = {
  amount_off: optional,
  currency: optional,
  duration: optional,
  duration_in_months: optional,
  expand: optional,
  id: optional,
  max_redemptions: optional,
  metadata: optional,
  name: optional,
  percent_off: optional,
} as const satisfies TAccepted<Stripe.CouponCreateParams>;

export const LIST_COUPONS = LIST_PARAMS satisfies TAccepted<Stripe.CouponListParams>;

export const CREATE_PROMOTION_CODE = {
  active: optional,
  code: optional,
  expand: optional,
  max_redemptions: optional,
  metadata: optional,
  promotion: { required: true, params: { coupon: optional, type: required } },
} as const satisfies TAccepted<Stripe.PromotionCodeCreateParams>;

export const LIST_PROMOTION_CODES = {
  ...LIST_PARAMS,
  active: optional,
  code: optional,
  coupon: optional,
} as const satisfies TAccepted<Stripe.PromotionCodeListParams>;

export const UPDATE_PROMOTION_CODE = {
  active: optional,
  expand: optional,
  metadata: optional,
} as const satisfies TAccepted<Stripe.PromotionCodeUpdateParams>;

export const CREATE_CHECKOUT_SESSION = {
  cancel_url: optional,
  client_reference_id: optional,
  customer: optional,
  customer_email: optional,
  discounts: { required: false, params: { coupon: optional, promotion_code: optional } },
  expand: optional,
  expires_at: optional,
  line_items: { required: false, params: { price: optional, quantity: optional } },
  locale: optional,
  metadata: optional,
  mode: optional,
  subscription_data: {
    required: false,
    params: { metadata: optional, trial_end: optional, trial_period_days: optional },
  },
  success_url: optional,
} as const satisfies TAccepted<Stripe.Checkout.SessionCreateParams>;

export const LIST_CHECKOUT_SESSIONS = {
  ...LIST_PARAMS,
  customer: optional,
  payment_intent: optional,
  status: optional,
  subscription: optional,
} as const satisfies TAccepted<Stripe.Checkout.SessionListParams>;

export const EXPIRE_CHECKOUT_SESSION = EXPAND_ONLY satisfies TAccepted<Stripe.Checkout.SessionExpireParams>;

export const LIST_CHECKOUT_LINE_ITEMS = LIST_PARAMS satisfies TAccepted<Stripe.Checkout.SessionListLineItemsParams>;

export const LIST_SUBSCRIPTIONS = {
  ...LIST_PARAMS,
  customer: optional,
  price: optional,
  status: optional,
} as const satisfies TAccepted<Stripe.SubscriptionListParams>;

export const UPDATE_SUBSCRIPTION = {
  cancel_at_period_end: optional,
  expand: optional,
  items: { required: false, params: { id: optional, price: optional } },
  metadata: optional,
  proration_behavior: optional,
  trial_end: optional,
} as const satisfies TAccepted<Stripe.SubscriptionUpdateParams>;

export const CANCEL_SUBSCRIPTION = EXPAND_ONLY satisfies TAccepted<Stripe.SubscriptionCancelParams>;

export const LIST_INVOICES = {
  ...LIST_PARAMS,
  customer: optional,
  status: optional,
  subscription: optional,
} as const satisfies TAccepted<Stripe.InvoiceListParams>;

export const LIST_INVOICE_PAYMENTS = {
  ...LIST_PARAMS,
  invoice: optional,
  payment: { required: false, params: { payment_intent: optional, type: required } },
  status: optional,
} as const satisfies TAccepted<Stripe.InvoicePaymentListParams>;

export const CREATE_REFUND = {
  amount: optional,
  charge: optional,
  expand: optional,
  metadata: optional,
  payment_intent: optional,
  reason: optional,
} as const satisfies TAccepted<Stripe.RefundCreateParams>;

export const LIST_REFUNDS = {
  ...LIST_PARAMS,
  charge: optional,
  payment_intent: optional,
} as const satisfies TAccepted<Stripe.RefundListParams>;

// The portal features the emulator switches on and off, and how cancelling works.
export const CREATE_PORTAL_CONFIGURATION = {
  default_return_url: optional,
  expand: optional,
  features: {
    required: true,
    params: {
      invoice_history: { required: false, params: { enabled: required } },
      payment_method_update: { required: false, params: { enabled: required } },
      subscription_cancel: { required: false, params: { enabled: required, mode: optional } },
      subscription_update: { required: false, params: { enabled: required } },
    },
  },
  metadata: optional,
  name: optional,
} as const satisfies TAccepted<Stripe.BillingPortal.ConfigurationCreateParams>;
export const LIST_PORTAL_CONFIGURATIONS = {
  ...LIST_PARAMS,
  active: optional,
  is_default: optional,
} as const satisfies TAccepted<Stripe.BillingPortal.ConfigurationListParams>;

export const UPDATE_PORTAL_CONFIGURATION = {
  active: optional,
  expand: optional,
  features: {
    required: false,
    params: {
      invoice_history: { required: false, params: { enabled: required } },
      payment_method_update: { required: false, params: { enabled: required } },
      subscription_cancel: { required: false, params: { enabled: optional, mode: optional } },
      subscription_update: { required: false, params: { enabled: optional } },
    },
  },
  metadata: optional,
} as const satisfies TAccepted<Stripe.BillingPortal.ConfigurationUpdateParams>;

export const CREATE_PORTAL_SESSION = {
  configuration: optional,
  customer: optional,
  expand: optional,
  locale: optional,
  return_url: optional,
} as const satisfies TAccepted<Stripe.BillingPortal.SessionCreateParams>;

export const LIST_EVENTS = { ...LIST_PARAMS, type: optional } as const satisfies TAccepted<Stripe.EventListParams>;

export const CREATE_WEBHOOK_ENDPOINT = {
  api_version: optional,
  description: optional,
  enabled_events: required,
  expand: optional,
  metadata: optional,
  url: required,
} as const satisfies TAccepted<Stripe.WebhookEndpointCreateParams>;

export const LIST_WEBHOOK_ENDPOINTS = LIST_PARAMS satisfies TAccepted<Stripe.WebhookEndpointListParams>;

export const UPDATE_WEBHOOK_ENDPOINT = {
  description: optional,
  disabled: optional,
  enabled_events: optional,
  expand: optional,
  metadata: optional,
  url: optional,
} as const satisfies TAccepted<Stripe.WebhookEndpointUpdateParams>;

export const DELETE_WEBHOOK_ENDPOINT = {} as const satisfies TAccepted<Stripe.WebhookEndpointDeleteParams>;
