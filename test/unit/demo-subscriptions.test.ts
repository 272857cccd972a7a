import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateName } from "../../domain/names.ts";
import { DEMO_ACCOUNTS, SEEDED_PINS } from "../../tools/demo-data.ts";
import { buyDemoPins, demoSubscriptionsSql } from "../../tools/demo-subscriptions.ts";
import { seedSql } from "../../tools/seed.ts";
import { stripeClient } from "../../tools/stripe-client.ts";
import { startStripeEmulator, type TStripeEmulator } from "../../tools/stripe-emulator/server.ts";
import { addMonths } from "../../tools/stripe-emulator/time.ts";
import { priceLookupKey } from "../../worker/providers/price-lookup.ts";
import { stripeEmulator } from "../helpers/stripe-emulator.ts";

// `npm start` and the browser suite give each demo pin a subscription bought months ago and running
// since (tools/demo-subscriptions.ts), anew on every start, since the emulator forgets them.
let server: TStripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStripeEmulator({ port: 0 });
  stripe = stripeClient(server.secretKey, server.url);
});

afterAll(() => server.stop());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const OWNER = DEMO_ACCOUNTS.owner;

function migratedDatabase() {
  const db = new DatabaseSync(":memory:");
  for (const name of readdirSync("migrations")
    .filter((file) => file.endsWith(".sql"))
    .sort()) {
    db.exec(readFileSync(`migrations/${name}`, "utf8"));
  }
  return db;
}

describe("the demo pins' subscriptions at the emulator", () => {
  it("are the demo owner's, live and paid yearly in pounds since the month each was bought", async () => {
    const before = nowSeconds();
    const { customer, purchases } = await buyDemoPins(server);
    expect(purchases.map((purchase) => purchase.mypin)).toEqual(SEEDED_PINS.map((pin) => pin.mypin));
    expect((await stripe.customers.retrieve(customer)) as Stripe.Customer).toMatchObject({
      email: OWNER.email,
      metadata: { userId: OWNER.id },
    });
    for (const pin of SEEDED_PINS) {
      const { subscription: bought } = purchases.find((purchase) => purchase.mypin === pin.mypin) ?? {};
      const subscription = await stripe.subscriptions.retrieve(String(bought?.id), { expand: ["latest_invoice"] });
      const start = subscription.start_date;
      expect(start).toBeGreaterThanOrEqual(addMonths(before, -pin.boughtMonthsAgo));
      expect(start).toBeLessThanOrEqual(addMonths(nowSeconds(), -pin.boughtMonthsAgo));
      expect(subscription).toMatchObject({
        customer,
        status: "active",
        trial_end: null,
        cancel_at_period_end: false,
        created: start,
        billing_cycle_anchor: start,
        currency: "gbp",
        metadata: {
          mypin: pin.mypin,
          latitude: String(pin.latitude),
          longitude: String(pin.longitude),
          userId: OWNER.id,
        },
      });
      const [item] = subscription.items.data;
      expect(item?.price.lookup_key).toBe(priceLookupKey(validateName(pin.mypin).tier ?? "premium", "gbp"));
      expect(item?.current_period_start).toBe(start);
      expect(item?.current_period_end).toBe(addMonths(start, 12));
      expect(item?.current_period_end).toBeGreaterThan(nowSeconds());
      // Paid in full by card when it was bought.
      const invoice = subscription.latest_invoice as Stripe.Invoice;
      expect(invoice).toMatchObject({ status: "paid", created: start, amount_paid: item?.price.unit_amount });
      expect(subscription.default_payment_method).toEqual(expect.stringMatching(/^pm_/));
      // Its start was long ago: nothing of it is sent to the worker now.
      expect(await stripeEmulator(server.url).recordedEvents({ objectId: subscription.id })).toEqual([]);
      expect(await stripeEmulator(server.url).recordedEvents({ objectId: invoice.id })).toEqual([]);
    }
  });

  it("are refused a start in the future, or a first period already over", async () => {
    const { data } = await stripe.prices.list({ lookup_keys: [priceLookupKey("basic", "gbp")] });
    const customer = await stripe.customers.create({ email: "refused@example.com" });
    const start = async (fields: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/_emulator/subscriptions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ customer: customer.id, price: data[0]?.id, ...fields }),
      });
      return { status: response.status, body: (await response.json()) as { error: { param: string } } };
    };
    expect(await start({ start_date: nowSeconds() + 60 })).toMatchObject({
      status: 400,
      body: { error: { param: "start_date" } },
    });
    expect(await start({ start_date: addMonths(nowSeconds(), -13) })).toMatchObject({
      status: 400,
      body: { error: { param: "start_date" } },
    });
    expect(await start({ start_date: nowSeconds(), card: "4000000000000002" })).toMatchObject({
      status: 400,
      body: { error: { param: "card" } },
    });
    expect(await start({ start_date: nowSeconds(), metadata: { count: 1 } })).toMatchObject({
      status: 400,
      body: { error: { param: "metadata" } },
    });
    expect(await start({ start_date: nowSeconds(), price: "price_missing" })).toMatchObject({
      status: 400,
      body: { error: { param: "price" } },
    });
  });
});

type TSubscriptionRow = { id: string; mypin_id: number; status: string; current_period_end: number };

describe("the demo pins' rows", () => {
  it("point at the subscriptions as fulfilment writes them, and end in the same shape on every start", async () => {
    const db = migratedDatabase();
    db.exec(await seedSql());
    const first = await buyDemoPins(server);
    db.exec(demoSubscriptionsSql(first.customer, first.purchases));
    // The owner asked to cancel one of the first start's subscriptions.
    db.exec(`INSERT INTO cancellation_requests (mypin, email, processed) VALUES ('my.pin2', '${OWNER.email}', 1)`);

    const second = await buyDemoPins(server);
    db.exec(await seedSql());
    db.exec(demoSubscriptionsSql(second.customer, second.purchases));

    expect(db.prepare("SELECT stripe_customer_id FROM users WHERE id = ?").get(OWNER.id)).toEqual({
      stripe_customer_id: second.customer,
    });
    expect(db.prepare("SELECT COUNT(*) AS count FROM cancellation_requests").get()).toEqual({ count: 0 });
    const rows = db.prepare("SELECT * FROM subscriptions ORDER BY id").all() as TSubscriptionRow[];
    expect(rows.map((row) => row.id)).toEqual(second.purchases.map(({ subscription }) => subscription.id).sort());
    for (const { mypin, tier, subscription } of second.purchases) {
      const start = subscription.start_date * 1000;
      const pin = db.prepare("SELECT id, subscription_id, created_at FROM mypins WHERE mypin = ?").get(mypin);
      expect(pin).toMatchObject({ subscription_id: subscription.id, created_at: start });
      expect(rows.find((row) => row.id === subscription.id)).toEqual({
        id: subscription.id,
        user_id: OWNER.id,
        email: OWNER.email,
        mypin_id: pin?.id,
        status: "active",
        tier,
        currency: "gbp",
        amount_minor: subscription.items.data[0]?.price.unit_amount,
        current_period_end: (subscription.items.data[0]?.current_period_end ?? 0) * 1000,
        cancel_at_period_end: 0,
        trial_end: null,
        ended_at: null,
        grace_ends_at: null,
        refunded_minor: 0,
        dispute_status: null,
        reversed_at: null,
        created_at: start,
        updated_at: start,
      });
    }
  });

  it("leave a demo name someone else owns now alone", async () => {
    const db = migratedDatabase();
    db.exec(await seedSql());
    db.exec("UPDATE mypins SET user_id = NULL, user_email = 'new@example.com' WHERE mypin = 'harbour.view'");
    const { customer, purchases } = await buyDemoPins(server);
    db.exec(demoSubscriptionsSql(customer, purchases));
    expect(db.prepare("SELECT subscription_id FROM mypins WHERE mypin = 'harbour.view'").get()).toEqual({
      subscription_id: null,
    });
    expect(db.prepare("SELECT COUNT(*) AS count FROM subscriptions").get()).toEqual({ count: SEEDED_PINS.length - 1 });
  });
});
