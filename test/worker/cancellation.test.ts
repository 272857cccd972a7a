import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { cancellationRequests, emailOutbox, mypins, subscriptions } from "../../db/schema";
import { api } from "../../domain/messages/api";
import { manage } from "../../domain/messages/manage";
import { mailboxText } from "../../worker/services/outbox/dev-mailbox";
import { releaseOverduePins } from "../../worker/services/subscriptions/release-overdue-pins";
import { uniqueName } from "../helpers/unique";
import { makeUser } from "../helpers/worker/accounts";
import { answerAs, type TApi } from "../helpers/worker/api";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { testDeps } from "../helpers/worker/deps";
import { makeOwnedPin } from "../helpers/worker/pins";
import { fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

const db = () => createDb(env.DB);
const requestsFor = (mypin: string) =>
  db().select().from(cancellationRequests).where(eq(cancellationRequests.mypin, mypin));
const cancellationEmailsTo = (to: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .then((rows) => rows.filter((row) => row.template === "cancellation"));
const subscriptionRow = (id: string) => db().query.subscriptions.findFirst({ where: eq(subscriptions.id, id) });

async function boughtPin() {
  const buyer = await signedInBuyer();
  const mypin = uniqueName("cancel");
  const sessionId = await paidCheckout(buyer.browser, { mypin, currency: "gbp" });
  expect((await fulfil(buyer.browser, sessionId)).status).toBe(200);
  const pin = await db().query.mypins.findFirst({ where: eq(mypins.mypin, mypin) });
  if (!pin?.subscriptionId) throw new Error(`Fulfilment wrote no subscribed pin ${mypin}`);
  return { ...buyer, mypin, id: pin.id, subscriptionId: pin.subscriptionId };
}

async function cancel(browser: TBrowserSession, id: number | string) {
  return answerAs<TApi["me"]["pins"][":id"]["cancellation"]["$post"]>(
    await browser.post(`/api/me/pins/${id}/cancellation`, {}),
  );
}

async function statusOf(browser: TBrowserSession, id: number) {
  const { pins } = await (await browser.api.me.pins.$get({ query: {} })).json();
  return pins.find((pin) => pin.id === id)?.cancellation;
}

function expectWarnings<T>(count: number, action: () => Promise<T>) {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return action().finally(() => {
    expect(warn).toHaveBeenCalledTimes(count);
    warn.mockRestore();
  });
}

describe("POST /api/me/pins/:id/cancellation", () => {
  it("schedules the end at the period's end with the provider, records it, updates the subscription and e-mails the date", async () => {
    const { browser, user, mypin, id, subscriptionId } = await boughtPin();
    const answer = await cancel(browser, id);

    const provider = await stripeClient().subscriptions.retrieve(subscriptionId);
    expect(provider.cancel_at_period_end).toBe(true);
    const periodEnd = (provider.items.data[0]?.current_period_end ?? 0) * 1000;
    expect(periodEnd).toBeGreaterThan(Date.now());
    expect(answer).toEqual({ status: 200, body: { cancellation: "processed", subscriptionEnd: periodEnd } });

    expect(await requestsFor(mypin)).toMatchObject([{ email: user.email, processed: true }]);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    const [email, ...more] = await cancellationEmailsTo(user.email);
    expect(more).toHaveLength(0);
    // Read as its reader sees it: delivery right after the request empties the payload.
    const text = email ? mailboxText(email).text : "";
    expect(text).toContain(`"${mypin}"`);
    const date = new Date(periodEnd).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(text).toContain(date);
    expect(await statusOf(browser, id)).toBe("processed");
  });

  it("records the request as pending without an e-mail when the provider fails, and asking again tries it again", async () => {
    const { browser, user, mypin, id, subscriptionId } = await boughtPin();
    // The SDK retries once, so both tries fail.
    await emulator.failNextCalls("POST", `/v1/subscriptions/${subscriptionId}`);
    const failed = await expectWarnings(1, () => cancel(browser, id));
    expect(failed).toEqual({ status: 200, body: { cancellation: "pending", subscriptionEnd: null } });
    expect(await requestsFor(mypin)).toMatchObject([{ email: user.email, processed: false }]);
    expect(await cancellationEmailsTo(user.email)).toHaveLength(0);
    expect((await stripeClient().subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await statusOf(browser, id)).toBe("pending");

    const retried = await cancel(browser, id);
    expect(retried).toMatchObject({ status: 200, body: { cancellation: "processed" } });
    expect((await stripeClient().subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
    expect(await requestsFor(mypin)).toMatchObject([{ processed: true }]);
    expect(await cancellationEmailsTo(user.email)).toHaveLength(1);
  });

  it("records a pin without a subscription as pending, without an e-mail", async () => {
    const { browser, user } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user);
    const answer = await expectWarnings(1, () => cancel(browser, pin.id));
    expect(answer).toEqual({ status: 200, body: { cancellation: "pending", subscriptionEnd: null } });
    expect(await requestsFor(pin.mypin)).toMatchObject([{ email: user.email, processed: false }]);
    expect(await cancellationEmailsTo(user.email)).toHaveLength(0);
  });

  it("answers a processed cancellation again without asking the provider or e-mailing twice", async () => {
    const { browser, user, mypin, id } = await boughtPin();
    const first = await cancel(browser, id);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const again = await cancel(browser, id);
    const providerCalls = fetchSpy.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes("/v1/"),
    );
    fetchSpy.mockRestore();
    expect(again).toEqual(first);
    expect(providerCalls).toHaveLength(0);
    expect(await requestsFor(mypin)).toHaveLength(1);
    expect(await cancellationEmailsTo(user.email)).toHaveLength(1);
  });

  it("reports a request it could not record in the spec's words, and asking again records it", async () => {
    const { browser, mypin, id } = await boughtPin();
    const batch = vi.spyOn(env.DB, "batch").mockRejectedValueOnce(new Error("D1 is unavailable"));
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await cancel(browser, id);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    batch.mockRestore();
    expect(failed).toEqual({
      status: 500,
      body: { error: { code: "CANCELLATION_RECORD_FAILED", message: manage.recordCancellationFailed(api.internal) } },
    });
    expect(await requestsFor(mypin)).toHaveLength(0);
    expect((await cancel(browser, id)).body).toMatchObject({ cancellation: "processed" });
  });

  it("answers another user's pin and a missing one alike, as not found, and cancels nothing", async () => {
    const { id, mypin, subscriptionId } = await boughtPin();
    const { browser } = await signedInBuyer();
    const notFound = { status: 404, body: { error: { code: "PIN_NOT_FOUND", message: "MyPin not found" } } };
    expect(await cancel(browser, id)).toEqual(notFound);
    expect(await cancel(browser, 2_000_000_000)).toEqual(notFound);
    expect(await requestsFor(mypin)).toHaveLength(0);
    expect((await stripeClient().subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);
  });

  it("needs a signed-in user", async () => {
    const pin = await makeOwnedPin(env.DB, await makeUser(env.DB));
    expect((await cancel(browserSession(), pin.id)).status).toBe(401);
    expect(await requestsFor(pin.mypin)).toHaveLength(0);
  });

  it("keeps the pin live until the end of the period, then the daily release frees the name", async () => {
    const { browser, mypin, id, subscriptionId } = await boughtPin();
    expect((await cancel(browser, id)).body).toMatchObject({ cancellation: "processed" });
    expect((await emulator.advanceSubscription(subscriptionId)).status).toBe(200);
    for (const event of await emulator.recordedEvents({ objectId: subscriptionId }))
      expect((await deliverWebhook(event)).status).toBe(200);
    expect((await browserSession().get(`/api/pins/${mypin}`)).status).toBe(200);
    expect((await releaseOverduePins(testDeps(), { dry: false, by: "cron" })).pins.map((pin) => pin.mypin)).toContain(
      mypin,
    );

    const visitor = browserSession();
    expect(await (await visitor.get(`/api/names/${mypin}/availability`)).json()).toEqual({
      available: true,
      reason: null,
    });
    expect((await visitor.get(`/api/pins/${mypin}`)).status).toBe(404);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "canceled" });
    expect(await statusOf(browser, id)).toBeUndefined();
  });
});
