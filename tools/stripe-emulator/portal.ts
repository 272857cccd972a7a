// Billing portal configurations and sessions. A session uses the configuration it names, else the
// account's default one, which (as in a fresh Stripe account) lets customers switch plans.
import { randomId } from "./ids.ts";
import { idOf, type TPortalSession } from "./kinds.ts";
import {
  disabledFeatures,
  portalConfigurationObject,
  portalSessionObject,
  type TPortalFeatures,
} from "./objects/portal.ts";
import {
  invalid,
  mergeMetadata,
  optionalBoolean,
  optionalEnum,
  optionalLocale,
  optionalObject,
  optionalString,
  requiredString,
  type TParams,
} from "./params.ts";
import type { Store } from "./store.ts";
import { nowSeconds } from "./time.ts";

const DEFAULT_CONFIGURATION = "bpc_emulator_default";

// The features a configuration's parameters can turn on or off: `features[x][enabled]`, and how
// cancelling works (`features[subscription_cancel][mode]`).
const SWITCHABLE = ["invoice_history", "payment_method_update", "subscription_cancel", "subscription_update"] as const;

function withFeatures(current: TPortalFeatures, params: TParams): TPortalFeatures {
  const given = optionalObject(params, "features");
  if (!given) return current;
  const features = structuredClone(current);
  for (const name of SWITCHABLE) {
    const feature = optionalObject(given, name, `features[${name}]`);
    const enabled = feature ? optionalBoolean(feature, "enabled", `features[${name}][enabled]`) : null;
    if (enabled !== null) features[name].enabled = enabled;
  }
  const cancel = optionalObject(given, "subscription_cancel", "features[subscription_cancel]");
  const mode = cancel
    ? optionalEnum(cancel, "mode", ["at_period_end", "immediately"], "features[subscription_cancel][mode]")
    : null;
  if (mode !== null) features.subscription_cancel.mode = mode;
  return features;
}

function defaultConfiguration(store: Store) {
  const features = disabledFeatures();
  for (const name of SWITCHABLE) features[name].enabled = true;
  return (
    store.find("billing_portal.configuration", DEFAULT_CONFIGURATION) ??
    store.put(
      portalConfigurationObject({
        id: DEFAULT_CONFIGURATION,
        default_return_url: null,
        features,
        is_default: true,
        metadata: {},
        name: null,
      }),
    )
  );
}

// Stripe requires at least one feature to be enabled in a configuration it creates.
export function createConfiguration(store: Store, params: TParams) {
  const features = withFeatures(disabledFeatures(), params);
  if (!SWITCHABLE.some((name) => features[name].enabled))
    throw invalid("At least one feature must be enabled.", "features");
  return store.put(
    portalConfigurationObject({
      id: randomId("bpc_"),
      default_return_url: optionalString(params, "default_return_url"),
      features,
      is_default: false,
      metadata: mergeMetadata({}, params),
      name: optionalString(params, "name"),
    }),
  );
}

export function updateConfiguration(store: Store, id: string, params: TParams) {
  const configuration = store.get("billing_portal.configuration", id);
  const active = optionalBoolean(params, "active");
  if (active !== null) configuration.active = active;
  configuration.features = withFeatures(configuration.features, params);
  configuration.metadata = mergeMetadata(configuration.metadata ?? {}, params);
  configuration.updated = nowSeconds();
  return configuration;
}

export function listConfigurations(store: Store, params: TParams) {
  defaultConfiguration(store);
  const active = optionalBoolean(params, "active");
  const isDefault = optionalBoolean(params, "is_default");
  return store
    .all("billing_portal.configuration")
    .filter((configuration) => active === null || configuration.active === active)
    .filter((configuration) => isDefault === null || configuration.is_default === isDefault);
}

export function createPortalSession(store: Store, params: TParams) {
  const customer = store.get("customer", requiredString(params, "customer"), "customer");
  const named = optionalString(params, "configuration");
  const configuration = named
    ? store.get("billing_portal.configuration", named, "configuration")
    : defaultConfiguration(store);
  if (!configuration.active) throw invalid(`The configuration ${configuration.id} is inactive.`, "configuration");
  return store.put(
    portalSessionObject({
      configuration: configuration.id,
      customer: customer.id,
      locale: optionalLocale(params),
      publicUrl: store.publicUrl,
      return_url: optionalString(params, "return_url") ?? configuration.default_return_url,
    }),
  );
}

// What the portal page may offer, from the session's configuration.
export function portalFeatures(store: Store, portal: TPortalSession): TPortalFeatures {
  return store.get("billing_portal.configuration", idOf(portal.configuration)).features;
}
