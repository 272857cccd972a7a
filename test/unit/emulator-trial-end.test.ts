import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeClient } from "../../tools/stripe-client.ts";
import { startStripeEmulator, type TStripeEmulator } from "../../tools/stripe-emulator/server.ts";
import { priceLookupKey } from "../../worker/providers/price-lookup.ts";
import { stripeEmulator } from "../helpers/stripe-emulator.ts";
import { uniqueCard, uniqueEmail } from "../helpers/unique.ts";

// A checkout's trial given as the moment it ends (subscription_data.trial_end), which Stripe takes
// only 48 hours or more ahead: what a transfer of a pin carries its paid time over with.
let server: TStripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStripeEmulator({ port: 0 });
  stripe = stripeClient(server.secretKey, server.url);
});

afterAll(() => server.stop());

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

async function checkoutEndingTrialAt(
  trialEnd: number,
  extra: Stripe.Checkout.SessionCreateParams.SubscriptionData = {},
) {
  const [price] = (await stripe.prices.list({ lookup_keys: [priceLookupKey("premium", "gbp")] })).data;
  const customer = await stripe.customers.create({ email: uniqueEmail("trial-end") });
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: String(price?.id), quantity: 1 }],
    subscription_data: { trial_end: trialEnd, ...extra },
  });
}

describe("subscription_data[trial_end] on a checkout", () => {
  it("charges nothing today and starts a subscription trialing until that moment", async () => {
    const trialEnd = now() + 200 * 24 * HOUR;
    const session = await checkoutEndingTrialAt(trialEnd);
    expect(session.amount_total).toBe(0);
    const page = await (await fetch(String(session.url))).text();
    expect(page).toMatch(/Total due today<\/span><span>£0\.00/);
    expect(page).toContain("Free until");

    expect((await stripeEmulator(server.url).payCheckout(session.id, uniqueCard())).status).toBe(200);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    const subscription = paid.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ status: "trialing", trial_end: trialEnd });
    expect(subscription.items.data[0]?.current_period_end).toBe(trialEnd);
  });

  it("is refused less than 48 hours ahead, as Stripe refuses it", async () => {
    await expect(checkoutEndingTrialAt(now() + 47 * HOUR)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "subscription_data[trial_end]",
      message: "subscription_data[trial_end] has to be at least 48 hours in the future.",
    });
  });

  it("is refused with trial_period_days beside it", async () => {
    await expect(checkoutEndingTrialAt(now() + 72 * HOUR, { trial_period_days: 7 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "subscription_data[trial_end]",
    });
  });
});
