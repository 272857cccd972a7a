// `npm run stripe:setup`: the MyPin product, its 9 yearly prices (tier x currency, found by lookup
// key), the billing portal's configuration and, given STRIPE_WEBHOOK_URL, the webhook endpoint
// there, created only where missing and corrected where they differ, so it can run any number of
// times against Stripe or the emulator.
// STRIPE_SECRET_KEY is required; STRIPE_API_URL (e.g. http://127.0.0.1:12111) points at the emulator.
import Stripe from "stripe";
import { TIER_ORDER, type TTier, tierLabel } from "../domain/names.ts";
import { CURRENCIES, priceInMinorUnits, type TCurrency } from "../domain/prices.ts";
import {
  PORTAL_CONFIGURATION_KEY,
  PORTAL_CONFIGURATION_VALUE,
  PRODUCT_ID,
  priceLookupKey,
} from "../worker/providers/price-lookup.ts";
import { stripeClient } from "./stripe-client.ts";
import { manageWebhookEndpoint, type TWebhookSetup } from "./stripe-webhook-endpoint.ts";

// Demo discounts, only on the emulator: codes a person can type on the checkout form.
const DEMO_PROMOTIONS = [
  {
    code: "WELCOME10",
    coupon: { id: "mypin_welcome10", name: "Welcome, 10% off", percent_off: 10, duration: "forever" },
  },
  { code: "SAVE5", coupon: { id: "mypin_save5", name: "£5 off", amount_off: 500, currency: "gbp", duration: "once" } },
] as const;

export type TSetupResult = {
  product: string;
  prices: Record<string, string>;
  promotionCodes: Record<string, string>;
  portalConfiguration: string;
  webhook: TWebhookSetup | null;
};

export type TSetupOptions = {
  demoPromotionCode: boolean;
  // Where Stripe should send the worker's events (`https://<domain>/api/webhooks/stripe`); without
  // it the webhook endpoint is left as it is.
  webhookUrl?: string;
  log?: (line: string) => void;
};

export async function setupStripe(stripe: Stripe, options: TSetupOptions) {
  const log = options.log ?? (() => undefined);
  const product = await findOrCreateProduct(stripe, log);
  const result: TSetupResult = {
    product: product.id,
    prices: {},
    promotionCodes: {},
    portalConfiguration: "",
    webhook: null,
  };
  const wanted = TIER_ORDER.flatMap((tier) =>
    CURRENCIES.map((currency) => ({ tier, currency, key: priceLookupKey(tier, currency) })),
  );
  const existing = await stripe.prices.list({ lookup_keys: wanted.map(({ key }) => key), active: true, limit: 100 });
  for (const { tier, currency, key } of wanted) {
    const found = existing.data.find((price) => price.lookup_key === key);
    const amount = priceInMinorUnits(tier, currency);
    if (found && found.unit_amount === amount && found.recurring?.interval === "year" && found.product === product.id) {
      log(`Price ${key}: found ${found.id}`);
      result.prices[key] = found.id;
      continue;
    }
    const price = await createPrice(stripe, product.id, tier, currency);
    if (found) await stripe.prices.update(found.id, { active: false });
    log(`Price ${key}: ${found ? `replaced ${found.id} by` : "created"} ${price.id} (${amount} ${currency} a year)`);
    result.prices[key] = price.id;
  }
  result.portalConfiguration = await findOrPinPortalConfiguration(stripe, log);
  if (options.demoPromotionCode) {
    for (const promotion of DEMO_PROMOTIONS)
      result.promotionCodes[promotion.code] = await findOrCreatePromotion(stripe, promotion, log);
  }
  if (options.webhookUrl) result.webhook = await manageWebhookEndpoint(stripe, options.webhookUrl, log);
  else
    log(
      "Webhook endpoint: skipped, STRIPE_WEBHOOK_URL is not set. To create or correct it, run STRIPE_WEBHOOK_URL=https://<your domain>/api/webhooks/stripe npm run stripe:setup",
    );
  return result;
}

async function findOrCreateProduct(stripe: Stripe, log: (line: string) => void) {
  try {
    const product = await stripe.products.retrieve(PRODUCT_ID);
    log(`Product ${PRODUCT_ID}: found`);
    return product;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const product = await stripe.products.create({ id: PRODUCT_ID, name: "MyPin" });
  log(`Product ${PRODUCT_ID}: created`);
  return product;
}

// The billing portal our customers get: cards, invoices and cancelling at period end, but no plan
// switching, since a pin's tier comes from its name and a cheaper plan would undercut it
// (worker/providers/payments.ts finds it by this metadata).
const PORTAL_FEATURES = {
  invoice_history: { enabled: true },
  payment_method_update: { enabled: true },
  subscription_cancel: { enabled: true, mode: "at_period_end" },
  subscription_update: { enabled: false },
} satisfies Stripe.BillingPortal.ConfigurationCreateParams.Features;

async function findOrPinPortalConfiguration(stripe: Stripe, log: (line: string) => void) {
  for await (const configuration of stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
    if (configuration.metadata?.[PORTAL_CONFIGURATION_KEY] !== PORTAL_CONFIGURATION_VALUE) continue;
    if (configuration.features.subscription_update.enabled) {
      await stripe.billingPortal.configurations.update(configuration.id, { features: PORTAL_FEATURES });
      log(`Billing portal configuration ${configuration.id}: plan switching turned off`);
    } else log(`Billing portal configuration ${configuration.id}: found`);
    return configuration.id;
  }
  const created = await stripe.billingPortal.configurations.create({
    name: "MyPin",
    features: PORTAL_FEATURES,
    metadata: { [PORTAL_CONFIGURATION_KEY]: PORTAL_CONFIGURATION_VALUE },
  });
  log(`Billing portal configuration ${created.id}: created`);
  return created.id;
}

function createPrice(stripe: Stripe, product: string, tier: TTier, currency: TCurrency) {
  return stripe.prices.create({
    product,
    currency,
    unit_amount: priceInMinorUnits(tier, currency),
    recurring: { interval: "year" },
    lookup_key: priceLookupKey(tier, currency),
    transfer_lookup_key: true,
    nickname: `MyPin ${tierLabel(tier)}`,
    metadata: { tier, currency },
  });
}

async function findOrCreatePromotion(
  stripe: Stripe,
  promotion: (typeof DEMO_PROMOTIONS)[number],
  log: (line: string) => void,
) {
  try {
    await stripe.coupons.retrieve(promotion.coupon.id);
  } catch (error) {
    if (!isMissing(error)) throw error;
    await stripe.coupons.create(promotion.coupon);
    log(`Coupon ${promotion.coupon.id}: created`);
  }
  const { data } = await stripe.promotionCodes.list({ code: promotion.code, active: true, limit: 1 });
  const found = data[0];
  if (found) {
    log(`Promotion code ${promotion.code}: found ${found.id}`);
    return found.id;
  }
  const created = await stripe.promotionCodes.create({
    promotion: { type: "coupon", coupon: promotion.coupon.id },
    code: promotion.code,
    active: true,
  });
  log(`Promotion code ${promotion.code}: created ${created.id}`);
  return created.id;
}

function isMissing(error: unknown) {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

if (import.meta.main) {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) {
    console.error("Set STRIPE_SECRET_KEY (and STRIPE_API_URL to use the emulator, e.g. http://127.0.0.1:12111).");
    process.exit(1);
  }
  const apiUrl = process.env.STRIPE_API_URL || undefined;
  console.log(`Setting up Stripe at ${apiUrl ?? "https://api.stripe.com"}`);
  await setupStripe(stripeClient(key, apiUrl), {
    demoPromotionCode: Boolean(apiUrl),
    webhookUrl: process.env.STRIPE_WEBHOOK_URL || undefined,
    log: (line) => console.log(`  ${line}`),
  });
}
