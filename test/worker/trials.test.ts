import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { users } from "../../db/schema";
import { create, promoRefusal } from "../../domain/messages/purchase";
import { priceInMinorUnits } from "../../domain/prices";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { uniqueName } from "../helpers/unique";
import type { TBrowserSession } from "../helpers/worker/browser-session";
import { checkout, fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

async function validate(browser: TBrowserSession, promoCode: string, mypin: string) {
  const response = await browser.api["promo-codes"].validate.$post({ json: { promoCode, mypin } });
  expect(response.status).toBe(200);
  return response.json();
}

async function sessionOf(url: string | undefined) {
  return stripeClient().checkout.sessions.retrieve(sessionIdOf(url ?? ""));
}

// A buyer who has had a trial: bought a Basic name with FREE7 and cancelled it at once.
async function buyerAfterTrial() {
  const buyer = await signedInBuyer();
  const sessionId = await paidCheckout(buyer.browser, { mypin: uniqueName("trial", "basic"), promoCode: "FREE7" });
  expect((await fulfil(buyer.browser, sessionId)).status).toBe(200);
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  const subscriptionId = String(session.subscription);
  await stripeClient().subscriptions.cancel(subscriptionId);
  expect(
    (await deliverWebhook(await emulator.recordedEvent(subscriptionId, "customer.subscription.deleted"))).status,
  ).toBe(200);
  return buyer;
}

describe("trial codes", () => {
  it("refuse FREE3 on a name that is not Premium and FREE7 on one that is not Basic, saying why", async () => {
    const { browser } = await signedInBuyer();
    const wrongFree3 = promoRefusal.wrongTier("FREE3", "premium");
    const wrongFree7 = promoRefusal.wrongTier("FREE7", "basic");
    expect(wrongFree3).toBe("FREE3 gives a free trial on Premium names only.");
    for (const tier of ["simple", "basic"] as const) {
      expect(await validate(browser, "free3", uniqueName("tier", tier))).toMatchObject({
        valid: false,
        error: wrongFree3,
      });
    }
    for (const tier of ["simple", "premium"] as const) {
      expect(await validate(browser, "FREE7", uniqueName("tier", tier))).toMatchObject({
        valid: false,
        error: wrongFree7,
      });
    }
    const mypin = uniqueName("tier", "simple");
    const started = await checkout(browser, { mypin, currency: "gbp", promoCode: "FREE3" });
    expect(started.body.promoCodeError).toBe(wrongFree3);
    const session = await sessionOf(started.body.url);
    expect(session.amount_total).toBe(priceInMinorUnits("simple", "gbp"));
  });

  it("give one free trial per account, however its first trial ended", async () => {
    const { browser } = await buyerAfterTrial();
    expect(await validate(browser, "FREE3", uniqueName("again", "premium"))).toEqual({
      valid: false,
      error: promoRefusal.trialUsed,
      discount: null,
      specialTrial: null,
    });
    const started = await checkout(browser, {
      mypin: uniqueName("again", "basic"),
      currency: "usd",
      promoCode: "FREE7",
    });
    expect(started.body.promoCodeError).toBe(promoRefusal.trialUsed);
    expect((await sessionOf(started.body.url)).amount_total).toBe(priceInMinorUnits("basic", "usd"));
    // Other codes still work for the account.
    expect(await validate(browser, "WELCOME10", uniqueName("again", "basic"))).toMatchObject({ valid: true });
    expect(await validate(browser, "NOPE", uniqueName("again", "basic"))).toMatchObject({ error: create.promoInvalid });
  });

  it("give one free trial per Stripe customer, even where the account has no record of it", async () => {
    const { user, browser } = await buyerAfterTrial();
    await createDb(env.DB).update(users).set({ trialUsedAt: null }).where(eq(users.id, user.id));
    expect(await validate(browser, "FREE7", uniqueName("again", "basic"))).toMatchObject({
      valid: false,
      error: promoRefusal.trialUsed,
    });
  });

  it("leave only the newest open trial checkout payable", async () => {
    const { browser } = await signedInBuyer();
    const first = await checkout(browser, { mypin: uniqueName("first", "basic"), promoCode: "FREE7" });
    const second = await checkout(browser, { mypin: uniqueName("second", "premium"), promoCode: "FREE3" });
    expect((await sessionOf(first.body.url)).status).toBe("expired");
    expect((await sessionOf(second.body.url)).status).toBe("open");
  });

  it("never leave two trial checkouts payable when an account starts them at once", async () => {
    const { browser } = await signedInBuyer();
    const started = await Promise.all([
      checkout(browser, { mypin: uniqueName("one", "basic"), promoCode: "FREE7" }),
      checkout(browser, { mypin: uniqueName("other", "premium"), promoCode: "FREE3" }),
      checkout(browser, { mypin: uniqueName("third", "basic"), promoCode: "FREE7" }),
    ]);
    const opened = started.filter((answer) => answer.status === 200);
    expect(opened.length).toBeGreaterThan(0);
    for (const refused of started.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, body: { error: { code: "TRIAL_CHECKOUT_REPLACED" } } });
    }
    const sessions = await Promise.all(opened.map(({ body }) => sessionOf(body.url)));
    expect(sessions.filter((session) => session.status === "open").length).toBeLessThanOrEqual(1);
  });
});
