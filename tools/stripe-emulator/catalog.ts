// Customers, products and prices: what checkout sessions sell.
import {
  invalid,
  mergeMetadata,
  optionalArray,
  optionalBoolean,
  optionalInteger,
  optionalString,
  requiredString,
  type TRecord,
} from "./params.ts";
import { nowSeconds, randomId, type Store } from "./store.ts";

export function createCustomer(store: Store, params: TRecord) {
  return store.put({
    id: randomId("cus_", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: optionalString(params, "description"),
    email: optionalString(params, "email"),
    invoice_prefix: randomId("", 8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: mergeMetadata({}, params),
    name: optionalString(params, "name"),
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  });
}

export function updateCustomer(store: Store, id: string, params: TRecord) {
  const customer = store.get("customer", id);
  for (const field of ["email", "name", "description"]) {
    if (params[field] !== undefined) customer[field] = optionalString(params, field);
  }
  customer.metadata = mergeMetadata(customer.metadata, params);
  return customer;
}

export function listCustomers(store: Store, params: TRecord) {
  const email = optionalString(params, "email");
  return store.all("customer").filter((customer) => email === null || customer.email === email);
}

export function createProduct(store: Store, params: TRecord) {
  const id = optionalString(params, "id") ?? randomId("prod_", 14);
  if (store.find("product", id)) throw invalid("Product already exists.", "id", "resource_already_exists");
  const created = nowSeconds();
  return store.put({
    id,
    object: "product",
    active: optionalBoolean(params, "active") ?? true,
    created,
    default_price: null,
    description: optionalString(params, "description"),
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: mergeMetadata({}, params),
    name: requiredString(params, "name"),
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    type: "service",
    unit_label: null,
    updated: created,
    url: null,
  });
}

export function createPrice(store: Store, params: TRecord) {
  const product = store.get("product", requiredString(params, "product"), "product");
  const unitAmount = optionalInteger(params, "unit_amount");
  if (unitAmount === null || unitAmount < 0) throw invalid("Missing required param: unit_amount.", "unit_amount");
  const lookupKey = optionalString(params, "lookup_key");
  const holder = store.all("price").find((price) => lookupKey !== null && price.lookup_key === lookupKey);
  if (holder) {
    if (optionalBoolean(params, "transfer_lookup_key") !== true) {
      throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, "lookup_key");
    }
    holder.lookup_key = null;
  }
  const recurring = params.recurring === undefined ? null : recurringOf(params.recurring);
  return store.put({
    id: randomId("price_"),
    object: "price",
    active: optionalBoolean(params, "active") ?? true,
    billing_scheme: "per_unit",
    created: nowSeconds(),
    currency: requiredString(params, "currency").toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: mergeMetadata({}, params),
    nickname: optionalString(params, "nickname"),
    product: product.id,
    recurring,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? "recurring" : "one_time",
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  });
}

function recurringOf(given: unknown) {
  const recurring = typeof given === "object" && given !== null ? (given as TRecord) : {};
  const interval = requiredString(recurring, "interval", "recurring[interval]");
  if (!["day", "week", "month", "year"].includes(interval))
    throw invalid(`Invalid recurring[interval]: ${interval}`, "recurring[interval]");
  const count = optionalInteger(recurring, "interval_count", "recurring[interval_count]") ?? 1;
  return { interval, interval_count: count, meter: null, trial_period_days: null, usage_type: "licensed" };
}

export function listPrices(store: Store, params: TRecord) {
  const lookupKeys = optionalArray(params, "lookup_keys");
  const active = optionalBoolean(params, "active");
  const product = optionalString(params, "product");
  const currency = optionalString(params, "currency");
  return store
    .all("price")
    .filter((price) => lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key))
    .filter((price) => active === null || price.active === active)
    .filter((price) => product === null || price.product === product)
    .filter((price) => currency === null || price.currency === currency);
}

export function updatePrice(store: Store, id: string, params: TRecord) {
  const price = store.get("price", id);
  const active = optionalBoolean(params, "active");
  if (active !== null) price.active = active;
  if (params.nickname !== undefined) price.nickname = optionalString(params, "nickname");
  price.metadata = mergeMetadata(price.metadata, params);
  return price;
}
