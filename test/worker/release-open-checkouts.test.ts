import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { checkouts } from "../../db/schema";
import { releaseOverduePins } from "../../worker/services/subscriptions/release-overdue-pins";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { browserSession } from "../helpers/worker/browser-session";
import { captureConsole } from "../helpers/worker/console";
import { testDeps } from "../helpers/worker/deps";
import { boughtPin, deliverNewEvents, endForNonPayment, pinRow, subscriptionRow } from "../helpers/worker/lifecycle";
import { checkout, signedInBuyer } from "../helpers/worker/purchase";
import { emulator, stripeClient } from "../helpers/worker/stripe";

const checkoutRow = (id: string) => createDb(env.DB).query.checkouts.findFirst({ where: eq(checkouts.id, id) });
const search = (mypin: string) => browserSession().get(`/api/pins/${encodeURIComponent(mypin)}`);
const release = (now: number) => releaseOverduePins(testDeps({ now }), { dry: false, by: "cron" });

// The review's attack: an owner kept a name without paying by holding a renewal checkout open
// across every daily release, which skipped a name with a pending checkout.
describe("a checkout open when the release runs", () => {
  it("is refused to an owner who cancelled: renewing is only for the grace window after a failed payment", async () => {
    const { browser, mypin, subscriptionId } = await boughtPin({ tier: "premium", promoCode: "FREE3" });
    expect((await browser.post(`/api/me/pins/${(await pinRow(mypin))?.id}/cancellation`, {})).status).toBe(200);
    const before = (await emulator.recordedEvents({ objectId: subscriptionId })).length;
    expect((await emulator.advanceSubscription(subscriptionId)).status).toBe(200);
    await deliverNewEvents(subscriptionId, before);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "canceled", graceEndsAt: null });

    expect(await checkout(browser, { mypin, currency: "gbp" })).toMatchObject({
      status: 409,
      body: { error: { code: "NAME_TAKEN" } },
    });
    expect(await release(Date.now() + 1000)).toMatchObject({
      pins: expect.arrayContaining([expect.objectContaining({ mypin })]),
    });
    expect((await search(mypin)).status).toBe(404);
  });

  it("does not hold back the release of a name in grace: an unpaid one is expired at Stripe and the name released", async () => {
    const { browser, mypin, subscriptionId } = await boughtPin();
    await endForNonPayment(subscriptionId);
    const graceEndsAt = (await subscriptionRow(subscriptionId))?.graceEndsAt ?? 0;
    const opened = await checkout(browser, { mypin, currency: "gbp" });
    expect(opened.status).toBe(200);
    const sessionId = sessionIdOf(opened.body.url ?? "");

    const run = await release(graceEndsAt + 1);
    expect(run.pins.map((pin) => pin.mypin)).toContain(mypin);
    expect(await pinRow(mypin)).toBeUndefined();
    expect((await stripeClient().checkout.sessions.retrieve(sessionId)).status).toBe("expired");
    expect(await checkoutRow(sessionId)).toMatchObject({ status: "expired" });
    expect((await emulator.payCheckout(sessionId)).body.error).toMatch(/expired/);

    // A new unpaid checkout after the release holds nothing back either: the name is anyone's.
    const other = await signedInBuyer();
    const again = await checkout(other.browser, { mypin, currency: "gbp" });
    expect(again.status).toBe(200);
    expect(await release(graceEndsAt + 2)).toMatchObject({ released: 0 });
    expect((await search(mypin)).status).toBe(404);
  });

  it("keeps the pin when the owner paid the renewal but its event has not come: the release fulfils it first", async () => {
    const { browser, mypin, subscriptionId } = await boughtPin();
    await endForNonPayment(subscriptionId);
    const graceEndsAt = (await subscriptionRow(subscriptionId))?.graceEndsAt ?? 0;
    const opened = await checkout(browser, { mypin, currency: "gbp" });
    const sessionId = sessionIdOf(opened.body.url ?? "");
    expect((await emulator.payCheckout(sessionId)).status).toBe(200);

    const run = await release(graceEndsAt + 1);
    expect(run.pins.map((pin) => pin.mypin)).not.toContain(mypin);
    const pin = await pinRow(mypin);
    expect(pin?.subscriptionId).not.toBe(subscriptionId);
    expect(await checkoutRow(sessionId)).toMatchObject({ status: "fulfilled" });
    expect((await search(mypin)).status).toBe(200);
  });

  it("leaves the pin for the next run when Stripe cannot say what became of its checkout", async () => {
    const { browser, mypin, subscriptionId } = await boughtPin();
    await endForNonPayment(subscriptionId);
    const graceEndsAt = (await subscriptionRow(subscriptionId))?.graceEndsAt ?? 0;
    const sessionId = sessionIdOf((await checkout(browser, { mypin, currency: "gbp" })).body.url ?? "");
    await emulator.failNextCalls("GET", `/v1/checkout/sessions/${sessionId}`, 2);

    const warnings = captureConsole("warn");
    const run = await release(graceEndsAt + 1);
    expect(warnings()).toEqual([expect.stringContaining(`"${mypin}" left for the next release`)]);
    expect(run.pins.map((pin) => pin.mypin)).not.toContain(mypin);
    expect(await pinRow(mypin)).toBeDefined();
    expect((await release(graceEndsAt + 2)).pins.map((pin) => pin.mypin)).toContain(mypin);
  });
});
