import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeEmulator, type TStripeEmulator } from "../../tools/stripe-emulator/server.ts";
import { priceLookupKey } from "../../worker/providers/price-lookup.ts";
import { stripeEmulator } from "../helpers/stripe-emulator.ts";
import { uniqueCard, uniqueEmail } from "../helpers/unique.ts";

// The card a paid checkout leaves on its subscription, and a trial ended early, through the real
// SDK: what the worker reads to allow one free trial per card, and what it does to a second one.
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

const nowSeconds = () => Math.floor(Date.now() / 1000);

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
    const invoice = await stripe.invoices.retrieve(String(subscription.latest_invoice), { expand: ["payments"] });
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

describe("trial_end=now", () => {
  it("ends the trial and charges a new period in full to the subscription's card", async () => {
    const trialing = await paidSubscription(uniqueCard());
    const { method } = cardOf(trialing);
    const since = (await emulator.recordedEvents({})).length;
    const ended = await stripe.subscriptions.update(trialing.id, { trial_end: "now" });
    const item = ended.items.data[0];
    expect(ended.status).toBe("active");
    expect(ended.trial_end).toBeGreaterThanOrEqual(nowSeconds() - 5);
    expect(ended.billing_cycle_anchor).toBe(ended.trial_end);
    expect(item?.current_period_start).toBe(ended.trial_end);
    expect(item?.current_period_end).toBeGreaterThan(nowSeconds() + 300 * 86_400);
    const invoice = await stripe.invoices.retrieve(String(ended.latest_invoice), { expand: ["payments"] });
    expect(invoice).toMatchObject({
      billing_reason: "subscription_update",
      status: "paid",
      amount_paid: item?.price.unit_amount,
    });
    const intent = await stripe.paymentIntents.retrieve(String(invoice.payments?.data[0]?.payment.payment_intent));
    expect(intent.payment_method).toBe(method.id);

    const events = (await emulator.recordedEvents({})).slice(since);
    const updated = events.find(
      (event) => event.type === "customer.subscription.updated" && event.data.object.id === trialing.id,
    );
    expect(updated?.data.previous_attributes).toMatchObject({ status: "trialing", trial_end: trialing.trial_end });
    expect(events.some((event) => event.type === "invoice.paid" && event.data.object.id === invoice.id)).toBe(true);
    // Stripe announces a trial ended at once as it does one about to end.
    const willEnd = await emulator.recordedEvents({
      objectId: trialing.id,
      type: "customer.subscription.trial_will_end",
    });
    expect(willEnd.map((event) => (event.data.object as Stripe.Subscription).status)).toEqual(["active"]);
  });

  it("leaves a card that cannot be charged past due, its invoice open, as a failed renewal", async () => {
    const trialing = await paidSubscription("4000000000000341");
    const ended = await stripe.subscriptions.update(trialing.id, { trial_end: "now" });
    expect(ended.status).toBe("past_due");
    const invoice = await stripe.invoices.retrieve(String(ended.latest_invoice));
    expect(invoice).toMatchObject({ status: "open", billing_reason: "subscription_update", amount_paid: 0 });
    const failed = await emulator.recordedEvents({ objectId: invoice.id, type: "invoice.payment_failed" });
    expect(failed).toHaveLength(1);
  });
});

describe("trial_end as a time", () => {
  it("moves a trial's end, its period's end and the billing cycle anchor", async () => {
    const trialing = await paidSubscription(uniqueCard());
    const later = nowSeconds() + 60 * 86_400;
    const moved = await stripe.subscriptions.update(trialing.id, { trial_end: later });
    expect(moved).toMatchObject({ status: "trialing", trial_end: later, billing_cycle_anchor: later });
    expect(moved.items.data[0]?.current_period_end).toBe(later);
  });

  it("refuses a time in the past, or more than two years away", async () => {
    const trialing = await paidSubscription(uniqueCard());
    await expect(stripe.subscriptions.update(trialing.id, { trial_end: nowSeconds() - 60 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "trial_end",
      message: "Invalid timestamp: must be an integer Unix timestamp in the future.",
    });
    await expect(
      stripe.subscriptions.update(trialing.id, { trial_end: nowSeconds() + 731 * 86_400 }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "trial_end" });
    expect((await stripe.subscriptions.retrieve(trialing.id)).trial_end).toBe(trialing.trial_end);
  });

  it("is refused on a canceled subscription", async () => {
    const trialing = await paidSubscription(uniqueCard());
    await stripe.subscriptions.cancel(trialing.id);
    await expect(stripe.subscriptions.update(trialing.id, { trial_end: "now" })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "trial_end",
      message: "A canceled subscription can only update its cancellation_details and metadata.",
    });
  });
});
