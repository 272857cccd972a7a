import { env } from "cloudflare:workers";
import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { uniqueName } from "../helpers/unique";
import { paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { emulator, stripeClient } from "../helpers/worker/stripe";

const DAY_MS = 86_400_000;

// A subscription bought through the worker's checkout: active, or trialing 90 days with FREE3.
async function subscription(options: { trial?: boolean } = {}) {
  const { browser } = await signedInBuyer();
  const sessionId = options.trial
    ? await paidCheckout(browser, { mypin: uniqueName("trial", "premium"), promoCode: "FREE3" })
    : await paidCheckout(browser, { mypin: uniqueName("life"), currency: "gbp" });
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  return String(session.subscription);
}

const retrieve = (id: string) => stripeClient().subscriptions.retrieve(id);

async function latestInvoice(subscriptionId: string) {
  return stripeClient().invoices.retrieve(String((await retrieve(subscriptionId)).latest_invoice), {
    expand: ["payments"],
  });
}

// The subscription's and its invoices' events, oldest first, as "type status-or-attempts".
async function story(subscriptionId: string, since: number) {
  const events = (await emulator.recordedEvents({})).slice(since);
  return events.flatMap((event) => {
    const object = event.data.object as Stripe.Subscription | Stripe.Invoice;
    if (object.object === "subscription") return object.id === subscriptionId ? [`${event.type} ${object.status}`] : [];
    return object.parent?.subscription_details?.subscription === subscriptionId
      ? [`${event.type} ${object.attempt_count}`]
      : [];
  });
}

const eventCount = async () => (await emulator.recordedEvents({})).length;

// Where the typed helper cannot send a bad value.
async function rawControl(path: string, body: unknown) {
  const response = await fetch(`${env.STRIPE_API_URL}/_emulator${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
}

afterEach(async () => {
  expect((await emulator.resetEmulatorSettings()).status).toBe(200);
});

describe("failed renewals", () => {
  it("are retried as configured, then cancel the subscription for the failed payment", async () => {
    const id = await subscription();
    expect((await emulator.setDunning({ retries: 2, final: "cancel" })).body.dunning).toEqual({
      retries: 2,
      final: "cancel",
    });
    const since = await eventCount();
    expect((await emulator.failSubscriptionPayment(id)).status).toBe(200);
    const first = await latestInvoice(id);
    expect(first).toMatchObject({ status: "open", attempt_count: 1 });
    expect(first.next_payment_attempt).toBeGreaterThan(Date.now() / 1000);
    expect((await emulator.retrySubscriptionPayment(id, "failed")).body.status).toBe("past_due");
    const second = await latestInvoice(id);
    expect(second.attempt_count).toBe(2);
    expect(second.next_payment_attempt).toBeGreaterThan(Date.now() / 1000);
    const ended = await emulator.retrySubscriptionPayment(id, "failed");
    expect(ended.status).toBe(200);
    const canceled = await retrieve(id);
    expect(canceled).toMatchObject({ status: "canceled", cancellation_details: { reason: "payment_failed" } });
    expect(canceled.ended_at).toBeGreaterThan(0);
    expect(canceled.canceled_at).toBe(canceled.ended_at);
    expect(await latestInvoice(id)).toMatchObject({
      status: "open",
      attempt_count: 3,
      next_payment_attempt: null,
      auto_advance: false,
    });
    expect(await story(id, since)).toEqual([
      "invoice.payment_failed 1",
      "customer.subscription.updated past_due",
      "invoice.payment_failed 2",
      "invoice.payment_failed 3",
      "customer.subscription.deleted canceled",
    ]);
    const again = await emulator.retrySubscriptionPayment(id, "failed");
    expect(again.status).toBe(400);
  });

  it("mark the subscription unpaid when so configured, with no attempt left", async () => {
    const id = await subscription();
    await emulator.setDunning({ retries: 1, final: "unpaid" });
    await emulator.failSubscriptionPayment(id);
    const since = await eventCount();
    expect((await emulator.retrySubscriptionPayment(id, "failed")).body.status).toBe("unpaid");
    expect(await latestInvoice(id)).toMatchObject({ status: "open", attempt_count: 2, next_payment_attempt: null });
    expect(await story(id, since)).toEqual(["invoice.payment_failed 2", "customer.subscription.updated unpaid"]);
    const [updated] = (await emulator.recordedEvents({ objectId: id, type: "customer.subscription.updated" })).slice(
      -1,
    );
    expect(updated?.data.previous_attributes).toMatchObject({ status: "past_due" });
    expect((await emulator.retrySubscriptionPayment(id, "paid")).status).toBe(400);
  });

  it("leave the subscription past due when so configured", async () => {
    const id = await subscription();
    await emulator.setDunning({ retries: 1, final: "past_due" });
    await emulator.failSubscriptionPayment(id);
    await emulator.retrySubscriptionPayment(id, "failed");
    expect((await retrieve(id)).status).toBe("past_due");
    expect((await latestInvoice(id)).next_payment_attempt).toBeNull();
  });

  it("end when a retry pays the invoice: the payment succeeds and the subscription is active again", async () => {
    const id = await subscription();
    await emulator.failSubscriptionPayment(id);
    const since = await eventCount();
    expect((await emulator.retrySubscriptionPayment(id, "paid")).body.status).toBe("active");
    const invoice = await latestInvoice(id);
    expect(invoice).toMatchObject({ status: "paid", attempt_count: 2, next_payment_attempt: null });
    expect(invoice.amount_paid).toBe(invoice.amount_due);
    const intentId = invoice.payments?.data[0]?.payment.payment_intent;
    const intent = await stripeClient().paymentIntents.retrieve(String(intentId));
    expect(intent).toMatchObject({
      status: "succeeded",
      amount_received: invoice.amount_due,
      last_payment_error: null,
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(await story(id, since)).toEqual(["invoice.paid 2", "customer.subscription.updated active"]);
  });

  it("cannot be retried where there is none, nor with an unknown outcome", async () => {
    const id = await subscription();
    const nothing = await emulator.retrySubscriptionPayment(id, "failed");
    expect(nothing.status).toBe(400);
    expect(JSON.stringify(nothing.body)).toContain("has no failed payment awaiting a retry");
    expect((await emulator.retrySubscriptionPayment("sub_missing", "paid")).status).toBe(404);
    await emulator.failSubscriptionPayment(id);
    const unknown = await rawControl(`/subscriptions/${id}/retry-payment`, { outcome: "maybe" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe('outcome must be "paid" or "failed".');
  });

  it("follow settings that are checked, and refuse bad ones", async () => {
    const bad = [
      { dunning: { retries: -1 } },
      { dunning: { retries: 1.5 } },
      { dunning: { final: "never" } },
      { dunning: "cancel" },
      { upcomingDays: 0 },
      { upcomingDays: "7" },
    ];
    for (const settings of bad) {
      const answer = await rawControl("/settings", settings);
      expect(answer.status, JSON.stringify(settings)).toBe(400);
      expect(answer.body.error?.message).toMatch(/must be/);
    }
    expect((await emulator.setEmulatorSettings({ upcomingDays: 3 })).body).toEqual({
      dunning: { retries: 3, final: "cancel" },
      upcomingDays: 3,
    });
    expect((await emulator.resetEmulatorSettings()).body).toEqual({
      dunning: { retries: 3, final: "cancel" },
      upcomingDays: 7,
    });
  });
});

describe("timed notices", () => {
  it("send trial_will_end once when the trial end is moved within three days", async () => {
    const id = await subscription({ trial: true });
    expect((await retrieve(id)).status).toBe("trialing");
    const willEnd = () => emulator.recordedEvents({ objectId: id, type: "customer.subscription.trial_will_end" });
    expect(await willEnd()).toHaveLength(0);
    const trialEndMs = Math.floor((Date.now() + 2 * DAY_MS) / 1000) * 1000;
    const moved = await emulator.moveSubscription(id, { trialEndMs });
    expect(moved.status).toBe(200);
    expect(moved.body.trial_end).toBe(trialEndMs / 1000);
    expect(moved.body.items.data[0]?.current_period_end).toBe(trialEndMs / 1000);
    const updated = await emulator.recordedEvent(id, "customer.subscription.updated");
    expect(updated.data.previous_attributes).toHaveProperty("trial_end");
    const [notice] = await willEnd();
    expect(notice?.data.object).toMatchObject({ id, trial_end: trialEndMs / 1000 });
    await emulator.moveSubscription(id, { trialEndMs: trialEndMs + DAY_MS });
    await emulator.moveSubscription(id, { trialEndMs });
    expect(await willEnd()).toHaveLength(2);
    expect((await willEnd()).map((event) => (event.data.object as Stripe.Subscription).trial_end)).toEqual([
      trialEndMs / 1000,
      trialEndMs / 1000 + 86_400,
    ]);
  });

  it("send invoice.upcoming once when the renewal is moved within the seven days", async () => {
    const id = await subscription();
    const upcoming = async () =>
      (await emulator.recordedEvents({ type: "invoice.upcoming" })).filter(
        (event) => (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription === id,
      );
    await emulator.moveSubscription(id, { currentPeriodEndMs: Date.now() + 10 * DAY_MS });
    expect(await upcoming()).toHaveLength(0);
    const renewalMs = Math.floor((Date.now() + 5 * DAY_MS) / 1000) * 1000;
    await emulator.moveSubscription(id, { currentPeriodEndMs: renewalMs });
    const [notice] = await upcoming();
    const invoice = notice?.data.object as Stripe.Invoice;
    const current = await retrieve(id);
    expect(invoice).not.toHaveProperty("id");
    expect(invoice).toMatchObject({
      object: "invoice",
      customer: current.customer,
      currency: "gbp",
      period_end: renewalMs / 1000,
      next_payment_attempt: renewalMs / 1000,
    });
    expect(invoice.amount_due).toBeGreaterThan(0);
    expect(invoice.lines.data[0]?.period.start).toBe(renewalMs / 1000);
    expect(invoice.lines.data[0]?.period.end).toBeGreaterThan(renewalMs / 1000 + 300 * 86_400);
    await emulator.moveSubscription(id, { currentPeriodEndMs: renewalMs });
    expect(await upcoming()).toHaveLength(1);
  });

  it("send no invoice.upcoming for a subscription that ends at its period end", async () => {
    const id = await subscription();
    await stripeClient().subscriptions.update(id, { cancel_at_period_end: true });
    const periodEnd = Math.floor((Date.now() + 2 * DAY_MS) / 1000);
    const moved = await emulator.moveSubscription(id, { currentPeriodEndMs: periodEnd * 1000 });
    expect(moved.body).toMatchObject({ cancel_at: periodEnd, cancel_at_period_end: true });
    const upcoming = (await emulator.recordedEvents({ type: "invoice.upcoming" })).filter(
      (event) => (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription === id,
    );
    expect(upcoming).toHaveLength(0);
  });
});

describe("moving a subscription", () => {
  it("refuses what it cannot move, saying why", async () => {
    const id = await subscription();
    const start = (await retrieve(id)).items.data[0]?.current_period_start ?? 0;
    const refusals: [unknown, string][] = [
      [{}, "Give current_period_end, trial_end or both."],
      [{ current_period_end: "tomorrow" }, "current_period_end must be a time in whole seconds"],
      [{ current_period_end: start + 0.5 }, "current_period_end must be a time in whole seconds"],
      [{ current_period_end: start }, "after the current period's start"],
      [{ trial_end: start + 86_400 }, "is not trialing"],
    ];
    for (const [body, message] of refusals) {
      const answer = await rawControl(`/subscriptions/${id}/move`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.message).toContain(message);
    }
    expect((await emulator.moveSubscription("sub_missing", { currentPeriodEndMs: Date.now() + DAY_MS })).status).toBe(
      404,
    );
    await stripeClient().subscriptions.cancel(id);
    const canceled = await emulator.moveSubscription(id, { currentPeriodEndMs: Date.now() + DAY_MS });
    expect(canceled.status).toBe(400);
    expect(JSON.stringify(canceled.body)).toContain("has been canceled");
  });

  it("keeps a trial and its period together", async () => {
    const id = await subscription({ trial: true });
    const start = (await retrieve(id)).items.data[0]?.current_period_start ?? 0;
    const answer = await rawControl(`/subscriptions/${id}/move`, {
      trial_end: start + 5 * 86_400,
      current_period_end: start + 6 * 86_400,
    });
    expect(answer.status).toBe(400);
    const moved = await emulator.moveSubscription(id, { currentPeriodEndMs: (start + 5 * 86_400) * 1000 });
    expect(moved.body).toMatchObject({ trial_end: start + 5 * 86_400, status: "trialing" });
  });
});
