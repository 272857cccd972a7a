import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { subscriptions, users } from "../../db/schema";
import { setupStripe } from "../../tools/stripe-setup";
import { priceLookupKey } from "../../worker/providers/price-lookup";
import { uniqueName } from "../helpers/unique";
import { fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { chargeOf, deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

const db = () => createDb(env.DB);
const rowOf = (id: string) => db().query.subscriptions.findFirst({ where: eq(subscriptions.id, id) });

async function ownedPin(tier: "premium" | "simple" = "premium") {
  const buyer = await signedInBuyer();
  const mypin = uniqueName("paid", tier);
  const sessionId = await paidCheckout(buyer.browser, { mypin, currency: "gbp" });
  expect((await fulfil(buyer.browser, sessionId)).status).toBe(200);
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  return { ...buyer, mypin, subscriptionId: String(session.subscription), customer: String(session.customer) };
}

async function priceOf(tier: "basic" | "premium", currency: "gbp") {
  const { data } = await stripeClient().prices.list({ lookup_keys: [priceLookupKey(tier, currency)], limit: 1 });
  return data[0]?.id ?? "";
}

describe("payment integrity", () => {
  it("puts a Premium pin's subscription back on the Premium price when a cheaper plan is switched in", async () => {
    const { subscriptionId } = await ownedPin("premium");
    const stripe = stripeClient();
    const item = (await stripe.subscriptions.retrieve(subscriptionId)).items.data[0];
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item?.id ?? "", price: await priceOf("basic", "gbp") }],
    });
    const [switched] = (
      await emulator.recordedEvents({ objectId: subscriptionId, type: "customer.subscription.updated" })
    ).reverse();
    expect((await deliverWebhook(switched)).status).toBe(200);
    const after = await stripe.subscriptions.retrieve(subscriptionId);
    expect(after.items.data[0]?.price.id).toBe(await priceOf("premium", "gbp"));
    expect(await rowOf(subscriptionId)).toMatchObject({ status: "active", tier: "premium" });
  });

  it("stores the account's Stripe customer and opens the portal for it, not for a customer found by e-mail", async () => {
    const { user, browser, customer } = await ownedPin("simple");
    expect((await db().query.users.findFirst({ where: eq(users.id, user.id) }))?.stripeCustomerId).toBe(customer);
    // Someone else made a customer with the same address: the portal still opens the account's own.
    await stripeClient().customers.create({ email: user.email });
    const response = await browser.api["billing-portal"].$post({ json: {} });
    const { url } = await response.json();
    const page = await (await fetch(url)).text();
    expect(page).toContain(`Signed in as ${user.email}`);
    expect(page).toContain("Cancel subscription");
  });

  it("opens the portal in the pinned configuration, which cannot switch plans", async () => {
    const { browser, customer } = await ownedPin("premium");
    const response = await browser.api["billing-portal"].$post({ json: {} });
    expect(response.status).toBe(200);
    const { url } = await response.json();
    const stripe = stripeClient();
    const sessions = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
    const pinned = sessions.data.find((configuration) => configuration.metadata?.mypin === "billing-portal");
    expect(pinned?.features.subscription_update.enabled).toBe(false);
    expect(pinned?.features.subscription_cancel.enabled).toBe(true);
    expect(await (await fetch(url)).text()).not.toContain("Switch to");
    // The account's default configuration would have offered the cheaper plans.
    const unpinned = await stripe.billingPortal.sessions.create({ customer });
    expect(await (await fetch(unpinned.url)).text()).toContain("Switch to MyPin Basic");
  });

  it("keeps one pinned portal configuration however often stripe:setup runs", async () => {
    const first = await setupStripe(stripeClient(), { demoPromotionCode: false });
    const second = await setupStripe(stripeClient(), { demoPromotionCode: false });
    expect(second.portalConfiguration).toBe(first.portalConfiguration);
    const pinned = await stripeClient().billingPortal.configurations.retrieve(first.portalConfiguration);
    expect(pinned.features.subscription_update.enabled).toBe(false);
  });

  it("finds the customer of an account that bought before the id was stored, through its subscription", async () => {
    const { user, browser, customer } = await ownedPin("simple");
    await db().update(users).set({ stripeCustomerId: null }).where(eq(users.id, user.id));
    expect((await browser.post("/api/billing-portal", {})).status).toBe(200);
    expect((await db().query.users.findFirst({ where: eq(users.id, user.id) }))?.stripeCustomerId).toBe(customer);
  });

  it("records a refund of the subscription's payment on its row", async () => {
    const { subscriptionId } = await ownedPin("simple");
    const charge = await chargeOf(subscriptionId);
    await stripeClient().refunds.create({ charge, amount: 100 });
    const refunded = await emulator.recordedEvent(charge, "charge.refunded");
    expect((await deliverWebhook(refunded)).status).toBe(200);
    expect(await rowOf(subscriptionId)).toMatchObject({ refundedMinor: 100, disputeStatus: null });
    // Delivered twice, the refund is still counted once.
    expect((await deliverWebhook({ ...refunded, id: `evt_${crypto.randomUUID()}` })).status).toBe(200);
    expect(await rowOf(subscriptionId)).toMatchObject({ refundedMinor: 100 });
  });

  it("records a dispute of the subscription's payment and how it closed", async () => {
    const { subscriptionId } = await ownedPin("simple");
    const charge = await chargeOf(subscriptionId);
    const dispute = (await emulator.disputeCharge(charge)).body;
    expect((await deliverWebhook(await emulator.recordedEvent(dispute.id, "charge.dispute.created"))).status).toBe(200);
    expect(await rowOf(subscriptionId)).toMatchObject({ disputeStatus: "needs_response" });
    await emulator.closeDispute(dispute.id, "lost");
    expect((await deliverWebhook(await emulator.recordedEvent(dispute.id, "charge.dispute.closed"))).status).toBe(200);
    expect(await rowOf(subscriptionId)).toMatchObject({ disputeStatus: "lost" });
  });

  it("ignores a refund of a payment that is not a MyPin subscription's", async () => {
    const response = await deliverWebhook({
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_unknown", object: "charge", payment_intent: "pi_unknown" } },
    });
    expect(response.status).toBe(200);
  });
});
