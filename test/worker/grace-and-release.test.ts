import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { findQrCode } from "../../db/queries/qr-codes";
import { pinReleases } from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import worker from "../../worker/index";
import { releaseOverduePins } from "../../worker/services/subscriptions/release-overdue-pins";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { testDeps } from "../helpers/worker/deps";
import {
  boughtPin,
  deliverInvoiceEvents,
  deliverNewEvents,
  emailDate,
  emailsOf,
  endForNonPayment,
  pinRow,
  subscriptionRow,
} from "../helpers/worker/lifecycle";
import { makeOwnedPin } from "../helpers/worker/pins";
import { checkout, fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { emulator } from "../helpers/worker/stripe";

const db = () => createDb(env.DB);
const GRACE_MS = 14 * DAY_MS;

const releaseRun = (now: number) =>
  worker.scheduled(createScheduledController({ scheduledTime: now, cron: "0 3 * * *" }), env, createExecutionContext());

const search = (mypin: string) => browserSession().get(`/api/pins/${encodeURIComponent(mypin)}`);

async function myPin(browser: TBrowserSession, mypin: string) {
  const body = await (await browser.api.me.pins.$get({ query: {} })).json();
  return body.pins.find((pin) => pin.mypin === mypin);
}

async function qrCodeOf(browser: TBrowserSession, mypin: string) {
  expect((await browser.post("/api/qr-codes", { mypin })).status).toBe(200);
  const row = await findQrCode(db(), mypin);
  if (!row) throw new Error("No QR code row");
  return row.filePath;
}

describe("a failed renewal payment", () => {
  it("e-mails the owner the name, the amount and where to update the card, and the pin stays live while Stripe retries", async () => {
    const { user, mypin, subscriptionId } = await boughtPin();
    expect((await emulator.failSubscriptionPayment(subscriptionId, { retries: 3 })).status).toBe(200);
    const [failure] = await deliverInvoiceEvents(subscriptionId);
    expect(failure).toBeDefined();
    // Stripe delivering the event twice sends one e-mail.
    await deliverInvoiceEvents(subscriptionId);

    const [email, ...more] = await emailsOf(user.email, "payment-failed");
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe(`Payment for your MyPin "${mypin}" failed`);
    expect(email?.text).toContain("£24");
    expect(email?.text).toContain("http://mypin.test/account/billing");
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "past_due", graceEndsAt: null });
    expect((await search(mypin)).status).toBe(200);

    // Each further attempt that fails is its own notice.
    await emulator.retrySubscriptionPayment(subscriptionId, "failed");
    await deliverInvoiceEvents(subscriptionId);
    expect(await emailsOf(user.email, "payment-failed")).toHaveLength(2);
  });
});

describe("the grace window after Stripe ends a subscription for non-payment", () => {
  it("keeps the pin resolving and reserved for its owner, who is told the release date once", async () => {
    const { user, browser, mypin, subscriptionId } = await boughtPin();
    await endForNonPayment(subscriptionId);
    const row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ status: "canceled" });
    expect(row?.graceEndsAt).toBe((row?.endedAt ?? 0) + GRACE_MS);
    // The same events delivered again change nothing and send nothing more.
    await deliverNewEvents(subscriptionId);

    expect((await search(mypin)).status).toBe(200);
    const [notice, ...more] = await emailsOf(user.email, "grace-started");
    expect(more).toHaveLength(0);
    const date = emailDate(row?.graceEndsAt ?? 0);
    expect(notice?.text).toContain(`will be released on ${date} unless you renew`);
    expect(notice?.text).toContain("http://mypin.test/?page=manage");
    expect(await myPin(browser, mypin)).toMatchObject({ standing: "grace", releaseOn: row?.graceEndsAt });

    // Nobody else can hold it or buy it.
    const other = await signedInBuyer();
    expect(
      await (await other.browser.get(`/api/names/${encodeURIComponent(mypin)}/availability`)).json(),
    ).toMatchObject({
      available: false,
    });
    expect((await other.browser.post(`/api/names/${encodeURIComponent(mypin)}/hold`, {})).status).toBe(409);
    expect(await checkout(other.browser, { mypin })).toMatchObject({
      status: 409,
      body: { error: { code: "NAME_TAKEN" } },
    });
  });

  it("lets the owner renew with a new checkout: the same pin moves to the new subscription and is live again", async () => {
    const { browser, mypin, subscriptionId } = await boughtPin();
    const before = await pinRow(mypin);
    await endForNonPayment(subscriptionId);

    const sessionId = await paidCheckout(browser, { mypin, currency: "gbp" });
    expect(await fulfil(browser, sessionId)).toMatchObject({ status: 200, body: { mypin, renewed: true } });
    // Asked again (the success page reloaded, or the webhook), the answer is the same.
    expect(await fulfil(browser, sessionId)).toMatchObject({ status: 200, body: { renewed: true } });
    const after = await pinRow(mypin);
    expect(after?.id).toBe(before?.id);
    expect(after?.subscriptionId).not.toBe(subscriptionId);
    expect(await subscriptionRow(after?.subscriptionId ?? "")).toMatchObject({ status: "active", mypinId: before?.id });
    expect(await myPin(browser, mypin)).toMatchObject({ standing: "active", releaseOn: null });

    // The old subscription's grace is over, but the pin is no longer on it: nothing is released.
    const run = await releaseOverduePins(testDeps({ now: Date.now() + GRACE_MS + DAY_MS }), { dry: false, by: "cron" });
    expect(run.pins.map((pin) => pin.mypin)).not.toContain(mypin);
    expect(await pinRow(mypin)).toBeDefined();
  });

  it("also follows a subscription Stripe marks unpaid instead of cancelling", async () => {
    const { browser, mypin, subscriptionId } = await boughtPin();
    await endForNonPayment(subscriptionId, { retries: 1, final: "unpaid" });
    const row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ status: "unpaid" });
    expect(row?.graceEndsAt).toBeGreaterThan(Date.now() + GRACE_MS - DAY_MS);
    expect(await myPin(browser, mypin)).toMatchObject({ standing: "grace" });
    expect((await search(mypin)).status).toBe(200);
  });
});

describe("releasing overdue pins", () => {
  it("after grace deletes the pin, its QR row and file, records who released it, frees the name and e-mails the owner once", async () => {
    const { user, browser, mypin, subscriptionId } = await boughtPin();
    const qrFile = await qrCodeOf(browser, mypin);
    expect(await env.QR_BUCKET.head(qrFile)).not.toBeNull();
    await endForNonPayment(subscriptionId);
    const graceEndsAt = (await subscriptionRow(subscriptionId))?.graceEndsAt ?? 0;

    await releaseRun(graceEndsAt - 1);
    expect(await pinRow(mypin)).toBeDefined();

    await Promise.all([releaseRun(graceEndsAt + 1), releaseRun(graceEndsAt + 2), releaseRun(graceEndsAt + 3)]);
    expect(await pinRow(mypin)).toBeUndefined();
    expect(await findQrCode(db(), mypin)).toBeUndefined();
    expect(await env.QR_BUCKET.head(qrFile)).toBeNull();
    expect(await db().select().from(pinReleases).where(eq(pinReleases.mypin, mypin))).toEqual([
      expect.objectContaining({
        userEmail: user.email,
        subscriptionId,
        releasedBy: "cron",
        releasedAt: expect.any(Number),
      }),
    ]);
    const [email, ...more] = await emailsOf(user.email, "pin-released");
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe(`Your MyPin "${mypin}" has been released`);

    expect((await search(mypin)).status).toBe(404);
    const next = await signedInBuyer();
    expect(await (await next.browser.get(`/api/names/${encodeURIComponent(mypin)}/availability`)).json()).toEqual({
      available: true,
      reason: null,
    });
    expect((await next.browser.post(`/api/names/${encodeURIComponent(mypin)}/hold`, {})).status).toBe(200);
  });

  it("answers the spec's shape, and a dry run lists the same pins and changes nothing", async () => {
    const { user, mypin, subscriptionId } = await boughtPin();
    await endForNonPayment(subscriptionId);
    const row = await subscriptionRow(subscriptionId);
    const after = (row?.graceEndsAt ?? 0) + 1;

    const dry = await releaseOverduePins(testDeps({ now: after }), { dry: true, by: "cron" });
    expect(dry).toMatchObject({ wouldRelease: expect.any(Number) });
    expect(dry.pins).toContainEqual({ mypin, user_email: user.email, subscription_end: row?.endedAt });
    expect(await pinRow(mypin)).toBeDefined();
    expect(await emailsOf(user.email, "pin-released")).toHaveLength(0);
    expect(await db().select().from(pinReleases).where(eq(pinReleases.mypin, mypin))).toHaveLength(0);

    const real = await releaseOverduePins(testDeps({ now: after }), { dry: false, by: "admin-id" });
    expect(real).toMatchObject({ released: real.pins.length });
    expect(real.pins).toContainEqual({ mypin, user_email: user.email, subscription_end: row?.endedAt });
    expect(await db().select().from(pinReleases).where(eq(pinReleases.mypin, mypin))).toEqual([
      expect.objectContaining({ releasedBy: "admin-id" }),
    ]);
  });

  it("never releases a live, past-due or subscription-less pin", async () => {
    const live = await boughtPin();
    const pastDue = await boughtPin();
    await emulator.failSubscriptionPayment(pastDue.subscriptionId, { retries: 3 });
    await deliverInvoiceEvents(pastDue.subscriptionId);
    const demo = await makeOwnedPin(env.DB, live.user);

    const far = Date.now() + GRACE_MS + DAY_MS;
    const { pins } = await releaseOverduePins(testDeps({ now: far }), { dry: true, by: "cron" });
    const listed = pins.map((pin) => pin.mypin);
    for (const kept of [live, pastDue, demo]) expect(listed).not.toContain(kept.mypin);
  });
});
