import Stripe from "stripe";
import type { TTier } from "../../domain/names";
import type { TCurrency } from "../../domain/prices";
import { configOf } from "../config";
import type { Env } from "../env";
import { logWarning } from "./log";
import { priceLookupKey } from "./price-lookup";

// DESIGN section 6: one code path for Stripe and the local emulator, which differ only in the URL.
export function createStripe(env: Env) {
  const { STRIPE_API_URL: url, STRIPE_SECRET_KEY } = configOf(env);
  const config: Stripe.StripeConfig = { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 1 };
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

// One customer per e-mail address, so the billing portal finds every subscription of the user.
export async function findCustomer(stripe: Stripe, email: string) {
  const { data } = await stripe.customers.list({ email, limit: 1 });
  return data[0] ?? null;
}

export async function findOrCreateCustomer(stripe: Stripe, user: { id: string; email: string }) {
  return (
    (await findCustomer(stripe, user.email)) ??
    (await stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    ))
  );
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
