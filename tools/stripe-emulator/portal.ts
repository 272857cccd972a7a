// Billing portal configurations and sessions. A session uses the configuration it names, else the
// account's default one, which (as in a fresh Stripe account) lets customers switch plans.
import { invalid, mergeMetadata, optionalBoolean, optionalString, requiredString, type TRecord } from "./params.ts";
import { nowSeconds, randomId, type Store } from "./store.ts";

const DEFAULT_CONFIGURATION = "bpc_emulator_default";

function feature(given: TRecord | undefined, current: TRecord) {
  if (given === undefined) return current;
  if (typeof given !== "object" || given === null) throw invalid("Invalid object", "features");
  const enabled = optionalBoolean(given, "enabled");
  const mode = optionalString(given, "mode");
  return { ...current, ...(enabled === null ? {} : { enabled }), ...(mode === null ? {} : { mode }) };
}

function features(params: TRecord, current: TRecord): TRecord {
  const given = (params.features ?? {}) as TRecord;
  if (typeof given !== "object") throw invalid("Invalid object", "features");
  return Object.fromEntries(Object.entries(current).map(([name, value]) => [name, feature(given[name], value)]));
}

const DISABLED_FEATURES = {
  customer_update: { allowed_updates: [], enabled: false },
  invoice_history: { enabled: false },
  payment_method_update: { enabled: false },
  subscription_cancel: {
    cancellation_reason: { enabled: false, options: [] },
    enabled: false,
    mode: "at_period_end",
    proration_behavior: "none",
  },
  subscription_update: {
    default_allowed_updates: [],
    enabled: false,
    products: [],
    proration_behavior: "none",
    schedule_at_period_end: { conditions: [] },
    trial_update_behavior: "end_trial",
  },
};

function putConfiguration(store: Store, id: string, params: TRecord, isDefault: boolean) {
  const now = nowSeconds();
  return store.put({
    id,
    object: "billing_portal.configuration",
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: now,
    default_return_url: optionalString(params, "default_return_url"),
    features: features(params, structuredClone(DISABLED_FEATURES)),
    is_default: isDefault,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: mergeMetadata({}, params),
    name: optionalString(params, "name"),
    updated: now,
  });
}

function defaultConfiguration(store: Store) {
  return (
    store.find("billing_portal.configuration", DEFAULT_CONFIGURATION) ??
    putConfiguration(
      store,
      DEFAULT_CONFIGURATION,
      {
        features: {
          invoice_history: { enabled: "true" },
          payment_method_update: { enabled: "true" },
          subscription_cancel: { enabled: "true" },
          subscription_update: { enabled: "true" },
        },
      },
      true,
    )
  );
}

// Stripe requires at least one feature to be enabled in a configuration it creates.
export function createConfiguration(store: Store, params: TRecord) {
  const configuration = putConfiguration(store, randomId("bpc_"), params, false);
  if (!Object.values(configuration.features).some((value) => (value as TRecord).enabled)) {
    store.objects.get(configuration.object)?.delete(configuration.id);
    throw invalid("At least one feature must be enabled.", "features");
  }
  return configuration;
}

export function updateConfiguration(store: Store, id: string, params: TRecord) {
  const configuration = store.get("billing_portal.configuration", id);
  const active = optionalBoolean(params, "active");
  if (active !== null) configuration.active = active;
  configuration.features = features(params, configuration.features);
  configuration.metadata = mergeMetadata(configuration.metadata, params);
  configuration.updated = nowSeconds();
  return configuration;
}

export function listConfigurations(store: Store, params: TRecord) {
  defaultConfiguration(store);
  const active = optionalBoolean(params, "active");
  const isDefault = optionalBoolean(params, "is_default");
  return store
    .all("billing_portal.configuration")
    .filter((configuration) => active === null || configuration.active === active)
    .filter((configuration) => isDefault === null || configuration.is_default === isDefault);
}

export function createPortalSession(store: Store, params: TRecord) {
  const customer = store.get("customer", requiredString(params, "customer"), "customer");
  const named = optionalString(params, "configuration");
  const configuration = named
    ? store.get("billing_portal.configuration", named, "configuration")
    : defaultConfiguration(store);
  if (!configuration.active) throw invalid(`The configuration ${configuration.id} is inactive.`, "configuration");
  const id = randomId("bps_");
  return store.put({
    id,
    object: "billing_portal.session",
    configuration: configuration.id,
    created: nowSeconds(),
    customer: customer.id,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: optionalString(params, "return_url") ?? configuration.default_return_url,
    url: `${store.publicUrl}/portal/${id}`,
  });
}

// What the portal page may offer, from the session's configuration.
export function portalFeatures(store: Store, portal: TRecord): TRecord {
  return store.get("billing_portal.configuration", portal.configuration).features;
}
