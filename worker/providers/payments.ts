import Stripe from "stripe";
import type { TDb } from "../../db/client";
import { findLatestSubscriptionOf } from "../../db/queries/subscriptions";
import { findUserById, setStripeCustomerId } from "../../db/queries/users";
import type { TTier } from "../../domain/names";
import type { TCurrency } from "../../domain/prices";
import { configOf } from "../config";
import type { Env } from "../env";
import { logWarning } from "../platform/log";
import { PORTAL_CONFIGURATION_KEY, PORTAL_CONFIGURATION_VALUE, priceLookupKey } from "./price-lookup";

// One code path for Stripe and the local emulator, which differ only in the URL (docs/decisions/005).
// How long one call to Stripe may take before it counts as failed. The SDK's own 80 s, taken twice
// with its retry, would keep a buyer watching a spinner for almost three minutes and a cron run
// waiting as long; Stripe answers the calls MyPin makes in well under a second.
export const STRIPE_TIMEOUT_MS = 10_000;

export function createStripe(env: Env) {
  const { STRIPE_API_URL: url, STRIPE_SECRET_KEY } = configOf(env);
  const config: Stripe.StripeConfig = {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
  };
  if (url) {
    config.host = url.hostname;
    config.port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
    config.protocol = url.protocol === "https:" ? "https" : "http";
  }
  return new Stripe(STRIPE_SECRET_KEY, config);
}

// The Stripe SDK's own errors come from the provider (or the network to it), never from our code.
export function isProviderError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

// Stripe has no object of that id: never there, deleted, or of the other mode (test or live).
export function isMissingAtStripe(error: unknown) {
  return isProviderError(error) && error.code === "resource_missing";
}

// Stripe answers a reference with the object's id, or with the object itself when expanded.
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

// An invoice with the payment intent that paid it: MyPin's invoices are paid in one payment.
export async function invoiceWithPaymentIntent(stripe: Stripe, invoiceId: string) {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
  return { invoice, paymentIntent: idOf(invoice.payments?.data[0]?.payment.payment_intent) };
}

// Prices are found by lookup key (npm run stripe:setup creates them), once per isolate.
const priceIds = new Map<string, string>();

export async function priceIdFor(stripe: Stripe, tier: TTier, currency: TCurrency) {
  const key = priceLookupKey(tier, currency);
  const known = priceIds.get(key);
  if (known) return known;
  const { data } = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
  const price = data[0];
  if (!price) throw new Error(`No active Stripe price with lookup key ${key}: run npm run stripe:setup`);
  priceIds.set(key, price.id);
  return price.id;
}

// Our portal configuration (npm run stripe:setup pins it without plan switching), once per isolate.
let portalConfiguration: string | null = null;

export async function portalConfigurationId(stripe: Stripe) {
  if (portalConfiguration) return portalConfiguration;
  for await (const configuration of stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
    if (configuration.metadata?.[PORTAL_CONFIGURATION_KEY] !== PORTAL_CONFIGURATION_VALUE) continue;
    portalConfiguration = configuration.id;
    return configuration.id;
  }
  throw new Error("No MyPin billing portal configuration: run npm run stripe:setup");
}

// The account's one Stripe customer, stored on the user: an e-mail lookup could find a customer
// someone else made with that address, and loses the customer when the account's e-mail changes.
// An account that bought before the id was stored is found through its own subscription.
export async function existingCustomerId(db: TDb, stripe: Stripe, userId: string) {
  const user = await findUserById(db, userId);
  if (user?.stripeCustomerId) return user.stripeCustomerId;
  const subscription = await findLatestSubscriptionOf(db, userId);
  if (!subscription) return null;
  const { customer } = await stripe.subscriptions.retrieve(subscription.id);
  const id = typeof customer === "string" ? customer : customer.id;
  return (await setStripeCustomerId(db, userId, id)) ?? id;
}

// The idempotency key makes two concurrent first checkouts of one account share one customer.
export async function customerIdFor(db: TDb, stripe: Stripe, user: { id: string; email: string }) {
  const existing = await existingCustomerId(db, stripe, user.id);
  if (existing) return existing;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  return (await setStripeCustomerId(db, user.id, customer.id)) ?? customer.id;
}

// A session that was paid or has already expired cannot be expired again; that is the goal anyway.
export async function expireCheckoutSession(env: Env, id: string) {
  try {
    await createStripe(env).checkout.sessions.expire(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    logWarning(`Could not expire checkout session ${id}`, error);
  }
}

export { Stripe };
