import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { staffActions } from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import { releaseOverduePins } from "../../worker/services/subscriptions/release-overdue-pins";
import { signedInStaff } from "../helpers/worker/accounts";
import { browserSession } from "../helpers/worker/browser-session";
import { testDeps } from "../helpers/worker/deps";
import { boughtPin, deliverNewEvents, emailDate, emailsOf, pinRow, subscriptionRow } from "../helpers/worker/lifecycle";
import { checkout } from "../helpers/worker/purchase";
import { chargeOf, deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

const GRACE_MS = 14 * DAY_MS;
const search = (mypin: string) => browserSession().get(`/api/pins/${encodeURIComponent(mypin)}`);
const auditOf = (mypin: string) =>
  createDb(env.DB)
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.target, mypin), eq(staffActions.action, "payment_reversed")));

// The card's issuer takes the money back and the dispute is lost; each event reaches the worker.
async function loseChargeback(subscriptionId: string) {
  const before = (await emulator.recordedEvents({ objectId: subscriptionId })).length;
  const dispute = (await emulator.disputeCharge(await chargeOf(subscriptionId))).body;
  expect((await deliverWebhook(await emulator.recordedEvent(dispute.id, "charge.dispute.created"))).status).toBe(200);
  await emulator.closeDispute(dispute.id, "lost");
  const closed = await emulator.recordedEvent(dispute.id, "charge.dispute.closed");
  expect((await deliverWebhook(closed)).status).toBe(200);
  await deliverNewEvents(subscriptionId, before);
  return closed;
}

async function staffViewOf(mypin: string) {
  const { browser } = await signedInStaff("help_desk");
  const response = await browser.api.helpdesk.pins.$get({ query: { by: "name", q: mypin } });
  return (await response.json()).pins[0];
}

// The review's finding: a lost chargeback (or a full refund) was recorded, and the pin stayed
// active for the rest of its year.
describe("a payment taken back", () => {
  it("after a lost chargeback cancels the subscription, gives the pin the grace window, tells the owner and staff", async () => {
    const { user, mypin, subscriptionId } = await boughtPin();
    const closed = await loseChargeback(subscriptionId);

    const row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ status: "canceled", disputeStatus: "lost" });
    expect(row?.graceEndsAt).toBeGreaterThan(Date.now() + GRACE_MS - DAY_MS);
    expect((await stripeClient().subscriptions.retrieve(subscriptionId)).status).toBe("canceled");
    expect((await search(mypin)).status).toBe(200);
    const [email, ...more] = await emailsOf(user.email, "payment-reversed");
    expect(more).toHaveLength(0);
    expect(email?.text).toContain("disputed");
    expect(email?.text).toContain(`keeps working until ${emailDate(row?.graceEndsAt ?? 0)}`);
    expect(await emailsOf(user.email, "grace-started")).toHaveLength(0);
    expect(await auditOf(mypin)).toEqual([expect.objectContaining({ actorId: "stripe", target: mypin })]);
    expect(await staffViewOf(mypin)).toMatchObject({ disputeStatus: "lost", subscriptionStatus: "canceled" });

    // Delivered again, nothing more is written or sent.
    expect((await deliverWebhook({ ...closed, id: `evt_${crypto.randomUUID()}` })).status).toBe(200);
    expect(await emailsOf(user.email, "payment-reversed")).toHaveLength(1);
    expect(await auditOf(mypin)).toHaveLength(1);

    // The grace window ends like a failed payment's: the name is released.
    const run = await releaseOverduePins(testDeps({ now: (row?.graceEndsAt ?? 0) + 1 }), { dry: false, by: "cron" });
    expect(run.pins.map((pin) => pin.mypin)).toContain(mypin);
    expect(await pinRow(mypin)).toBeUndefined();
  });

  it("after a full refund of the current period does the same, and its owner may renew in the window", async () => {
    const { user, browser, mypin, subscriptionId } = await boughtPin();
    const before = (await emulator.recordedEvents({ objectId: subscriptionId })).length;
    const charge = await chargeOf(subscriptionId);
    await stripeClient().refunds.create({ charge });
    expect((await deliverWebhook(await emulator.recordedEvent(charge, "charge.refunded"))).status).toBe(200);
    await deliverNewEvents(subscriptionId, before);

    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "canceled", reversedAt: expect.any(Number) });
    const [email] = await emailsOf(user.email, "payment-reversed");
    expect(email?.text).toContain("refunded in full");
    expect(await staffViewOf(mypin)).toMatchObject({ refundedMinor: 2400, reversedAt: expect.any(Number) });
    expect((await checkout(browser, { mypin, currency: "gbp" })).status).toBe(200);
  });

  it("leaves the pin paid for after a partial refund, or a dispute we won", async () => {
    const refunded = await boughtPin();
    const charge = await chargeOf(refunded.subscriptionId);
    await stripeClient().refunds.create({ charge, amount: 500 });
    expect((await deliverWebhook(await emulator.recordedEvent(charge, "charge.refunded"))).status).toBe(200);
    expect(await subscriptionRow(refunded.subscriptionId)).toMatchObject({ status: "active", reversedAt: null });

    const disputed = await boughtPin();
    const dispute = (await emulator.disputeCharge(await chargeOf(disputed.subscriptionId))).body;
    await emulator.closeDispute(dispute.id, "won");
    expect((await deliverWebhook(await emulator.recordedEvent(dispute.id, "charge.dispute.closed"))).status).toBe(200);
    expect(await subscriptionRow(disputed.subscriptionId)).toMatchObject({ status: "active", disputeStatus: "won" });
    expect((await stripeClient().subscriptions.retrieve(disputed.subscriptionId)).status).toBe("active");
  });
});
