import type Stripe from "stripe";
import type * as z from "zod";
import type { ZPromotionCodeSummary, ZStripeConnectionReport } from "../../domain/answers/staff";
import { devTools } from "../../domain/messages/dev-tools";
import { TIER_ORDER } from "../../domain/names";
import { CURRENCIES } from "../../domain/prices";
import { checkPrices, type TStripePrice } from "../../domain/stripe-check";
import { configOf } from "../config";
import type { TDeps } from "../platform/dependencies";
import { createStripe, isProviderError } from "./payments";
import { PRODUCT_ID, priceLookupKey } from "./price-lookup";

// The pricing page's development tools (test-stripe-connection): is the key
// accepted, do the 9 prices exist with the amounts MyPin charges, which promotion codes are live.

// A key's first 7 characters ("sk_test", "rk_live") tell its kind and mode and nothing more.
const KEY_PREFIX_LENGTH = 7;

export type TPromotionCodeSummary = z.output<typeof ZPromotionCodeSummary>;
export type TStripeConnectionReport = z.output<typeof ZStripeConnectionReport>;

export async function testStripeConnection({ env, now }: TDeps): Promise<TStripeConnectionReport> {
  const key = configOf(env).STRIPE_SECRET_KEY;
  const stripe = createStripe(env);
  const connection = await connectionTest(stripe);
  const report: TStripeConnectionReport = {
    success: false,
    timestamp: new Date(now).toISOString(),
    keyType: /^(sk|rk)_live_/.test(key) ? "live" : "test",
    keyPrefix: key.slice(0, KEY_PREFIX_LENGTH),
    connectionTest: { ok: connection.ok, detail: connection.detail },
    priceValidation: [],
    promotionCodes: [],
    errors: [],
  };
  if (!report.connectionTest.ok) {
    report.errors.push(report.connectionTest.detail);
    return report;
  }
  if (!connection.productFound) report.errors.push(connection.detail);
  try {
    report.priceValidation = checkPrices(await listPrices(stripe), priceLookupKey, PRODUCT_ID);
    report.errors.push(...report.priceValidation.flatMap((check) => check.problems));
  } catch (error) {
    report.errors.push(devTools.pricesUnlisted(providerFailure(error)));
  }
  try {
    report.promotionCodes = await listPromotionCodes(stripe);
  } catch (error) {
    report.errors.push(devTools.promotionsUnlisted(providerFailure(error)));
  }
  report.success = report.errors.length === 0;
  return report;
}

// Stripe's own messages may quote part of the key, so a failure is told by its status and type.
// A missing product is an answer from an accepted key (before npm run stripe:setup, say): the
// connection works, and the price check still tells which prices are missing too. The time Stripe
// took is measured by the clock itself, not the request's time, which stands still.
async function connectionTest(stripe: Stripe) {
  const started = Date.now();
  try {
    await stripe.products.retrieve(PRODUCT_ID);
    return { ok: true, productFound: true, detail: devTools.connected(PRODUCT_ID, Date.now() - started) };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.code === "resource_missing") {
      return { ok: true, productFound: false, detail: devTools.productMissing(PRODUCT_ID, Date.now() - started) };
    }
    return { ok: false, productFound: false, detail: devTools.unreachable(error.statusCode, error.type) };
  }
}

function providerFailure(error: unknown) {
  if (!isProviderError(error)) throw error;
  return error.type;
}

// Inactive prices are listed too, so that one is reported as inactive rather than as missing.
async function listPrices(stripe: Stripe) {
  const keys = TIER_ORDER.flatMap((tier) => CURRENCIES.map((currency) => priceLookupKey(tier, currency)));
  const { data } = await stripe.prices.list({ lookup_keys: keys, limit: 100 });
  const found = new Map<string, TStripePrice>();
  for (const price of data) {
    if (!price.lookup_key) continue;
    found.set(price.lookup_key, {
      product: typeof price.product === "string" ? price.product : price.product.id,
      currency: price.currency,
      unitAmount: price.unit_amount,
      interval: price.recurring?.interval ?? null,
      active: price.active,
    });
  }
  return found;
}

async function listPromotionCodes(stripe: Stripe): Promise<TPromotionCodeSummary[]> {
  const { data } = await stripe.promotionCodes.list({ active: true, limit: 100, expand: ["data.promotion.coupon"] });
  return data.map((promotion) => {
    const coupon = promotion.promotion.coupon;
    const known = coupon !== null && typeof coupon !== "string";
    return {
      code: promotion.code,
      percentOff: known ? coupon.percent_off : null,
      amountOff: known ? coupon.amount_off : null,
      currency: known ? coupon.currency : null,
    };
  });
}
