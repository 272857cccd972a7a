// The /v1 routes: which Stripe endpoint runs which function, with which parameters, and the shape
// of what it answers.
import * as accepted from "./accepted-params.ts";
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
import { checkParams, type TAnyAccepted } from "./param-check.ts";
import { ApiError, optionalString, optionalStrings, type TParams } from "./params.ts";
import { createRefund, listRefunds } from "./payments.ts";
import { createConfiguration, createPortalSession, listConfigurations, updateConfiguration } from "./portal.ts";
import { RETRIEVE } from "./retrieve-params.ts";
import type { Store } from "./store.ts";
import { updateSubscription } from "./subscription-updates.ts";
import { cancelSubscription, listSubscriptions } from "./subscriptions.ts";
import { createWebhookEndpoint, deleteWebhookEndpoint, updateWebhookEndpoint } from "./webhook-endpoints.ts";

type TRequest = { store: Store; params: TParams; id: string; path: string };
type TRoute = { method: string; pattern: RegExp; accepted: TAnyAccepted; handle: (request: TRequest) => object };

const routes: TRoute[] = [];

function route(method: string, path: string, accepts: TAnyAccepted, handle: (request: TRequest) => object) {
  routes.push({ method, pattern: new RegExp(`^${path.replace(":id", "([^/]+)")}$`), accepted: accepts, handle });
}

function list<T extends { id: string }>(
  path: string,
  accepts: TAnyAccepted,
  items: (store: Store, params: TParams) => T[],
) {
  route("GET", path, accepts, ({ store, params }) => listOf(path, items(store, params), params));
}

function retrieve(path: string, kind: TKind, accepts: TAnyAccepted) {
  route("GET", `${path}/:id`, accepts, ({ store, id }) => store.get(kind, id));
}

route("POST", "/v1/customers", accepted.CREATE_CUSTOMER, ({ store, params }) => createCustomer(store, params));
list("/v1/customers", accepted.LIST_CUSTOMERS, listCustomers);
retrieve("/v1/customers", "customer", RETRIEVE.customer);
route("POST", "/v1/customers/:id", accepted.UPDATE_CUSTOMER, ({ store, id, params }) =>
  updateCustomer(store, id, params),
);

route("POST", "/v1/products", accepted.CREATE_PRODUCT, ({ store, params }) => createProduct(store, params));
list("/v1/products", accepted.LIST_PRODUCTS, listProducts);
retrieve("/v1/products", "product", RETRIEVE.product);

route("POST", "/v1/prices", accepted.CREATE_PRICE, ({ store, params }) => createPrice(store, params));
list("/v1/prices", accepted.LIST_PRICES, listPrices);
route("POST", "/v1/prices/:id", accepted.UPDATE_PRICE, ({ store, id, params }) => updatePrice(store, id, params));
retrieve("/v1/prices", "price", RETRIEVE.price);

route("POST", "/v1/coupons", accepted.CREATE_COUPON, ({ store, params }) => createCoupon(store, params));
list("/v1/coupons", accepted.LIST_COUPONS, (store) => store.all("coupon"));
retrieve("/v1/coupons", "coupon", RETRIEVE.coupon);

route("POST", "/v1/promotion_codes", accepted.CREATE_PROMOTION_CODE, ({ store, params }) =>
  createPromotionCode(store, params),
);
list("/v1/promotion_codes", accepted.LIST_PROMOTION_CODES, listPromotionCodes);
retrieve("/v1/promotion_codes", "promotion_code", RETRIEVE.promotionCode);
route("POST", "/v1/promotion_codes/:id", accepted.UPDATE_PROMOTION_CODE, ({ store, id, params }) =>
  updatePromotionCode(store, id, params),
);

route("POST", "/v1/checkout/sessions", accepted.CREATE_CHECKOUT_SESSION, ({ store, params }) =>
  createCheckoutSession(store, params),
);
list("/v1/checkout/sessions", accepted.LIST_CHECKOUT_SESSIONS, listCheckoutSessions);
retrieve("/v1/checkout/sessions", "checkout.session", RETRIEVE.checkoutSession);
route("POST", "/v1/checkout/sessions/:id/expire", accepted.EXPIRE_CHECKOUT_SESSION, ({ store, id }) =>
  expireCheckoutSession(store, id),
);
route(
  "GET",
  "/v1/checkout/sessions/:id/line_items",
  accepted.LIST_CHECKOUT_LINE_ITEMS,
  ({ store, id, params, path }) => {
    store.get("checkout.session", id);
    return listOf(path, [...(store.checkoutLineItems.get(id) ?? [])].reverse(), params);
  },
);

list("/v1/subscriptions", accepted.LIST_SUBSCRIPTIONS, listSubscriptions);
retrieve("/v1/subscriptions", "subscription", RETRIEVE.subscription);
route("POST", "/v1/subscriptions/:id", accepted.UPDATE_SUBSCRIPTION, ({ store, id, params }) => {
  const subscription = updateSubscription(store, id, params);
  scheduleNotices(store, subscription);
  return subscription;
});
route("DELETE", "/v1/subscriptions/:id", accepted.CANCEL_SUBSCRIPTION, ({ store, id }) =>
  cancelSubscription(store, id),
);

list("/v1/invoices", accepted.LIST_INVOICES, listInvoices);
retrieve("/v1/invoices", "invoice", RETRIEVE.invoice);
list("/v1/invoice_payments", accepted.LIST_INVOICE_PAYMENTS, listInvoicePayments);
retrieve("/v1/payment_intents", "payment_intent", RETRIEVE.paymentIntent);
retrieve("/v1/charges", "charge", RETRIEVE.charge);
retrieve("/v1/disputes", "dispute", RETRIEVE.dispute);
retrieve("/v1/payment_methods", "payment_method", RETRIEVE.paymentMethod);

route("POST", "/v1/refunds", accepted.CREATE_REFUND, ({ store, params }) => createRefund(store, params));
list("/v1/refunds", accepted.LIST_REFUNDS, listRefunds);
retrieve("/v1/refunds", "refund", RETRIEVE.refund);

route("POST", "/v1/billing_portal/configurations", accepted.CREATE_PORTAL_CONFIGURATION, ({ store, params }) =>
  createConfiguration(store, params),
);
list("/v1/billing_portal/configurations", accepted.LIST_PORTAL_CONFIGURATIONS, listConfigurations);
retrieve("/v1/billing_portal/configurations", "billing_portal.configuration", RETRIEVE.portalConfiguration);
route("POST", "/v1/billing_portal/configurations/:id", accepted.UPDATE_PORTAL_CONFIGURATION, ({ store, id, params }) =>
  updateConfiguration(store, id, params),
);
route("POST", "/v1/billing_portal/sessions", accepted.CREATE_PORTAL_SESSION, ({ store, params }) =>
  createPortalSession(store, params),
);

list("/v1/events", accepted.LIST_EVENTS, (store, params) => {
  const type = optionalString(params, "type");
  return store.events.filter((event) => type === null || event.type === type);
});
route("GET", "/v1/events/:id", RETRIEVE.event, ({ store, id }) => {
  const event = store.events.find((candidate) => candidate.id === id);
  if (!event) throw new ApiError(404, `No such event: '${id}'`, { code: "resource_missing", param: "id" });
  return event;
});

route("POST", "/v1/webhook_endpoints", accepted.CREATE_WEBHOOK_ENDPOINT, ({ store, params }) =>
  createWebhookEndpoint(store, params),
);
list("/v1/webhook_endpoints", accepted.LIST_WEBHOOK_ENDPOINTS, (store) => store.all("webhook_endpoint"));
retrieve("/v1/webhook_endpoints", "webhook_endpoint", RETRIEVE.webhookEndpoint);
route("POST", "/v1/webhook_endpoints/:id", accepted.UPDATE_WEBHOOK_ENDPOINT, ({ store, id, params }) =>
  updateWebhookEndpoint(store, id, params),
);
route("DELETE", "/v1/webhook_endpoints/:id", accepted.DELETE_WEBHOOK_ENDPOINT, ({ store, id }) =>
  deleteWebhookEndpoint(store, id),
);

// Runs one API request: its parameters are checked first, so a refused request changes nothing,
// and the answer is expanded as `expand[]` asks, always on a copy.
export function handleApi(store: Store, method: string, path: string, params: TParams): object {
  for (const candidate of routes) {
    const match = candidate.method === method ? candidate.pattern.exec(path) : null;
    if (!match) continue;
    checkParams(candidate.accepted, params);
    const result = candidate.handle({ store, params, id: decodeURIComponent(match[1] ?? ""), path });
    return expandObject(store, result, optionalStrings(params, "expand"));
  }
  throw new ApiError(
    404,
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}
