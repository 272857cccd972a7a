// The /v1 routes: which Stripe endpoint runs which function, and the shape of what it answers.
import {
  createCustomer,
  createPrice,
  createProduct,
  listCustomers,
  listPrices,
  listProducts,
  updateCustomer,
  updatePrice,
} from "./catalog.ts";
import { createCheckoutSession, expireCheckoutSession, listCheckoutSessions } from "./checkout.ts";
import { createCoupon, createPromotionCode, listPromotionCodes, updatePromotionCode } from "./discounts.ts";
import { expandObject } from "./expand.ts";
import { listInvoicePayments, listInvoices } from "./invoices.ts";
import type { TKind } from "./kinds.ts";
import { listOf } from "./lists.ts";
import { scheduleNotices } from "./notices.ts";
import { ApiError, optionalString, optionalStrings, type TParams } from "./params.ts";
import { createRefund, listRefunds } from "./payments.ts";
import { createConfiguration, createPortalSession, listConfigurations, updateConfiguration } from "./portal.ts";
import type { Store } from "./store.ts";
import { updateSubscription } from "./subscription-updates.ts";
import { cancelSubscription, listSubscriptions } from "./subscriptions.ts";

type TRequest = { store: Store; params: TParams; id: string; path: string };
type TRoute = { method: string; pattern: RegExp; handle: (request: TRequest) => object };

const routes: TRoute[] = [];

function route(method: string, path: string, handle: (request: TRequest) => object) {
  routes.push({ method, pattern: new RegExp(`^${path.replace(":id", "([^/]+)")}$`), handle });
}

function list<T extends { id: string }>(path: string, items: (store: Store, params: TParams) => T[]) {
  route("GET", path, ({ store, params }) => listOf(path, items(store, params), params));
}

function retrieve(path: string, kind: TKind) {
  route("GET", `${path}/:id`, ({ store, id }) => store.get(kind, id));
}

route("POST", "/v1/customers", ({ store, params }) => createCustomer(store, params));
list("/v1/customers", listCustomers);
retrieve("/v1/customers", "customer");
route("POST", "/v1/customers/:id", ({ store, id, params }) => updateCustomer(store, id, params));

route("POST", "/v1/products", ({ store, params }) => createProduct(store, params));
list("/v1/products", listProducts);
retrieve("/v1/products", "product");

route("POST", "/v1/prices", ({ store, params }) => createPrice(store, params));
list("/v1/prices", listPrices);
route("POST", "/v1/prices/:id", ({ store, id, params }) => updatePrice(store, id, params));
retrieve("/v1/prices", "price");

route("POST", "/v1/coupons", ({ store, params }) => createCoupon(store, params));
list("/v1/coupons", (store) => store.all("coupon"));
retrieve("/v1/coupons", "coupon");

route("POST", "/v1/promotion_codes", ({ store, params }) => createPromotionCode(store, params));
list("/v1/promotion_codes", listPromotionCodes);
retrieve("/v1/promotion_codes", "promotion_code");
route("POST", "/v1/promotion_codes/:id", ({ store, id, params }) => updatePromotionCode(store, id, params));

route("POST", "/v1/checkout/sessions", ({ store, params }) => createCheckoutSession(store, params));
list("/v1/checkout/sessions", listCheckoutSessions);
retrieve("/v1/checkout/sessions", "checkout.session");
route("POST", "/v1/checkout/sessions/:id/expire", ({ store, id }) => expireCheckoutSession(store, id));
route("GET", "/v1/checkout/sessions/:id/line_items", ({ store, id, params, path }) => {
  store.get("checkout.session", id);
  return listOf(path, [...(store.checkoutLineItems.get(id) ?? [])].reverse(), params);
});

list("/v1/subscriptions", listSubscriptions);
retrieve("/v1/subscriptions", "subscription");
route("POST", "/v1/subscriptions/:id", ({ store, id, params }) => {
  const subscription = updateSubscription(store, id, params);
  scheduleNotices(store, subscription);
  return subscription;
});
route("DELETE", "/v1/subscriptions/:id", ({ store, id }) => cancelSubscription(store, id));

list("/v1/invoices", listInvoices);
retrieve("/v1/invoices", "invoice");
list("/v1/invoice_payments", listInvoicePayments);
retrieve("/v1/payment_intents", "payment_intent");
retrieve("/v1/charges", "charge");
retrieve("/v1/disputes", "dispute");
retrieve("/v1/payment_methods", "payment_method");

route("POST", "/v1/refunds", ({ store, params }) => createRefund(store, params));
list("/v1/refunds", listRefunds);
retrieve("/v1/refunds", "refund");

route("POST", "/v1/billing_portal/configurations", ({ store, params }) => createConfiguration(store, params));
list("/v1/billing_portal/configurations", listConfigurations);
retrieve("/v1/billing_portal/configurations", "billing_portal.configuration");
route("POST", "/v1/billing_portal/configurations/:id", ({ store, id, params }) =>
  updateConfiguration(store, id, params),
);
route("POST", "/v1/billing_portal/sessions", ({ store, params }) => createPortalSession(store, params));

list("/v1/events", (store, params) => {
  const type = optionalString(params, "type");
  return store.events.filter((event) => type === null || event.type === type);
});
route("GET", "/v1/events/:id", ({ store, id }) => {
  const event = store.events.find((candidate) => candidate.id === id);
  if (!event) throw new ApiError(404, `No such event: '${id}'`, { code: "resource_missing", param: "id" });
  return event;
});

// Runs one API request; the answer is expanded as `expand[]` asks, always on a copy.
export function handleApi(store: Store, method: string, path: string, params: TParams): object {
  for (const candidate of routes) {
    const match = candidate.method === method ? candidate.pattern.exec(path) : null;
    if (!match) continue;
    const result = candidate.handle({ store, params, id: decodeURIComponent(match[1] ?? ""), path });
    return expandObject(store, result, optionalStrings(params, "expand"));
  }
  throw new ApiError(
    404,
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}
