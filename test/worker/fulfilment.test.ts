import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { checkouts, emailOutbox, mypins, processedEvents, subscriptions } from "../../db/schema";
import { paymentReturn, success } from "../../domain/messages/purchase";
import { nameKey } from "../../domain/name-policy";
import { nameLock } from "../../worker/services/names/locks";
import { PLACE } from "../helpers/places";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { uniqueName } from "../helpers/unique";
import { signedInAs } from "../helpers/worker/accounts";
import { browserSession } from "../helpers/worker/browser-session";
import { makePin } from "../helpers/worker/pins";
import { checkout, fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

const db = () => createDb(env.DB);
const pinsNamed = (mypin: string) => db().select().from(mypins).where(eq(mypins.mypin, mypin));
const emailsTo = (to: string, template: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .then((rows) => rows.filter((row) => row.template === template));

async function paymentIntentOf(sessionId: string) {
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  const invoice = await stripeClient().invoices.retrieve(String(session.invoice), { expand: ["payments"] });
  return String(invoice.payments?.data[0]?.payment.payment_intent);
}

async function subscriptionOf(sessionId: string) {
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  return String(session.subscription);
}

describe("fulfilment", () => {
  it("creates the pin at the chosen place, its subscription and a receipt, and ends the hold", async () => {
    const { browser, user } = await signedInBuyer();
    const mypin = uniqueName("done");
    const sessionId = await paidCheckout(browser, { mypin, currency: "eur" });
    const answer = await fulfil(browser, sessionId);
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        message: success.createdSuccessfully,
        mypin,
        subscriptionValue: 28,
        currency: "eur",
        tier: "simple",
        renewed: false,
        trialRefused: null,
      },
    });
    const [pin] = await pinsNamed(mypin);
    expect(pin).toMatchObject({
      ...PLACE,
      userId: user.id,
      userEmail: user.email,
      userName: "Test User",
      subscriptionId: await subscriptionOf(sessionId),
    });
    const subscription = await db().query.subscriptions.findFirst({ where: eq(subscriptions.mypinId, pin?.id ?? -1) });
    expect(subscription).toMatchObject({
      userId: user.id,
      status: "active",
      tier: "simple",
      currency: "eur",
      amountMinor: 2800,
    });
    expect(subscription?.currentPeriodEnd).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(await emailsTo(user.email, "receipt")).toHaveLength(1);
    expect((await nameLock(env, mypin).status(null)).isLocked).toBe(false);

    // The search finds it where the buyer put it.
    const found = await (await browser.get(`/api/pins/${mypin}`)).json();
    expect(found).toMatchObject({ pin: { mypin, ...PLACE } });
  });

  it("is the same whichever comes first, the success page or the webhook, and however often", async () => {
    for (const order of ["page-first", "webhook-first"] as const) {
      const { browser, user } = await signedInBuyer();
      const mypin = uniqueName(order);
      const sessionId = await paidCheckout(browser, { mypin });
      const completed = await emulator.recordedEvent(sessionId, "checkout.session.completed");
      if (order === "page-first") expect((await fulfil(browser, sessionId)).status).toBe(200);
      expect((await deliverWebhook(completed)).status).toBe(200);
      expect((await deliverWebhook(completed)).status).toBe(200);
      expect((await fulfil(browser, sessionId)).body).toMatchObject({ success: true, mypin });
      expect(await pinsNamed(mypin)).toHaveLength(1);
      expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
      expect(await emailsTo(user.email, "receipt")).toHaveLength(1);
    }
  });

  it("records each webhook event once", async () => {
    const { browser } = await signedInBuyer();
    const sessionId = await paidCheckout(browser, { mypin: uniqueName("event") });
    const completed = await emulator.recordedEvent(sessionId, "checkout.session.completed");
    await Promise.all([deliverWebhook(completed), deliverWebhook(completed)]);
    expect(await db().select().from(processedEvents).where(eq(processedEvents.id, completed.id))).toHaveLength(1);
  });

  it("fulfils a delayed payment when Stripe says it succeeded", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("delayed");
    const sessionId = await paidCheckout(browser, { mypin });
    const completed = await emulator.recordedEvent(sessionId, "checkout.session.completed");
    const succeeded = { ...completed, id: `evt_async_${sessionId}`, type: "checkout.session.async_payment_succeeded" };
    expect((await deliverWebhook(succeeded)).status).toBe(200);
    expect(await pinsNamed(mypin)).toHaveLength(1);
  });

  it("refuses a webhook with a bad signature and changes nothing", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("forged");
    const sessionId = await paidCheckout(browser, { mypin });
    const completed = await emulator.recordedEvent(sessionId, "checkout.session.completed");
    const forged = await deliverWebhook(completed, "whsec_not_ours");
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: { code: "WEBHOOK_SIGNATURE_INVALID" } });
    expect(await pinsNamed(mypin)).toHaveLength(0);
    expect(await db().select().from(processedEvents).where(eq(processedEvents.id, completed.id))).toHaveLength(0);
  });

  it("creates nothing for a checkout that was not paid", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("unpaid");
    const started = await checkout(browser, { mypin });
    const answer = await fulfil(browser, sessionIdOf(started.body.url ?? ""));
    expect(answer).toEqual({
      status: 409,
      body: { error: { code: "PAYMENT_UNSUCCESSFUL", message: paymentReturn.unsuccessful } },
    });
    expect(await pinsNamed(mypin)).toHaveLength(0);
  });

  it("does not show one buyer's checkout to another, nor an unknown one", async () => {
    const { browser } = await signedInBuyer();
    const sessionId = await paidCheckout(browser, { mypin: uniqueName("private") });
    const other = await signedInBuyer();
    expect((await fulfil(other.browser, sessionId)).body).toEqual({
      error: { code: "PAYMENT_SESSION_NOT_FOUND", message: paymentReturn.sessionNotFound },
    });
    expect((await fulfil(browser, "cs_test_unknown")).status).toBe(404);
  });

  it("cancels, refunds and tells a buyer who lost the name to a pin made meanwhile", async () => {
    const { browser, user } = await signedInBuyer();
    const mypin = uniqueName("lost");
    const sessionId = await paidCheckout(browser, { mypin });
    await makePin(env.DB, { mypin, userEmail: "first@example.com" });
    const answer = await fulfil(browser, sessionId);
    expect(answer).toEqual({
      status: 409,
      body: { error: { code: "PURCHASE_REFUNDED", message: paymentReturn.refunded } },
    });

    const subscriptionId = await subscriptionOf(sessionId);
    expect((await stripeClient().subscriptions.retrieve(subscriptionId)).status).toBe("canceled");
    const refunds = await stripeClient().refunds.list({ payment_intent: await paymentIntentOf(sessionId) });
    expect(refunds.data.map((refund) => [refund.amount, refund.status])).toEqual([[3200, "succeeded"]]);
    expect(await db().query.checkouts.findFirst({ where: eq(checkouts.id, sessionId) })).toMatchObject({
      status: "refunded",
    });
    expect(await pinsNamed(mypin)).toMatchObject([{ userEmail: "first@example.com" }]);

    // The webhook's copy of the same news changes nothing more: one refund, one e-mail.
    expect((await deliverWebhook(await emulator.recordedEvent(sessionId, "checkout.session.completed"))).status).toBe(
      200,
    );
    expect((await fulfil(browser, sessionId)).status).toBe(409);
    expect(await emailsTo(user.email, "purchase-refunded")).toHaveLength(1);
  });

  // The skeleton's unique index decides when a look-alike's pin appears while the buyer pays: the
  // hold serialises look-alikes, but a pin can still be made past it (a help-desk rename, a hold
  // that was keyed differently before the name policy).
  it("refunds a buyer whose name turned into a look-alike of a pin made meanwhile", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("mall");
    const sessionId = await paidCheckout(browser, { mypin });
    await makePin(env.DB, { mypin: mypin.replace("mall", "rna11"), userEmail: "first@example.com" });
    expect((await fulfil(browser, sessionId)).body).toEqual({
      error: { code: "PURCHASE_REFUNDED", message: paymentReturn.refunded },
    });
    expect(await pinsNamed(mypin)).toEqual([]);
    expect((await stripeClient().subscriptions.retrieve(await subscriptionOf(sessionId))).status).toBe("canceled");
  });

  it("stores the pin with its skeleton", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("mall");
    expect((await fulfil(browser, await paidCheckout(browser, { mypin }))).status).toBe(200);
    expect(await pinsNamed(mypin)).toMatchObject([{ skeleton: nameKey(mypin) }]);
  });

  it("leaves a lost purchase pending for a retry when the refund fails at the provider", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("retry");
    const sessionId = await paidCheckout(browser, { mypin });
    await makePin(env.DB, { mypin });
    const { subscription } = await stripeClient().checkout.sessions.retrieve(sessionId);
    await emulator.failNextCalls("DELETE", `/v1/subscriptions/${subscription}`);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect((await fulfil(browser, sessionId)).status).toBe(502);
    warn.mockRestore();
    expect(await db().query.checkouts.findFirst({ where: eq(checkouts.id, sessionId) })).toMatchObject({
      status: "pending",
    });
    expect((await fulfil(browser, sessionId)).body).toMatchObject({ error: { code: "PURCHASE_REFUNDED" } });
  });

  it("needs a signed-in buyer", async () => {
    const { browser, user } = await signedInBuyer();
    const sessionId = await paidCheckout(browser, { mypin: uniqueName("auth") });
    expect((await fulfil(browserSession(), sessionId)).status).toBe(401);
    expect((await fulfil(await signedInAs(user), sessionId)).status).toBe(200);
  });
});
