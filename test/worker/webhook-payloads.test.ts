import { env } from "cloudflare:workers";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { nameLock } from "../../worker/services/names/locks";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { uniqueName } from "../helpers/unique";
import { boughtPin, emailsOf, subscriptionRow } from "../helpers/worker/lifecycle";
import { checkout, signedInBuyer } from "../helpers/worker/purchase";
import { chargeOf, deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

// Stripe renders an event in its webhook endpoint's API version, which may be older than the SDK's.
// These events carry what an older version's payload would, or less: the worker must still act.
function eventWith(type: string, object: Record<string, unknown>): Stripe.Event {
  return {
    id: `evt_${crypto.randomUUID()}`,
    object: "event",
    api_version: "2024-06-20",
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}

async function failedInvoiceOf(subscriptionId: string) {
  const events = await emulator.recordedEvents({ type: "invoice.payment_failed" });
  const invoice = events
    .map((event) => event.data.object as Stripe.Invoice)
    .find((object) => object.parent?.subscription_details?.subscription === subscriptionId);
  if (!invoice) throw new Error(`No failed invoice for ${subscriptionId}`);
  return invoice;
}

describe("Stripe events from a webhook endpoint of any API version", () => {
  it("e-mail the owner about a failed payment when the invoice has no parent, as before 2025-03-31", async () => {
    const { user, mypin, subscriptionId } = await boughtPin();
    expect((await emulator.failSubscriptionPayment(subscriptionId, { retries: 3 })).status).toBe(200);
    const { parent: _parent, ...invoice } = await failedInvoiceOf(subscriptionId);

    const response = await deliverWebhook(
      eventWith("invoice.payment_failed", { ...invoice, subscription: subscriptionId }),
    );

    expect(response.status).toBe(200);
    const [email] = await emailsOf(user.email, "payment-failed");
    expect(email?.subject).toBe(`Payment for your MyPin "${mypin}" failed`);
    expect(email?.text).toContain("£24");
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "past_due" });
  });

  it("e-mail about a failed payment from the invoice's id alone", async () => {
    const { user, subscriptionId } = await boughtPin();
    await emulator.failSubscriptionPayment(subscriptionId, { retries: 3 });
    const { id } = await failedInvoiceOf(subscriptionId);

    expect((await deliverWebhook(eventWith("invoice.payment_failed", { id, object: "invoice" }))).status).toBe(200);

    expect(await emailsOf(user.email, "payment-failed")).toHaveLength(1);
  });

  it("read a renewal's new period end when invoice.upcoming names only the customer", async () => {
    const { subscriptionId } = await boughtPin();
    const stripe = stripeClient();
    const { customer } = await stripe.subscriptions.retrieve(subscriptionId);
    const renewsAt = Date.now() + 5 * 24 * 3600 * 1000;
    await emulator.moveSubscription(subscriptionId, { currentPeriodEndMs: renewsAt });

    const upcoming = eventWith("invoice.upcoming", { object: "invoice", customer, subscription: subscriptionId });
    expect((await deliverWebhook(upcoming)).status).toBe(200);

    expect((await subscriptionRow(subscriptionId))?.currentPeriodEnd).toBe(Math.floor(renewsAt / 1000) * 1000);
  });

  it("free the name of an expired checkout whose payload has no metadata", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("lapsed");
    const id = sessionIdOf((await checkout(browser, { mypin })).body.url ?? "");
    await stripeClient().checkout.sessions.expire(id);

    const expired = eventWith("checkout.session.expired", { id, object: "checkout.session" });
    expect((await deliverWebhook(expired)).status).toBe(200);

    expect((await nameLock(env, mypin).status(null)).isLocked).toBe(false);
  });

  it("keep the hold of a checkout that is still open, whatever an expired event's payload says", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("open");
    const id = sessionIdOf((await checkout(browser, { mypin })).body.url ?? "");

    const claim = eventWith("checkout.session.expired", {
      id,
      object: "checkout.session",
      status: "expired",
      metadata: { mypin },
    });
    expect((await deliverWebhook(claim)).status).toBe(200);

    expect((await nameLock(env, mypin).status(null)).isLocked).toBe(true);
    expect((await stripeClient().checkout.sessions.retrieve(id)).status).toBe("open");
  });

  it("record a refund and a dispute from the charge's and the dispute's ids alone", async () => {
    const { subscriptionId } = await boughtPin();
    const charge = await chargeOf(subscriptionId);
    await stripeClient().refunds.create({ charge, amount: 100 });

    expect((await deliverWebhook(eventWith("charge.refunded", { id: charge, object: "charge" }))).status).toBe(200);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ refundedMinor: 100 });

    const dispute = (await emulator.disputeCharge(charge)).body;
    const opened = eventWith("charge.dispute.created", { id: dispute.id, object: "dispute" });
    expect((await deliverWebhook(opened)).status).toBe(200);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ disputeStatus: dispute.status });
  });

  it("acknowledge an event whose object Stripe does not have, as the Dashboard's test events name, rather than fail it for ever", async () => {
    for (const [type, object] of [
      ["invoice.payment_failed", "invoice"],
      ["charge.refunded", "charge"],
      ["customer.subscription.updated", "subscription"],
      ["checkout.session.expired", "checkout.session"],
    ] as const) {
      const response = await deliverWebhook(eventWith(type, { id: `${object}_00000000000000`, object }));
      expect(response.status, type).toBe(200);
    }
  });
});
