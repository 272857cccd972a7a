// The demo pins as bought months ago (SEEDED_PINS boughtMonthsAgo), each on a live, paid yearly
// subscription of the demo owner at the Stripe emulator, so that the manage page shows when each
// renews and cancelling one asks Stripe, as for any pin. The emulator keeps nothing between starts:
// each start buys them anew there and rewrites the demo pins' rows to match, as fulfilment wrote
// them when they were bought. It runs before the app starts, and the emulator sends no events for
// them (tools/stripe-emulator/past-subscriptions.ts), so no webhook of theirs reaches the worker.
import type Stripe from "stripe";
import { type TTier, validateName } from "../domain/names.ts";
import type { TCurrency } from "../domain/prices.ts";
import { priceLookupKey } from "../worker/providers/price-lookup.ts";
import { subscriptionState } from "../worker/services/subscriptions/subscription-state.ts";
import { DEMO_ACCOUNTS, SEEDED_PINS } from "./demo-data.ts";
import { executeSql, quote } from "./seed.ts";
import { stripeClient } from "./stripe-client.ts";
import type { TStripeEmulator } from "./stripe-emulator/server.ts";
import { addMonths } from "./stripe-emulator/time.ts";

// The demo owner pays in pounds, as a buyer in the UK would be asked to.
const CURRENCY: TCurrency = "gbp";

const OWNER = DEMO_ACCOUNTS.owner;

export type TDemoPurchase = { mypin: string; tier: TTier; subscription: Stripe.Subscription };

type TEmulator = Pick<TStripeEmulator, "url" | "secretKey">;

export async function seedDemoSubscriptions(emulator: TEmulator, persistTo?: string) {
  const { customer, purchases } = await buyDemoPins(emulator);
  await executeSql(demoSubscriptionsSql(customer, purchases), persistTo);
}

// The demo owner's customer, made as the worker makes a buyer's (customerIdFor), and a subscription
// of it for each demo pin, on the tier's price as the worker picks it (priceIdFor) and with the
// metadata its checkout gives one (startCheckout).
export async function buyDemoPins(emulator: TEmulator) {
  const stripe = stripeClient(emulator.secretKey, emulator.url);
  const customer = await stripe.customers.create({ email: OWNER.email, metadata: { userId: OWNER.id } });
  const now = Math.floor(Date.now() / 1000);
  const purchases: TDemoPurchase[] = [];
  for (const pin of SEEDED_PINS) {
    const tier = validateName(pin.mypin).tier ?? "premium";
    const key = priceLookupKey(tier, CURRENCY);
    const [price] = (await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 })).data;
    if (!price) throw new Error(`The Stripe emulator has no active price with lookup key ${key}`);
    const subscription = await startPastSubscription(emulator.url, {
      customer: customer.id,
      price: price.id,
      start_date: addMonths(now, -pin.boughtMonthsAgo),
      metadata: {
        mypin: pin.mypin,
        latitude: String(pin.latitude),
        longitude: String(pin.longitude),
        userId: OWNER.id,
      },
    });
    purchases.push({ mypin: pin.mypin, tier, subscription });
  }
  return { customer: customer.id, purchases };
}

async function startPastSubscription(emulatorUrl: string, body: Record<string, unknown>) {
  const response = await fetch(`${emulatorUrl}/_emulator/subscriptions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The Stripe emulator refused a demo subscription: ${await response.text()}`);
  return (await response.json()) as Stripe.Subscription;
}

// The owner's customer, and each demo pin still the owner's (one released and bought by someone else
// is left alone) bought when its subscription started, with that subscription's row.
export function demoSubscriptionsSql(customer: string, purchases: readonly TDemoPurchase[]) {
  return [
    `UPDATE users SET stripe_customer_id = ${quote(customer)} WHERE id = ${quote(OWNER.id)};`,
    ...purchases.flatMap(purchaseSql),
  ].join("\n");
}

function purchaseSql({ mypin, tier, subscription }: TDemoPurchase) {
  const pin = `mypin = ${quote(mypin)} AND user_id = ${quote(OWNER.id)}`;
  const boughtAt = subscription.start_date * 1000;
  const state = subscriptionState(subscription);
  const row = {
    id: subscription.id,
    user_id: OWNER.id,
    email: OWNER.email,
    status: state.status,
    tier,
    currency: CURRENCY,
    amount_minor: state.amountMinor,
    current_period_end: state.currentPeriodEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    trial_end: state.trialEnd,
    ended_at: state.endedAt,
    created_at: boughtAt,
    updated_at: boughtAt,
  };
  return [
    // An earlier start's subscriptions went with its emulator, and so did the requests to cancel them.
    `DELETE FROM subscriptions WHERE id = (SELECT subscription_id FROM mypins WHERE ${pin}) ` +
      `OR mypin_id = (SELECT id FROM mypins WHERE ${pin});`,
    `DELETE FROM cancellation_requests WHERE email = ${quote(OWNER.email)} AND mypin = ${quote(mypin)};`,
    `UPDATE mypins SET subscription_id = ${quote(subscription.id)}, created_at = ${boughtAt} WHERE ${pin};`,
    `INSERT INTO subscriptions (mypin_id, ${Object.keys(row).join(", ")}) ` +
      `SELECT id, ${Object.values(row).map(sqlValue).join(", ")} FROM mypins WHERE ${pin};`,
  ];
}

function sqlValue(value: string | number | boolean | null) {
  if (value === null) return "NULL";
  if (typeof value === "string") return quote(value);
  return String(Number(value));
}
