import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { accountRequests, mypins, users } from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import { transferRefusals } from "../../domain/messages/transfers";
import { signedInStaff } from "../helpers/worker/accounts";
import { browserSession } from "../helpers/worker/browser-session";
import { deliverNewEvents, emailsOf, pinRow, subscriptionRow } from "../helpers/worker/lifecycle";
import { signedInBuyer } from "../helpers/worker/purchase";
import { chargeOf, deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";
import {
  acceptAndPay,
  complete,
  offer,
  offeredPin,
  stripeSubscription,
  transferOf,
  transferRow,
} from "../helpers/worker/transfers";

const db = createDb(env.DB);

afterEach(() => vi.restoreAllMocks());

type TTerms = { carriedUntil: number | null; refusal: string | null };

async function termsSeen(browser: { get(path: string): Promise<Response> }, transferId: string) {
  const answer = (await (await browser.get(`/api/transfers/${transferId}`)).json()) as {
    details: { terms: TTerms } | null;
  };
  return answer.details?.terms;
}

// The offer is accepted and paid, and the pin moves: the recipient's side, with their subscription.
async function transferred(options: Parameters<typeof offeredPin>[0] = {}) {
  const { giver, recipient, transfer } = await offeredPin(options);
  const sessionId = await acceptAndPay(recipient.browser, transfer.id);
  expect((await complete(recipient.browser, transfer.id, sessionId)).status).toBe(200);
  const subscriptionId = String((await pinRow(giver.mypin))?.subscriptionId);
  return { giver, recipient, transfer, sessionId, subscriptionId };
}

// The recipient may hand the pin on again: its transfer lock is over.
async function unlock(pinId: number) {
  await db
    .update(mypins)
    .set({ transferredAt: Date.now() - 30 * DAY_MS })
    .where(eq(mypins.id, pinId));
}

// The card's issuer disputes the giver's charge and the dispute is lost; each event reaches us.
async function loseChargeback(subscriptionId: string) {
  const dispute = (await emulator.disputeCharge(await chargeOf(subscriptionId))).body;
  expect((await deliverWebhook(await emulator.recordedEvent(dispute.id, "charge.dispute.created"))).status).toBe(200);
  await emulator.closeDispute(dispute.id, "lost");
  expect((await deliverWebhook(await emulator.recordedEvent(dispute.id, "charge.dispute.closed"))).status).toBe(200);
}

async function staffViewOf(mypin: string) {
  const { browser } = await signedInStaff("help_desk");
  const response = await browser.api.helpdesk.pins.$get({ query: { by: "name", q: mypin } });
  return (await response.json()).pins[0];
}

const toStripe = (calls: { mock: { calls: unknown[][] } }) =>
  calls.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes("/v1/"));

describe("a reversal of the payment behind a transferred pin's time", () => {
  it("ends the carried trial when the giver's chargeback is lost: grace, the new owner told, staff see it", async () => {
    const { giver, recipient, subscriptionId } = await transferred();
    expect((await stripeSubscription(subscriptionId)).status).toBe("trialing");
    await loseChargeback(giver.subscriptionId);

    expect((await stripeSubscription(subscriptionId)).status).toBe("canceled");
    const row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ status: "canceled", disputeStatus: "lost", reversedAt: expect.any(Number) });
    expect(row?.graceEndsAt).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    const [email] = await emailsOf(recipient.user.email, "payment-reversed");
    expect(email?.text).toContain("when it was transferred to you has been taken back");
    expect(await staffViewOf(giver.mypin)).toMatchObject({ disputeStatus: "lost", subscriptionStatus: "canceled" });
    // Only its owner can keep it now: the pin resolves in its grace, held for them.
    expect((await pinRow(giver.mypin))?.userId).toBe(recipient.user.id);
  });

  it("follows the pin along a chain of transfers, and a full refund does the same", async () => {
    const first = await transferred();
    await unlock(first.giver.pin.id);
    const third = await signedInBuyer();
    expect((await offer(first.recipient.browser, first.giver.pin.id, third.user.email)).status).toBe(200);
    const onward = await transferOf(first.giver.pin.id);
    if (!onward) throw new Error("no onward offer");
    const sessionId = await acceptAndPay(third.browser, onward.id);
    expect((await complete(third.browser, onward.id, sessionId)).status).toBe(200);
    const current = String((await pinRow(first.giver.mypin))?.subscriptionId);
    expect((await transferRow(onward.id))?.carriedPayment).toBe((await transferRow(first.transfer.id))?.carriedPayment);

    // The first giver's payment is refunded in full, two owners later.
    const charge = await chargeOf(first.giver.subscriptionId);
    await stripeClient().refunds.create({ charge });
    expect((await deliverWebhook(await emulator.recordedEvent(charge, "charge.refunded"))).status).toBe(200);

    expect((await stripeSubscription(current)).status).toBe("canceled");
    expect(await subscriptionRow(current)).toMatchObject({ reversedAt: expect.any(Number) });
    expect(await emailsOf(third.user.email, "payment-reversed")).toHaveLength(1);
  });

  it("shows an open dispute on the pin where it now is, which holds it back from another transfer", async () => {
    const { giver, recipient, subscriptionId } = await transferred();
    await unlock(giver.pin.id);
    const dispute = (await emulator.disputeCharge(await chargeOf(giver.subscriptionId))).body;
    expect((await deliverWebhook(await emulator.recordedEvent(dispute.id, "charge.dispute.created"))).status).toBe(200);
    expect((await subscriptionRow(subscriptionId))?.disputeStatus).toBe("needs_response");
    const onward = await offer(recipient.browser, giver.pin.id, "someone-else@example.com");
    expect([onward.status, onward.body.error?.code]).toEqual([409, "TRANSFER_DISPUTED"]);
  });

  it("leaves a new owner who has since paid their own year alone", async () => {
    const { giver, recipient, subscriptionId } = await transferred();
    await emulator.advanceSubscription(subscriptionId);
    await deliverNewEvents(subscriptionId);
    await loseChargeback(giver.subscriptionId);
    expect((await stripeSubscription(subscriptionId)).status).toBe("active");
    expect(await emailsOf(recipient.user.email, "payment-reversed")).toHaveLength(0);
  });

  it("moves nothing when the giver's payment was taken back while the recipient paid", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    const accepted = await recipient.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    const sessionId = new URL(((await accepted.json()) as { url: string }).url).pathname.split("/").pop() ?? "";
    await loseChargeback(giver.subscriptionId);
    expect((await emulator.payCheckout(sessionId, "5555555555554444")).status).toBe(200);
    const late = await complete(recipient.browser, transfer.id, sessionId);
    expect([late.status, late.body.error?.code]).toEqual([410, "TRANSFER_ENDED"]);
    expect((await pinRow(giver.mypin))?.userId).toBe(giver.user.id);
    const paid = String((await stripeClient().checkout.sessions.retrieve(sessionId)).subscription);
    expect((await stripeSubscription(paid)).status).toBe("canceled");
  });
});

describe("only paid time is carried", () => {
  it("carries nothing of a renewal whose invoice is not yet paid: the offer waits, then carries the paid year", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    await emulator.advanceSubscription(giver.subscriptionId, "draft");
    expect(await termsSeen(recipient.browser, transfer.id)).toMatchObject({
      carriedUntil: null,
      refusal: "TRANSFER_RENEWAL_PENDING",
    });
    const refused = await recipient.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    expect([refused.status, await refused.json()]).toEqual([
      409,
      { error: { code: "TRANSFER_RENEWAL_PENDING", message: transferRefusals.renewalPending } },
    ]);

    await emulator.retrySubscriptionPayment(giver.subscriptionId, "paid");
    const periodEnd = (await stripeSubscription(giver.subscriptionId)).items.data[0]?.current_period_end ?? 0;
    const sessionId = await acceptAndPay(recipient.browser, transfer.id);
    const session = await stripeClient().checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
    expect(session.subscription).toMatchObject({ trial_end: periodEnd });
  });

  it("lets two accounts passing a name back and forth hold it no longer than was paid for", async () => {
    const { giver, recipient, subscriptionId } = await transferred();
    // The carried trial ends; the recipient's first renewal is not charged yet when they hand it back.
    await emulator.advanceSubscription(subscriptionId, "draft");
    await deliverNewEvents(subscriptionId);
    await unlock(giver.pin.id);
    expect((await offer(recipient.browser, giver.pin.id, giver.user.email)).status).toBe(200);
    const back = await transferOf(giver.pin.id);
    if (!back) throw new Error("no offer back");
    const accepted = await giver.browser.post(`/api/transfers/${back.id}/accept`, {});
    expect([accepted.status, ((await accepted.json()) as { error: { code: string } }).error.code]).toEqual([
      409,
      "TRANSFER_RENEWAL_PENDING",
    ]);
    expect((await pinRow(giver.mypin))?.subscriptionId).toBe(subscriptionId);
  });

  it("refuses a giver whose renewal failed, in the past-due sentence", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    await emulator.failSubscriptionPayment(giver.subscriptionId);
    const refused = await recipient.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("TRANSFER_PAST_DUE");
  });

  it("leaves the recipient's own free trial for another name (the carried time was not one)", async () => {
    const { recipient } = await transferred();
    const answer = await recipient.browser.api["promo-codes"].validate.$post({
      json: { promoCode: "FREE3", mypin: `own trial ${crypto.randomUUID().slice(0, 8)}` },
    });
    expect(await answer.json()).toMatchObject({ valid: true });
  });
});

describe("every costly transfer call is bounded", () => {
  it("finishes with no Stripe call for a session the caller's offer did not open", async () => {
    const { recipient, transfer } = await offeredPin();
    const other = await offeredPin();
    const theirs = await acceptAndPay(other.recipient.browser, other.transfer.id);
    await acceptAndPay(recipient.browser, transfer.id);
    const calls = vi.spyOn(globalThis, "fetch");
    for (const sessionId of [theirs, `cs_test_${crypto.randomUUID().replaceAll("-", "")}`]) {
      const answer = await complete(recipient.browser, transfer.id, sessionId);
      expect([answer.status, answer.body.error?.code]).toEqual([404, "PAYMENT_SESSION_NOT_FOUND"]);
    }
    expect(toStripe(calls)).toEqual([]);
  });

  it("answers a duplicate completion with the same success, asking Stripe nothing", async () => {
    const { recipient, transfer, sessionId, giver } = await transferred();
    const calls = vi.spyOn(globalThis, "fetch");
    expect(await complete(recipient.browser, transfer.id, sessionId)).toEqual({
      status: 200,
      body: { mypin: giver.mypin },
    });
    expect(toStripe(calls)).toEqual([]);
  });

  it("hands back the open checkout on a second accept, without a second one or a call to Stripe", async () => {
    const { recipient, transfer } = await offeredPin();
    const first = await recipient.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    const { url } = (await first.json()) as { url: string };
    const calls = vi.spyOn(globalThis, "fetch");
    const again = await recipient.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    expect([again.status, await again.json()]).toEqual([200, { url }]);
    expect(toStripe(calls)).toEqual([]);
  });

  it("reads Stripe once for an offer viewed again and again", async () => {
    const { recipient, transfer } = await offeredPin();
    const seen = await termsSeen(recipient.browser, transfer.id);
    const calls = vi.spyOn(globalThis, "fetch");
    for (let view = 0; view < 5; view += 1) expect(await termsSeen(recipient.browser, transfer.id)).toEqual(seen);
    expect(toStripe(calls)).toEqual([]);
  });

  it.each([
    ["accept", "transferAccept", 20],
    ["complete", "transferComplete", 30],
  ])("limits one account's %s calls an hour, from any address", async (step, action, max) => {
    const { recipient, transfer } = await offeredPin();
    const now = Date.now();
    await db
      .insert(accountRequests)
      .values(Array.from({ length: max }, (_, i) => ({ key: `${action}:${recipient.user.id}`, at: now - 60_000 + i })));
    const refused = await recipient.browser.post(`/api/transfers/${transfer.id}/${step}`, {
      ...(step === "complete" ? { sessionId: "cs_test_x" } : {}),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3_000);
  });
});

describe("transfer e-mails", () => {
  it("mail one address at most three times a day, offers and withdrawals together; a withdrawal past that still withdraws", async () => {
    const { giver } = await offeredPin();
    expect((await giver.browser.delete(`/api/me/pins/${giver.pin.id}/transfer`, {})).status).toBe(200);
    const to = `target-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await offer(giver.browser, giver.pin.id, to)).status).toBe(200);
    expect((await giver.browser.delete(`/api/me/pins/${giver.pin.id}/transfer`, {})).status).toBe(200);
    expect((await offer(giver.browser, giver.pin.id, to)).status).toBe(200);
    expect((await giver.browser.delete(`/api/me/pins/${giver.pin.id}/transfer`, {})).status).toBe(200);
    expect((await transferOf(giver.pin.id))?.state).toBe("withdrawn");
    const refused = await offer(giver.browser, giver.pin.id, to);
    expect([refused.status, refused.body.error?.code]).toEqual([429, "TRANSFER_OFFERS_LIMITED"]);
    const mailed = [...(await emailsOf(to, "transfer-offer")), ...(await emailsOf(to, "transfer-withdrawn"))];
    expect(mailed).toHaveLength(3);
  });

  it("are at most ten a day from one account, to any addresses", async () => {
    const { giver, recipient } = await offeredPin();
    const now = Date.now();
    // The offer made one; nine more were sent today.
    await db
      .insert(accountRequests)
      .values(
        Array.from({ length: 9 }, (_, i) => ({ key: `transfer-email-from:${giver.user.id}`, at: now - 60_000 + i })),
      );
    expect((await giver.browser.delete(`/api/me/pins/${giver.pin.id}/transfer`, {})).status).toBe(200);
    expect(await emailsOf(recipient.user.email, "transfer-withdrawn")).toHaveLength(0);
    const refused = await offer(giver.browser, giver.pin.id, `fresh-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect([refused.status, refused.body.error?.code]).toEqual([429, "TRANSFER_OFFERS_LIMITED"]);
  });

  it("never make a subject of the giver's display name", async () => {
    const { giver } = await offeredPin();
    await db.update(users).set({ displayName: "Your bank: verify now" }).where(eq(users.id, giver.user.id));
    await giver.browser.delete(`/api/me/pins/${giver.pin.id}/transfer`, {});
    const to = `subject-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await offer(giver.browser, giver.pin.id, to)).status).toBe(200);
    const [email] = await emailsOf(to, "transfer-offer");
    expect(email?.subject).toBe(`You are offered the MyPin ${giver.mypin}`);
    expect(email?.text).toContain("Your bank: verify now");
  });
});

describe("the offer page", () => {
  it("shows the recipient's address to the giver and the recipient alone", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    const stranger = await signedInBuyer();
    const addressSeenBy = async (browser: { get(path: string): Promise<Response> }) =>
      ((await (await browser.get(`/api/transfers/${transfer.id}`)).json()) as { toEmail: string | null }).toEmail;
    expect(await addressSeenBy(browserSession())).toBeNull();
    expect(await addressSeenBy(stranger.browser)).toBeNull();
    expect(await addressSeenBy(giver.browser)).toBe(recipient.user.email);
    expect(await addressSeenBy(recipient.browser)).toBe(recipient.user.email);
  });
});
