import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { checkouts, mypins, pinTransfers, qrCodes, subscriptions } from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import { transferRefusals } from "../../domain/messages/transfers";
import { priceFor } from "../../domain/prices";
import { sendRenewalNotices } from "../../worker/services/subscriptions/send-renewal-notices";
import { runTransferJobs } from "../../worker/services/transfers/run-transfer-jobs";
import { signedInStaff } from "../helpers/worker/accounts";
import { testDeps } from "../helpers/worker/deps";
import { emailsOf, pinRow } from "../helpers/worker/lifecycle";
import { makeOwnedPin } from "../helpers/worker/pins";
import { signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";
import {
  acceptAndPay,
  auditOf,
  complete,
  offer,
  offeredPin,
  stripeSubscription,
  transferablePin,
  transferOf,
  transferRow,
} from "../helpers/worker/transfers";

const db = createDb(env.DB);

describe("offering a pin", () => {
  it("opens a 7-day offer, e-mails the recipient a link and records it, and shows it on the owner's pin", async () => {
    const giver = await transferablePin();
    const recipient = await signedInBuyer();
    const before = Date.now();
    const { status, body } = await offer(giver.browser, giver.pin.id, recipient.user.email.toUpperCase());
    expect(status).toBe(200);
    const transfer = await transferOf(giver.pin.id);
    expect(transfer).toMatchObject({
      state: "open",
      toEmail: recipient.user.email,
      fromSubscriptionId: giver.subscriptionId,
    });
    expect(transfer?.expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(body).toMatchObject({ pin: { transfer: { id: transfer?.id, toEmail: recipient.user.email } } });
    const [email] = await emailsOf(recipient.user.email, "transfer-offer");
    expect(email?.text).toContain(`http://mypin.test/transfer/${transfer?.id}`);
    expect(email?.subject).toContain(giver.mypin);
    expect((await auditOf(giver.mypin)).map((row) => row.action)).toContain("transfer_offered");
  });

  it.each([
    ["to the owner's own account", "TRANSFER_TO_SELF", 400],
    ["a second time while one is open", "TRANSFER_OFFER_OPEN", 409],
  ])("is refused %s", async (_label, code, expected) => {
    const giver = await transferablePin();
    if (code === "TRANSFER_OFFER_OPEN") await offer(giver.browser, giver.pin.id, "first@example.com");
    const to = code === "TRANSFER_TO_SELF" ? giver.user.email : "second@example.com";
    const { status, body } = await offer(giver.browser, giver.pin.id, to);
    expect([status, body.error?.code]).toEqual([expected, code]);
  });

  it("gives one offer of two made at once, and refuses the other", async () => {
    const giver = await transferablePin();
    const answers = await Promise.all(
      ["one@example.com", "two@example.com"].map((to) => offer(giver.browser, giver.pin.id, to)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error?.code).toBe("TRANSFER_OFFER_OPEN");
  });

  it("is refused within 14 days of the purchase, in so many words", async () => {
    const giver = await transferablePin();
    await db
      .update(mypins)
      .set({ createdAt: Date.now() - 13 * DAY_MS })
      .where(eq(mypins.id, giver.pin.id));
    const { status, body } = await offer(giver.browser, giver.pin.id, "someone@example.com");
    expect([status, body]).toEqual([409, { error: { code: "TRANSFER_LOCKED", message: transferRefusals.locked } }]);
  });

  it.each([
    ["in grace", { status: "canceled", graceEndsAt: Date.now() + 5 * DAY_MS }, "TRANSFER_IN_GRACE"],
    ["past due", { status: "past_due" }, "TRANSFER_PAST_DUE"],
    ["disputed", { disputeStatus: "needs_response" }, "TRANSFER_DISPUTED"],
  ] as const)("is refused while the pin is %s", async (_label, state, code) => {
    const giver = await transferablePin();
    await db.update(subscriptions).set(state).where(eq(subscriptions.id, giver.subscriptionId));
    const { status, body } = await offer(giver.browser, giver.pin.id, "someone@example.com");
    expect([status, body.error?.code]).toEqual([409, code]);
  });

  it("is refused while a purchase of the name is being paid, and for a pin without a subscription", async () => {
    const giver = await transferablePin();
    await db.insert(checkouts).values({
      id: `cs_open_${crypto.randomUUID()}`,
      userId: giver.user.id,
      mypin: giver.mypin,
      latitude: 1,
      longitude: 1,
      tier: "simple",
      currency: "gbp",
    });
    expect((await offer(giver.browser, giver.pin.id, "a@example.com")).body.error?.code).toBe("TRANSFER_CHECKOUT_OPEN");
    const bare = await makeOwnedPin(env.DB, giver.user, { createdAt: Date.now() - 30 * DAY_MS });
    expect((await offer(giver.browser, bare.id, "a@example.com")).body.error?.code).toBe("TRANSFER_NO_SUBSCRIPTION");
  });

  it("answers 404 for another owner's pin", async () => {
    const giver = await transferablePin();
    const stranger = await signedInBuyer();
    const { status, body } = await offer(stranger.browser, giver.pin.id, stranger.user.email);
    expect([status, body.error?.code]).toEqual([404, "PIN_NOT_FOUND"]);
  });
});

describe("accepting an offer", () => {
  it("moves the pin whole to the recipient, who pays nothing today, and ends the giver's subscription without a refund", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    await db.update(mypins).set({ searchCount: 12, note: "Gate 2" }).where(eq(mypins.id, giver.pin.id));
    await db.insert(qrCodes).values({ mypin: giver.mypin, filePath: `qr/${giver.mypin}.png`, fileSize: 100 });
    const giving = await stripeSubscription(giver.subscriptionId);
    const periodEnd = (giving.items.data[0]?.current_period_end ?? 0) * 1000;

    const seen = await recipient.browser.get(`/api/transfers/${transfer.id}`);
    expect(await seen.json()).toMatchObject({
      mypin: giver.mypin,
      open: true,
      details: { terms: { carriedUntil: periodEnd, currency: "gbp" } },
    });
    const sessionId = await acceptAndPay(recipient.browser, transfer.id);
    expect((await stripeClient().checkout.sessions.retrieve(sessionId)).amount_total).toBe(0);
    expect(await complete(recipient.browser, transfer.id, sessionId)).toEqual({
      status: 200,
      body: { mypin: giver.mypin },
    });

    const pin = await pinRow(giver.mypin);
    expect(pin).toMatchObject({
      id: giver.pin.id,
      userId: recipient.user.id,
      userEmail: recipient.user.email,
      searchCount: 12,
      note: "Gate 2",
    });
    expect(pin?.transferredAt).not.toBeNull();
    const received = await stripeSubscription(String(pin?.subscriptionId));
    expect(received).toMatchObject({ status: "trialing", trial_end: periodEnd / 1000 });
    expect((await stripeSubscription(giver.subscriptionId)).status).toBe("canceled");
    expect(
      (await stripeClient().refunds.list({ limit: 100 })).data.filter(
        (refund) => refund.metadata?.subscription === giver.subscriptionId,
      ),
    ).toEqual([]);
    expect(await db.query.qrCodes.findFirst({ where: eq(qrCodes.mypin, giver.mypin) })).toBeDefined();
    expect(await db.query.subscriptions.findFirst({ where: eq(subscriptions.id, received.id) })).toMatchObject({
      userId: recipient.user.id,
      mypinId: giver.pin.id,
      status: "trialing",
    });
    expect(await transferRow(transfer.id)).toMatchObject({ state: "accepted", toSubscriptionId: received.id });
    expect(await emailsOf(giver.user.email, "transfer-accepted-giver")).toHaveLength(1);
    expect(await emailsOf(recipient.user.email, "transfer-accepted-recipient")).toHaveLength(1);
    expect((await auditOf(giver.mypin)).map((row) => row.action)).toEqual(["transfer_offered", "transfer_accepted"]);

    // The new owner's own offer waits for the lock a transfer starts.
    expect((await offer(recipient.browser, giver.pin.id, "next@example.com")).body.error?.code).toBe("TRANSFER_LOCKED");
  });

  it("shows the offer's details only to the account it was sent to, and refuses any other's answer", async () => {
    const { transfer } = await offeredPin();
    const stranger = await signedInBuyer();
    expect(await (await stranger.browser.get(`/api/transfers/${transfer.id}`)).json()).toMatchObject({
      open: true,
      details: null,
    });
    const accepted = await stranger.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    expect([accepted.status, ((await accepted.json()) as { error: { code: string } }).error.code]).toEqual([
      403,
      "TRANSFER_OTHER_ACCOUNT",
    ]);
  });

  it("charges a year today when less than two days of the giver's paid time are left, as Stripe takes no shorter trial", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    await emulator.moveSubscription(giver.subscriptionId, { currentPeriodEndMs: Date.now() + 47 * 3_600_000 });
    const seen = (await (await recipient.browser.get(`/api/transfers/${transfer.id}`)).json()) as {
      details: { terms: { carriedUntil: number | null; amountMinor: number } };
    };
    expect(seen.details.terms).toMatchObject({ carriedUntil: null, amountMinor: priceFor("simple", "gbp") * 100 });
    const sessionId = await acceptAndPay(recipient.browser, transfer.id);
    expect((await stripeClient().checkout.sessions.retrieve(sessionId)).amount_total).toBe(
      priceFor("simple", "gbp") * 100,
    );
    expect((await complete(recipient.browser, transfer.id, sessionId)).status).toBe(200);
    const pin = await pinRow(giver.mypin);
    expect((await stripeSubscription(String(pin?.subscriptionId))).status).toBe("active");
  });

  it("carries a promotional trial's own remaining days, never a new period", async () => {
    const { giver, recipient, transfer } = await offeredPin({ tier: "basic", promoCode: "FREE7" });
    const trialEnd = ((await stripeSubscription(giver.subscriptionId)).trial_end ?? 0) * 1000;
    const seen = (await (await recipient.browser.get(`/api/transfers/${transfer.id}`)).json()) as {
      details: { terms: { carriedUntil: number | null } };
    };
    expect(seen.details.terms.carriedUntil).toBe(trialEnd);
    const sessionId = await acceptAndPay(recipient.browser, transfer.id);
    expect((await complete(recipient.browser, transfer.id, sessionId)).status).toBe(200);
    const received = await stripeSubscription(String((await pinRow(giver.mypin))?.subscriptionId));
    expect(received).toMatchObject({ status: "trialing", trial_end: trialEnd / 1000 });
  });

  it("moves the pin once when the webhook and the return page complete the same payment together", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    const sessionId = await acceptAndPay(recipient.browser, transfer.id);
    const event = await emulator.recordedEvent(sessionId, "checkout.session.completed");
    const answers = await Promise.all([
      complete(recipient.browser, transfer.id, sessionId),
      deliverWebhook(event),
      deliverWebhook({ ...event, id: `${event.id}_again` }),
      complete(recipient.browser, transfer.id, sessionId),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await pinRow(giver.mypin))?.userId).toBe(recipient.user.id);
    expect(await emailsOf(giver.user.email, "transfer-accepted-giver")).toHaveLength(1);
    expect((await auditOf(giver.mypin)).filter((row) => row.action === "transfer_accepted")).toHaveLength(1);
  });

  it("voids the second of two checkouts that raced once the first moved the pin", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    const first = await acceptAndPay(recipient.browser, transfer.id);
    // Two accepts at once both find no open checkout and open one each: the row keeps the later.
    await db
      .update(pinTransfers)
      .set({ checkoutSessionId: null, checkoutUrl: null, checkoutExpiresAt: null })
      .where(eq(pinTransfers.id, transfer.id));
    const second = await acceptAndPay(recipient.browser, transfer.id);
    expect(second).not.toBe(first);
    expect((await complete(recipient.browser, transfer.id, second)).status).toBe(200);
    const late = await deliverWebhook(await emulator.recordedEvent(first, "checkout.session.completed"));
    expect(late.status).toBe(200);
    const firstSubscription = String((await stripeClient().checkout.sessions.retrieve(first)).subscription);
    expect((await stripeSubscription(firstSubscription)).status).toBe("canceled");
    expect((await pinRow(giver.mypin))?.subscriptionId).not.toBe(firstSubscription);
    expect(await emailsOf(recipient.user.email, "purchase-refunded")).toHaveLength(1);
  });

  it("voids a payment made after the giver withdrew, refunding it, and the pin stays the giver's", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    await emulator.moveSubscription(giver.subscriptionId, { currentPeriodEndMs: Date.now() + 30 * 3_600_000 });
    const accepted = await recipient.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    const { url } = (await accepted.json()) as { url: string };
    const withdrawn = await giver.browser.delete(`/api/me/pins/${giver.pin.id}/transfer`, {});
    expect(withdrawn.status).toBe(200);
    const sessionId = url.split("/").pop() ?? "";
    expect((await emulator.payCheckout(sessionId, "5555555555554444")).status).toBe(200);
    const late = await complete(recipient.browser, transfer.id, sessionId);
    expect([late.status, late.body.error?.code]).toEqual([410, "TRANSFER_ENDED"]);
    expect(await pinRow(giver.mypin)).toMatchObject({ userId: giver.user.id, subscriptionId: giver.subscriptionId });
    const [refunded] = await emailsOf(recipient.user.email, "purchase-refunded");
    expect(refunded?.text).toContain("refunded");
    expect(await emailsOf(recipient.user.email, "transfer-withdrawn")).toHaveLength(1);
  });

  it("still moves the pin when the giver cancels at the period's end while the recipient pays", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    const sessionId = await acceptAndPay(recipient.browser, transfer.id);
    expect((await giver.browser.post(`/api/me/pins/${giver.pin.id}/cancellation`, {})).status).toBe(200);
    expect((await complete(recipient.browser, transfer.id, sessionId)).status).toBe(200);
    const pin = await pinRow(giver.mypin);
    expect(pin?.userId).toBe(recipient.user.id);
    expect((await stripeSubscription(String(pin?.subscriptionId))).cancel_at_period_end).toBe(false);
    expect((await stripeSubscription(giver.subscriptionId)).status).toBe("canceled");
  });

  it("leaves the offer open when the checkout is not paid", async () => {
    const { recipient, transfer } = await offeredPin();
    const accepted = await recipient.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    const { url } = (await accepted.json()) as { url: string };
    const unpaid = await complete(recipient.browser, transfer.id, url.split("/").pop() ?? "");
    expect([unpaid.status, unpaid.body.error?.code]).toEqual([409, "PAYMENT_UNSUCCESSFUL"]);
    expect((await transferRow(transfer.id))?.state).toBe("open");
  });
});

describe("ending an offer", () => {
  it("is declined by the recipient, the giver told, and can be answered no more", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    expect((await recipient.browser.post(`/api/transfers/${transfer.id}/decline`, {})).status).toBe(200);
    expect((await transferRow(transfer.id))?.state).toBe("declined");
    expect(await emailsOf(giver.user.email, "transfer-declined")).toHaveLength(1);
    const late = await recipient.browser.post(`/api/transfers/${transfer.id}/accept`, {});
    expect(late.status).toBe(410);
  });

  it("is withdrawn by the help desk, both sides told and the staff member recorded", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    const staff = await signedInStaff("help_desk");
    const found = await staff.browser.get(`/api/helpdesk/pins?by=name&q=${encodeURIComponent(giver.mypin)}`);
    expect(await found.json()).toMatchObject({
      pins: [{ transfer: { id: transfer.id, toEmail: recipient.user.email } }],
    });
    expect((await staff.browser.post(`/api/helpdesk/transfers/${transfer.id}/withdraw`, {})).status).toBe(200);
    expect(await emailsOf(recipient.user.email, "transfer-withdrawn")).toHaveLength(1);
    expect(await emailsOf(giver.user.email, "transfer-withdrawn")).toHaveLength(1);
    expect((await auditOf(giver.mypin)).at(-1)).toMatchObject({ action: "transfer_withdrawn", actorId: staff.user.id });
    expect((await recipient.browser.post(`/api/helpdesk/transfers/${transfer.id}/withdraw`, {})).status).toBe(403);
  });

  it("expires after its week, both sides told, and completes instead a payment made in time whose news was lost", async () => {
    const lapsed = await offeredPin();
    const paidInTime = await offeredPin();
    const sessionId = await acceptAndPay(paidInTime.recipient.browser, paidInTime.transfer.id);
    expect(sessionId).not.toBe("");
    const week = lapsed.transfer.expiresAt + 1;
    const later = Math.max(week, paidInTime.transfer.expiresAt + 1);
    // A run takes the five offers that lapsed first, every other test's open offer among them.
    const stillOpen = async () =>
      (await Promise.all([lapsed, paidInTime].map(({ transfer }) => transferRow(transfer.id)))).some(
        (row) => row?.state === "open",
      );
    for (let runs = 0; runs < 50 && (await stillOpen()); runs += 1) await runTransferJobs(testDeps({ now: later }));
    expect((await transferRow(lapsed.transfer.id))?.state).toBe("expired");
    expect(await emailsOf(lapsed.giver.user.email, "transfer-expired")).toHaveLength(1);
    expect(await emailsOf(lapsed.recipient.user.email, "transfer-expired")).toHaveLength(1);
    expect((await auditOf(lapsed.giver.mypin)).at(-1)).toMatchObject({ action: "transfer_expired", actorId: "cron" });
    expect((await transferRow(paidInTime.transfer.id))?.state).toBe("accepted");
    expect((await pinRow(paidInTime.giver.mypin))?.userId).toBe(paidInTime.recipient.user.id);
  });
});

describe("the recipient's subscription", () => {
  it("is told of as a renewal when the carried time nears its end, never as a free trial ending", async () => {
    const { giver, recipient, transfer } = await offeredPin();
    await emulator.moveSubscription(giver.subscriptionId, { currentPeriodEndMs: Date.now() + 20 * DAY_MS });
    const sessionId = await acceptAndPay(recipient.browser, transfer.id);
    expect((await complete(recipient.browser, transfer.id, sessionId)).status).toBe(200);
    await db
      .update(subscriptions)
      .set({ createdAt: Date.now() - 60 * DAY_MS })
      .where(eq(subscriptions.userId, recipient.user.id));
    await sendRenewalNotices(testDeps());
    expect(await emailsOf(recipient.user.email, "renewal-notice")).toHaveLength(1);
    expect(await emailsOf(recipient.user.email, "trial-ending")).toEqual([]);
  });
});
