import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeEmulator, type TStripeEmulator } from "../../tools/stripe-emulator/server.ts";
import { priceLookupKey } from "../../worker/services/price-lookup.ts";
import { stripeEmulator } from "../helpers/stripe-emulator.ts";
import { uniqueCard, uniqueEmail } from "../helpers/unique.ts";

// The card a paid checkout leaves on its subscription, through the real SDK: what the worker reads
// to allow one free trial per card.
let server: TStripeEmulator;
let stripe: Stripe;
let emulator: ReturnType<typeof stripeEmulator>;

beforeAll(async () => {
  server = await startStripeEmulator({ port: 0 });
  const url = new URL(server.url);
  stripe = new Stripe(server.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
  });
  emulator = stripeEmulator(server.url);
});

afterAll(() => server.stop());

async function price() {
  const prices = await stripe.prices.list({ lookup_keys: [priceLookupKey("simple", "gbp")] });
  const found = prices.data[0];
  if (!found) throw new Error("the emulator's setup made no simple GBP price");
  return found;
}

// A new customer's checkout, trialing 30 days unless `trial` is false, paid with `card`.
async function paidSubscription(card: string, options: { trial?: boolean; expiry?: string; email?: string } = {}) {
  const customer = await stripe.customers.create({ email: options.email ?? uniqueEmail("card") });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: (await price()).id, quantity: 1 }],
    subscription_data: options.trial === false ? {} : { trial_period_days: 30 },
    success_url: "http://mypin.test/done",
  });
  expect((await emulator.payCheckout(session.id, card, { expiry: options.expiry })).status).toBe(200);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  return stripe.subscriptions.retrieve(String(completed.subscription), { expand: ["default_payment_method"] });
}

function cardOf(subscription: Stripe.Subscription) {
  const method = subscription.default_payment_method as Stripe.PaymentMethod;
  if (!method.card) throw new Error(`${method.id} is not a card`);
  return { method, card: method.card };
}

describe("the card a checkout is paid with", () => {
  it("becomes the subscription's default payment method, attached to the customer", async () => {
    const number = uniqueCard();
    const email = uniqueEmail("card");
    const subscription = await paidSubscription(number, { expiry: "07 / 31", email });
    const { method, card } = cardOf(subscription);
    expect(method).toMatchObject({ object: "payment_method", type: "card", customer: subscription.customer });
    expect(card).toMatchObject({ brand: "visa", last4: number.slice(-4), exp_month: 7, exp_year: 2031 });
    expect(card.fingerprint).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(method.billing_details.email).toBe(email);
    expect(await stripe.paymentMethods.retrieve(method.id)).toEqual(method);
  });

  it("has one fingerprint for one number, and another for another number", async () => {
    const number = uniqueCard();
    const first = cardOf(await paidSubscription(number));
    const again = cardOf(await paidSubscription(number));
    const other = cardOf(await paidSubscription(uniqueCard()));
    expect(again.method.id).not.toBe(first.method.id);
    expect(again.card.fingerprint).toBe(first.card.fingerprint);
    expect(other.card.fingerprint).not.toBe(first.card.fingerprint);
  });

  it("has the same fingerprint on an emulator started afresh", async () => {
    const number = uniqueCard();
    const before = cardOf(await paidSubscription(number)).card.fingerprint;
    const other = await startStripeEmulator({ port: 0, setup: false });
    try {
      const url = new URL(other.url);
      const client = new Stripe(other.secretKey, {
        httpClient: Stripe.createFetchHttpClient(),
        host: url.hostname,
        port: Number(url.port),
        protocol: "http",
      });
      const product = await client.products.create({ name: "Restarted" });
      const yearly = await client.prices.create({
        product: product.id,
        currency: "gbp",
        unit_amount: 1000,
        recurring: { interval: "year" },
      });
      const session = await client.checkout.sessions.create({
        mode: "subscription",
        customer_email: uniqueEmail("restart"),
        line_items: [{ price: yearly.id, quantity: 1 }],
      });
      expect((await stripeEmulator(other.url).payCheckout(session.id, number)).status).toBe(200);
      const paid = await client.checkout.sessions.retrieve(session.id, {
        expand: ["subscription.default_payment_method"],
      });
      const subscription = paid.subscription as Stripe.Subscription;
      expect(cardOf(subscription).card.fingerprint).toBe(before);
    } finally {
      await other.stop();
    }
  });

  it("names its network from the number", async () => {
    const { card } = cardOf(await paidSubscription("5555555555554444"));
    expect(card).toMatchObject({ brand: "mastercard", display_brand: "mastercard", last4: "4444" });
  });

  it("pays the first invoice, and the charge says which card", async () => {
    const subscription = await paidSubscription(uniqueCard(), { trial: false });
    const { method } = cardOf(subscription);
    const invoice = await stripe.invoices.retrieve(String(subscription.latest_invoice));
    const payment = invoice.payments?.data[0]?.payment.payment_intent;
    const intent = await stripe.paymentIntents.retrieve(String(payment), {
      expand: ["payment_method", "latest_charge"],
    });
    expect((intent.payment_method as Stripe.PaymentMethod).id).toBe(method.id);
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge.payment_method).toBe(method.id);
    expect(charge.payment_method_details).toMatchObject({
      type: "card",
      card: { fingerprint: method.card?.fingerprint, last4: method.card?.last4 },
    });
  });

  it("refuses an expiry in the past", async () => {
    const customer = await stripe.customers.create({ email: uniqueEmail("expired") });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: (await price()).id, quantity: 1 }],
    });
    expect(await emulator.payCheckout(session.id, uniqueCard(), { expiry: "01/20" })).toEqual({
      status: 402,
      body: { error: "Your card's expiration year is in the past." },
    });
  });

  it("refuses a card that cannot be charged when the checkout charges at once", async () => {
    const customer = await stripe.customers.create({ email: uniqueEmail("declined") });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: (await price()).id, quantity: 1 }],
    });
    expect(await emulator.payCheckout(session.id, "4000000000000341")).toEqual({
      status: 402,
      body: { error: "Your card was declined." },
    });
  });
});
