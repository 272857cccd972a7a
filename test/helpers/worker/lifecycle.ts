import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { createDb } from "../../../db/client";
import { emailOutbox, mypins, subscriptions } from "../../../db/schema";
import { mailboxText } from "../../../worker/services/outbox/dev-mailbox";
import { uniqueName } from "../unique";
import { fulfil, paidCheckout, signedInBuyer } from "./purchase";
import { deliverWebhook, emulator, stripeClient } from "./stripe";

const db = () => createDb(env.DB);

// A date as the e-mails write it: "June 30, 2027", in UTC.
export const emailDate = (epochMs: number) =>
  new Date(epochMs).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

// A bought pin, fulfilled as the success page does: its buyer, name and subscription.
export async function boughtPin(options: { tier?: "basic" | "simple" | "premium"; promoCode?: string } = {}) {
  const buyer = await signedInBuyer();
  const mypin = uniqueName("lifecycle", options.tier ?? "simple");
  const sessionId = await paidCheckout(buyer.browser, { mypin, currency: "gbp", promoCode: options.promoCode });
  expect((await fulfil(buyer.browser, sessionId)).status).toBe(200);
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  return { ...buyer, mypin, sessionId, subscriptionId: String(session.subscription) };
}

// Stripe's events about one object since `after` (their count so far), delivered to the worker in
// the order Stripe sent them, as its webhook would.
export async function deliverNewEvents(objectId: string, after = 0) {
  const events = (await emulator.recordedEvents({ objectId })).slice(after);
  for (const event of events) expect((await deliverWebhook(event)).status).toBe(200);
  return events;
}

export const eventCount = async (objectId: string) => (await emulator.recordedEvents({ objectId })).length;

// The renewal fails and every retry with it, until Stripe ends the subscription (after three
// retries, cancelling it for payment_failed, unless told otherwise); the worker hears each event.
export async function endForNonPayment(
  subscriptionId: string,
  dunning: { retries: number; final: "cancel" | "unpaid" } = { retries: 3, final: "cancel" },
) {
  const before = await eventCount(subscriptionId);
  expect((await emulator.failSubscriptionPayment(subscriptionId, dunning)).status).toBe(200);
  for (;;) {
    const { body } = await emulator.retrySubscriptionPayment(subscriptionId, "failed");
    if (body.status !== "past_due") break;
  }
  await deliverInvoiceEvents(subscriptionId);
  await deliverNewEvents(subscriptionId, before);
}

// invoice.* events name the invoice; its parent names the subscription.
export async function deliverInvoiceEvents(subscriptionId: string, type = "invoice.payment_failed") {
  const events = (await emulator.recordedEvents({ type })).filter(
    (event) =>
      (event.data.object as { parent?: { subscription_details?: { subscription?: string } } }).parent
        ?.subscription_details?.subscription === subscriptionId,
  );
  for (const event of events) expect((await deliverWebhook(event)).status).toBe(200);
  return events;
}

export const subscriptionRow = (id: string) => db().query.subscriptions.findFirst({ where: eq(subscriptions.id, id) });

export const pinRow = (mypin: string) => db().query.mypins.findFirst({ where: eq(mypins.mypin, mypin) });

// The e-mails of one template queued for an address, as their reader sees them.
export async function emailsOf(to: string, template: string) {
  const rows = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.id);
  return rows.map((row) => ({ ...row, ...mailboxText(row) }));
}
