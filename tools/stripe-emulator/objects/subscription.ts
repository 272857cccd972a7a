// Subscriptions and their items, as Stripe sends them for one started by a paid checkout session.
import { randomId } from "../ids.ts";
import type { TPrice, TSubscription, TSubscriptionItem } from "../kinds.ts";
import { nowSeconds } from "../time.ts";
import { planOf } from "./catalog.ts";

type TSubscriptionFields = Pick<
  TSubscription,
  "id" | "currency" | "customer" | "default_payment_method" | "metadata" | "trial_end" | "billing_cycle_anchor"
> & { items: TSubscriptionItem[] };

export function subscriptionObject(fields: TSubscriptionFields): TSubscription {
  const now = nowSeconds();
  const { id, trial_end: trialEnd } = fields;
  return {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.billing_cycle_anchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: "included" }, type: "flexible", updated_at: now },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: fields.default_payment_method,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: "self" },
    },
    items: { object: "list", data: fields.items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: trialEnd ? "trialing" : "active",
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: trialEnd ? now : null,
  };
}

export function subscriptionItemObject(
  subscription: string,
  price: TPrice,
  quantity: number,
  period: { start: number; end: number },
): TSubscriptionItem {
  return {
    id: randomId("si_", 14),
    object: "subscription_item",
    billing_thresholds: null,
    created: nowSeconds(),
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price: structuredClone(price),
    quantity,
    subscription,
    tax_rates: [],
  };
}
