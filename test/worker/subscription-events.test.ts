import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { mypins, subscriptions } from "../../db/schema";
import { releaseOverduePins } from "../../worker/services/subscriptions/release-overdue-pins";
import { uniqueName } from "../helpers/unique";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { testDeps } from "../helpers/worker/deps";
import { fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

const db = () => createDb(env.DB);
const rowOf = (id: string) => db().query.subscriptions.findFirst({ where: eq(subscriptions.id, id) });

// How the owner's manage page shows their one pin's subscription.
async function standingOf(browser: TBrowserSession) {
  const { pins } = await (await browser.api.me.pins.$get({ query: {} })).json();
  return pins[0]?.standing;
}

async function ownedPin() {
  const buyer = await signedInBuyer();
  const mypin = uniqueName("owned");
  const sessionId = await paidCheckout(buyer.browser, { mypin, currency: "gbp" });
  expect((await fulfil(buyer.browser, sessionId)).status).toBe(200);
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  return { ...buyer, mypin, subscriptionId: String(session.subscription) };
}

describe("subscription events", () => {
  it("follow Stripe's current state, so a late or repeated event cannot undo a newer one", async () => {
    const { subscriptionId } = await ownedPin();
    const created = await emulator.recordedEvent(subscriptionId, "customer.subscription.created");
    await stripeClient().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const updated = await emulator.recordedEvent(subscriptionId, "customer.subscription.updated");
    expect((await deliverWebhook(updated)).status).toBe(200);
    expect(await rowOf(subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await deliverWebhook(created)).status).toBe(200);
    expect((await deliverWebhook(updated)).status).toBe(200);
    expect(await rowOf(subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("record the end of a subscription, and leave its pin to the daily release", async () => {
    const { subscriptionId, mypin } = await ownedPin();
    await stripeClient().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await emulator.advanceSubscription(subscriptionId);
    const deleted = await emulator.recordedEvent(subscriptionId, "customer.subscription.deleted");
    expect((await deliverWebhook(deleted)).status).toBe(200);
    expect(await rowOf(subscriptionId)).toMatchObject({ status: "canceled", graceEndsAt: null });
    expect(await db().select().from(mypins).where(eq(mypins.mypin, mypin))).toHaveLength(1);
    await releaseOverduePins(testDeps(), { dry: false, by: "cron" });
    expect(await db().select().from(mypins).where(eq(mypins.mypin, mypin))).toHaveLength(0);
    expect(await (await browserSession().get(`/api/names/${mypin}/availability`)).json()).toEqual({
      available: true,
      reason: null,
    });
  });

  it("mark a failed renewal past due, and show the owner so", async () => {
    const { subscriptionId, browser } = await ownedPin();
    expect(await standingOf(browser)).toBe("active");
    await emulator.failSubscriptionPayment(subscriptionId);
    const [failed] = (await emulator.recordedEvents({ objectId: subscriptionId })).length
      ? await invoiceFailures(subscriptionId)
      : [];
    expect(failed).toBeDefined();
    expect((await deliverWebhook(failed)).status).toBe(200);
    expect(await rowOf(subscriptionId)).toMatchObject({ status: "past_due" });
    expect(await standingOf(browser)).toBe("past_due");
  });

  it("acknowledge event types MyPin does not use", async () => {
    const response = await deliverWebhook({
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      type: "charge.succeeded",
      data: { object: {} },
    });
    expect(response.status).toBe(200);
  });
});

// invoice.payment_failed names the invoice, whose parent names the subscription.
async function invoiceFailures(subscriptionId: string) {
  const events = await emulator.recordedEvents({ type: "invoice.payment_failed" });
  return events.filter(
    (event) => (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription === subscriptionId,
  );
}
