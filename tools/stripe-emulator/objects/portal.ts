// Billing portal configurations and sessions, as Stripe sends them.
import { randomId } from "../ids.ts";
import type { TPortalConfiguration, TPortalSession } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

export type TPortalFeatures = TPortalConfiguration["features"];

// Every feature as a configuration that turns none on has it.
export function disabledFeatures(): TPortalFeatures {
  return {
    customer_update: { allowed_updates: [], enabled: false },
    invoice_history: { enabled: false },
    payment_method_update: { enabled: false, payment_method_configuration: null },
    subscription_cancel: {
      cancellation_reason: { enabled: false, feedback_options: null, options: [] },
      enabled: false,
      mode: "at_period_end",
      proration_behavior: "none",
    },
    subscription_pause: { duration: { interval_options: [], type: "indefinite" }, enabled: false },
    subscription_update: {
      billing_cycle_anchor: null,
      default_allowed_updates: [],
      enabled: false,
      products: [],
      proration_behavior: "none",
      schedule_at_period_end: { conditions: [] },
      trial_update_behavior: "end_trial",
    },
  };
}

export function portalConfigurationObject(
  fields: Pick<TPortalConfiguration, "id" | "default_return_url" | "features" | "is_default" | "metadata" | "name">,
): TPortalConfiguration {
  const now = nowSeconds();
  return {
    id: fields.id,
    object: "billing_portal.configuration",
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: now,
    default_return_url: fields.default_return_url,
    features: fields.features,
    is_default: fields.is_default,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: fields.metadata,
    name: fields.name,
    updated: now,
  };
}

export function portalSessionObject(
  fields: Pick<TPortalSession, "configuration" | "customer" | "locale" | "return_url"> & { publicUrl: string },
): TPortalSession {
  const id = randomId("bps_");
  return {
    id,
    object: "billing_portal.session",
    configuration: fields.configuration,
    created: nowSeconds(),
    customer: fields.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: fields.locale,
    on_behalf_of: null,
    return_url: fields.return_url,
    url: `${fields.publicUrl}/portal/${id}`,
  };
}
