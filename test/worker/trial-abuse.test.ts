import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { users } from "../../db/schema";
import { promoRefusal, trialLimits } from "../../domain/messages/purchase";
import { priceInMinorUnits } from "../../domain/prices";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { uniqueCard, uniqueName } from "../helpers/unique";
import { captureConsole } from "../helpers/worker/console";
import { emailsOf, subscriptionRow } from "../helpers/worker/lifecycle";
import { checkout, fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

const userRow = (id: string) => createDb(env.DB).query.users.findFirst({ where: eq(users.id, id) });

async function subscriptionOf(sessionId: string) {
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  return stripeClient().subscriptions.retrieve(String(session.subscription));
}

// The review's attacks on "one free trial": two trials on one account through a race, and one card
// farming trials on account after account.
describe("one free trial per account", () => {
  it("keeps one trial when a trial checkout is paid while another is being opened, whichever comes first", async () => {
    const { user, browser } = await signedInBuyer();
    const first = await checkout(browser, { mypin: uniqueName("first", "premium"), promoCode: "FREE3" });
    const firstId = sessionIdOf(first.body.url ?? "");
    const [paid, second] = await Promise.all([
      emulator.payCheckout(firstId, uniqueCard()),
      checkout(browser, { mypin: uniqueName("second", "basic"), promoCode: "FREE7" }),
    ]);
    const secondId = sessionIdOf(second.body.url ?? "");
    const secondPaid = secondId === "" ? null : await emulator.payCheckout(secondId, uniqueCard());
    for (const id of [firstId, secondId]) {
      for (const event of await emulator.recordedEvents({ objectId: id, type: "checkout.session.completed" }))
        expect((await deliverWebhook(event)).status).toBe(200);
    }

    const customer = (await userRow(user.id))?.stripeCustomerId ?? "";
    const { data } = await stripeClient().subscriptions.list({ customer, status: "all" });
    expect(data.filter((subscription) => subscription.status === "trialing")).toHaveLength(1);
    expect([paid.status, secondPaid?.status]).toContain(200);
  });

  it("makes the account's open trial checkout unpayable before another trial checkout exists", async () => {
    const { browser } = await signedInBuyer();
    const first = await checkout(browser, { mypin: uniqueName("first", "premium"), promoCode: "FREE3" });
    const firstId = sessionIdOf(first.body.url ?? "");
    const mypin = uniqueName("second", "basic");
    await emulator.failNextCalls("POST", "/v1/checkout/sessions", 2, 500, mypin);

    const warnings = captureConsole("warn");
    expect((await checkout(browser, { mypin, promoCode: "FREE7" })).status).toBe(502);
    expect(warnings()).toEqual([expect.stringContaining("PAYMENT_FAILED")]);
    expect((await stripeClient().checkout.sessions.retrieve(firstId)).status).toBe("expired");
    expect((await emulator.payCheckout(firstId, uniqueCard())).body.error).toMatch(/expired/);
  });

  it("ends at once the trial of a paid checkout that does not hold the account's trial", async () => {
    const { user, browser } = await signedInBuyer();
    const mypin = uniqueName("second", "premium");
    const sessionId = await paidCheckout(browser, { mypin, currency: "gbp", promoCode: "FREE3" });
    // Another checkout holds the account's trial, as one paid in a race would.
    await createDb(env.DB).update(users).set({ trialCheckoutId: "cs_test_other" }).where(eq(users.id, user.id));

    const [page, webhook] = await Promise.all([
      fulfil(browser, sessionId),
      deliverWebhook(await emulator.recordedEvent(sessionId, "checkout.session.completed")),
    ]);
    expect(page).toMatchObject({ status: 200, body: { mypin, trialRefused: "account" } });
    expect(webhook.status).toBe(200);
    const subscription = await subscriptionOf(sessionId);
    expect(subscription.status).toBe("active");
    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: "active" });
    const [email, ...more] = await emailsOf(user.email, "trial-refused");
    expect(more).toHaveLength(0);
    expect(email?.text).toContain(trialLimits.refused.account);
    expect((await userRow(user.id))?.trialUsedAt).toBeNull();
  });
});

describe("one free trial per card", () => {
  it("ends the trial of a second account paying with a card that had one, charges it and says why", async () => {
    const card = uniqueCard();
    const first = await signedInBuyer();
    const firstId = await paidCheckout(
      first.browser,
      { mypin: uniqueName("farm", "premium"), promoCode: "FREE3" },
      card,
    );
    expect(await fulfil(first.browser, firstId)).toMatchObject({ status: 200, body: { trialRefused: null } });
    expect((await subscriptionOf(firstId)).status).toBe("trialing");

    const second = await signedInBuyer();
    const mypin = uniqueName("farm", "premium");
    const secondId = await paidCheckout(second.browser, { mypin, currency: "gbp", promoCode: "FREE3" }, card);
    expect(await fulfil(second.browser, secondId)).toMatchObject({
      status: 200,
      body: { mypin, trialRefused: "card" },
    });
    const subscription = await subscriptionOf(secondId);
    expect(subscription.status).toBe("active");
    const invoices = await stripeClient().invoices.list({ subscription: subscription.id });
    expect(invoices.data.some((invoice) => invoice.amount_paid === priceInMinorUnits("premium", "gbp"))).toBe(true);
    const [email] = await emailsOf(second.user.email, "trial-refused");
    expect(email?.text).toContain(trialLimits.refused.card);
    // Asked again (the success page reloaded), it says the same.
    expect(await fulfil(second.browser, secondId)).toMatchObject({ body: { trialRefused: "card" } });
    expect((await subscriptionOf(firstId)).status).toBe("trialing");

    // The attempt spent the account's trial too: Stripe's customer has had a trial subscription.
    const again = await checkout(second.browser, { mypin: uniqueName("own", "basic"), promoCode: "FREE7" });
    expect(again.body.promoCodeError).toBe(promoRefusal.trialUsed);
  });

  it("says why again when an earlier fulfilment ended the trial but could not save the pin", async () => {
    const card = uniqueCard();
    const first = await signedInBuyer();
    const firstId = await paidCheckout(first.browser, { mypin: uniqueName("had", "basic"), promoCode: "FREE7" }, card);
    expect((await fulfil(first.browser, firstId)).status).toBe(200);
    const second = await signedInBuyer();
    const mypin = uniqueName("retry", "basic");
    const secondId = await paidCheckout(second.browser, { mypin, promoCode: "FREE7" }, card);
    // An attempt that ended the trial at Stripe, then failed before its batch.
    await stripeClient().subscriptions.update((await subscriptionOf(secondId)).id, { trial_end: "now" });

    expect(await fulfil(second.browser, secondId)).toMatchObject({
      status: 200,
      body: { mypin, trialRefused: "card" },
    });
    expect(await emailsOf(second.user.email, "trial-refused")).toHaveLength(1);
  });

  it("lets the card pay for names at full price on any account", async () => {
    const card = uniqueCard();
    const first = await signedInBuyer();
    const firstId = await paidCheckout(
      first.browser,
      { mypin: uniqueName("trial", "basic"), promoCode: "FREE7" },
      card,
    );
    expect((await fulfil(first.browser, firstId)).status).toBe(200);
    const second = await signedInBuyer();
    const paidId = await paidCheckout(second.browser, { mypin: uniqueName("paid", "simple") }, card);
    expect(await fulfil(second.browser, paidId)).toMatchObject({ status: 200, body: { trialRefused: null } });
    expect((await subscriptionOf(paidId)).status).toBe("active");
  });
});
