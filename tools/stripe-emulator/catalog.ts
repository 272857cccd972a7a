// Customers, products and prices: what checkout sessions sell.

import { randomId } from "./ids.ts";
import type { TPrice } from "./kinds.ts";
import { customerObject, priceObject, productObject } from "./objects/catalog.ts";
import {
  invalid,
  mergeMetadata,
  missing,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalObject,
  optionalString,
  optionalStrings,
  requiredString,
  type TParams,
} from "./params.ts";
import type { Store } from "./store.ts";

export function createCustomer(store: Store, params: TParams) {
  return store.put(
    customerObject({
      description: optionalString(params, "description"),
      email: optionalString(params, "email"),
      metadata: mergeMetadata({}, params),
      name: optionalString(params, "name"),
    }),
  );
}

export function updateCustomer(store: Store, id: string, params: TParams) {
  const customer = store.get("customer", id);
  if (params.email !== undefined) customer.email = optionalString(params, "email");
  if (params.name !== undefined) customer.name = optionalString(params, "name");
  if (params.description !== undefined) customer.description = optionalString(params, "description");
  customer.metadata = mergeMetadata(customer.metadata, params);
  return customer;
}

export function listCustomers(store: Store, params: TParams) {
  const email = optionalString(params, "email");
  return store.all("customer").filter((customer) => email === null || customer.email === email);
}

export function createProduct(store: Store, params: TParams) {
  const id = optionalString(params, "id") ?? randomId("prod_", 14);
  if (store.find("product", id)) throw invalid("Product already exists.", "id", "resource_already_exists");
  return store.put(
    productObject({
      id,
      active: optionalBoolean(params, "active") ?? true,
      description: optionalString(params, "description"),
      metadata: mergeMetadata({}, params),
      name: requiredString(params, "name"),
    }),
  );
}

export function listProducts(store: Store, params: TParams) {
  const active = optionalBoolean(params, "active");
  return store.all("product").filter((product) => active === null || product.active === active);
}

export function createPrice(store: Store, params: TParams) {
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
  return store.put(
    priceObject({
      active: optionalBoolean(params, "active") ?? true,
      currency: requiredString(params, "currency").toLowerCase(),
      lookup_key: lookupKey,
      metadata: mergeMetadata({}, params),
      nickname: optionalString(params, "nickname"),
      product: product.id,
      recurring: recurringOf(optionalObject(params, "recurring")),
      unit_amount: unitAmount,
    }),
  );
}

function recurringOf(recurring: TParams | null): TPrice["recurring"] {
  if (recurring === null) return null;
  const interval = optionalEnum(recurring, "interval", ["day", "week", "month", "year"], "recurring[interval]");
  if (interval === null) throw missing("recurring[interval]");
  const count = optionalInteger(recurring, "interval_count", "recurring[interval_count]") ?? 1;
  return { interval, interval_count: count, meter: null, trial_period_days: null, usage_type: "licensed" };
}

export function listPrices(store: Store, params: TParams) {
  const lookupKeys = optionalStrings(params, "lookup_keys");
  const active = optionalBoolean(params, "active");
  const product = optionalString(params, "product");
  const currency = optionalString(params, "currency");
  return store
    .all("price")
    .filter((price) => lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
    .filter((price) => active === null || price.active === active)
    .filter((price) => product === null || price.product === product)
    .filter((price) => currency === null || price.currency === currency);
}

export function updatePrice(store: Store, id: string, params: TParams) {
  const price = store.get("price", id);
  const active = optionalBoolean(params, "active");
  if (active !== null) price.active = active;
  if (params.nickname !== undefined) price.nickname = optionalString(params, "nickname");
  price.metadata = mergeMetadata(price.metadata, params);
  return price;
}
