import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeClient } from "../../tools/stripe-client.ts";
import { startStripeEmulator, type TStripeEmulator } from "../../tools/stripe-emulator/server.ts";
import { priceLookupKey } from "../../worker/providers/price-lookup.ts";
import { stripeEmulator } from "../helpers/stripe-emulator.ts";
import { uniqueCard, uniqueEmail } from "../helpers/unique.ts";

// The emulator answers a parameter it does not take as Stripe answers one it does not know, through
// the real SDK, and acts on nothing of the refused request.
let server: TStripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStripeEmulator({ port: 0 });
  stripe = stripeClient(server.secretKey, server.url);
});

afterAll(() => server.stop());

function unknown(param: string) {
  return {
    type: "StripeInvalidRequestError",
    statusCode: 400,
    rawType: "invalid_request_error",
    code: "parameter_unknown",
    param,
    message: `Received unknown parameter: ${param}`,
  };
}

async function simplePrice() {
  const [price] = (await stripe.prices.list({ lookup_keys: [priceLookupKey("simple", "gbp")] })).data;
  if (!price) throw new Error("the emulator's setup made no simple GBP price");
  return price.id;
}

// The charge that paid a subscription's first invoice.
async function chargeOf(subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["latest_invoice.payments"] });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const intent = await stripe.paymentIntents.retrieve(String(invoice.payments?.data[0]?.payment.payment_intent));
  return String(intent.latest_charge);
}

async function paidSubscription() {
  const customer = await stripe.customers.create({ email: uniqueEmail("params") });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: await simplePrice(), quantity: 1 }],
  });
  expect((await stripeEmulator(server.url).payCheckout(session.id, uniqueCard())).status).toBe(200);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  return stripe.subscriptions.retrieve(String(paid.subscription));
}

describe("a parameter the emulator does not take", () => {
  it("is refused by POST /v1/customers, and no customer is made", async () => {
    const email = uniqueEmail("unknown");
    await expect(stripe.rawRequest("POST", "/v1/customers", { email, foo: "bar" })).rejects.toMatchObject(
      unknown("foo"),
    );
    expect((await stripe.customers.list({ email })).data).toEqual([]);
  });

  it("is refused inside subscription_data by POST /v1/checkout/sessions", async () => {
    const params = {
      mode: "subscription",
      customer_email: uniqueEmail("unknown"),
      line_items: [{ price: await simplePrice(), quantity: 1 }],
      subscription_data: { trial_period_days: 7, foo: "bar" },
    };
    await expect(stripe.rawRequest("POST", "/v1/checkout/sessions", params)).rejects.toMatchObject(
      unknown("subscription_data[foo]"),
    );
  });

  it("is refused inside a line item, named by its index", async () => {
    const params = {
      mode: "subscription",
      customer_email: uniqueEmail("unknown"),
      line_items: [{ price: await simplePrice(), quantity: 1, foo: "bar" }],
    };
    await expect(stripe.rawRequest("POST", "/v1/checkout/sessions", params)).rejects.toMatchObject(
      unknown("line_items[0][foo]"),
    );
  });

  it("is refused by GET /v1/subscriptions", async () => {
    await expect(stripe.rawRequest("GET", "/v1/subscriptions?status=all&foo=bar")).rejects.toMatchObject(
      unknown("foo"),
    );
  });

  it("is refused by GET /v1/promotion_codes", async () => {
    await expect(stripe.rawRequest("GET", "/v1/promotion_codes?code=WELCOME10&foo=bar")).rejects.toMatchObject(
      unknown("foo"),
    );
  });

  it("is refused by POST /v1/subscriptions/{id}, which changes nothing", async () => {
    const subscription = await paidSubscription();
    await expect(
      stripe.rawRequest("POST", `/v1/subscriptions/${subscription.id}`, {
        cancel_at_period_end: true,
        foo: "bar",
      }),
    ).rejects.toMatchObject(unknown("foo"));
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
  });

  it("is refused by POST /v1/refunds, which refunds nothing", async () => {
    const subscription = await paidSubscription();
    const charge = await chargeOf(subscription.id);
    await expect(stripe.rawRequest("POST", "/v1/refunds", { charge, foo: "bar" })).rejects.toMatchObject(
      unknown("foo"),
    );
    expect((await stripe.charges.retrieve(charge)).amount_refunded).toBe(0);
  });
});

describe("a parameter Stripe requires", () => {
  it("is asked for when missing, in Stripe's words", async () => {
    const product = await stripe.products.create({ name: "Missing currency" });
    await expect(
      stripe.rawRequest("POST", "/v1/prices", { product: product.id, unit_amount: 100 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      rawType: "invalid_request_error",
      code: "parameter_missing",
      param: "currency",
      message: "Missing required param: currency.",
    });
  });

  it("is asked for inside a hash that is given", async () => {
    await expect(stripe.rawRequest("GET", "/v1/invoice_payments?payment[payment_intent]=pi_1")).rejects.toMatchObject({
      code: "parameter_missing",
      param: "payment[type]",
      message: "Missing required param: payment[type].",
    });
  });
});

describe("the parameters Stripe's lists take", () => {
  it("page back with ending_before to the objects just newer", async () => {
    const email = uniqueEmail("pages");
    const made: Stripe.Customer[] = [];
    for (const name of ["first", "second", "third", "fourth"])
      made.push(await stripe.customers.create({ email, name }));
    const page = await stripe.customers.list({ email, limit: 2, ending_before: made[0]?.id });
    expect(page.data.map((customer) => customer.name)).toEqual(["third", "second"]);
    expect(page.has_more).toBe(true);
    const newest = await stripe.customers.list({ email, ending_before: made[2]?.id });
    expect(newest.data.map((customer) => customer.name)).toEqual(["fourth"]);
  });
});

describe("a checkout's locale", () => {
  it("is kept on the session, and one Stripe does not have is refused", async () => {
    const line_items = [{ price: await simplePrice(), quantity: 1 }];
    const session = await stripe.checkout.sessions.create({ mode: "subscription", line_items, locale: "nl" });
    expect(session.locale).toBe("nl");
    await expect(
      stripe.checkout.sessions.create({ mode: "subscription", line_items, locale: "xx" as "nl" }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "locale", message: "Invalid locale: xx" });
  });
});
