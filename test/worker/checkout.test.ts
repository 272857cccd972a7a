import { env, exports } from "cloudflare:workers";
import type Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { namePolicy, nameStatus } from "../../domain/messages/names";
import { create } from "../../domain/messages/purchase";
import { coordinates } from "../../domain/messages/search";
import { TIER_ORDER } from "../../domain/names";
import { CURRENCIES, priceInMinorUnits } from "../../domain/prices";
import type { Env } from "../../worker/env";
import { nameLock } from "../../worker/services/names/locks";
import { startCheckout } from "../../worker/services/purchase/start-checkout";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { uniqueName } from "../helpers/unique";
import { makeUser } from "../helpers/worker/accounts";
import { answerAs, ORIGIN, type TApi } from "../helpers/worker/api";
import { browserSession } from "../helpers/worker/browser-session";
import { testDeps } from "../helpers/worker/deps";
import { makePin } from "../helpers/worker/pins";
import { checkout, signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator, stripeClient } from "../helpers/worker/stripe";

async function sessionOf(url: string | undefined) {
  return stripeClient().checkout.sessions.retrieve(sessionIdOf(url ?? ""), { expand: ["line_items"] });
}

describe("POST /api/checkout", () => {
  for (const tier of TIER_ORDER) {
    for (const currency of CURRENCIES) {
      it(`charges the ${tier} price in ${currency}`, async () => {
        const { browser, user } = await signedInBuyer();
        const mypin = uniqueName(tier, tier);
        const started = await checkout(browser, { mypin, currency });
        expect(started.status).toBe(200);
        const session = await sessionOf(started.body.url);
        expect(session.mode).toBe("subscription");
        expect(session.currency).toBe(currency);
        expect(session.amount_total).toBe(priceInMinorUnits(tier, currency));
        expect(session.metadata).toEqual({ mypin, latitude: "51.501364", longitude: "-0.14189", userId: user.id });
        expect(session.success_url).toContain("/payment-success?session_id={CHECKOUT_SESSION_ID}");
        expect(session.cancel_url).toContain(`/payment-cancelled?mypin=${encodeURIComponent(mypin)}`);
        // At least Stripe's 30-minute minimum, and the name is held for as long.
        const minutes = (session.expires_at * 1000 - Date.now()) / 60_000;
        expect(minutes).toBeGreaterThan(30);
        expect(minutes).toBeLessThan(32);
        expect((await nameLock(env, mypin).status(`user:${user.id}`)).expiresAt).toBe(session.expires_at * 1000);
      });
    }
  }

  it("takes the currency of the visitor's country when the app sends none", async () => {
    const { browser } = await signedInBuyer();
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: browser.jar.header() },
        body: JSON.stringify({ mypin: uniqueName("geo"), latitude: 1, longitude: 2 }),
        cf: { country: "DE" },
      }),
    );
    expect(response.status).toBe(200);
    const { body } = await answerAs<TApi["checkout"]["$post"]>(response);
    expect((await sessionOf(body.url)).currency).toBe("eur");
  });

  it("turns FREE3 on a Premium name and free7 on a Basic one into trials at the name's own price", async () => {
    for (const [code, days, tier] of [
      ["FREE3", 90, "premium"],
      ["free7", 7, "basic"],
    ] as const) {
      const { browser } = await signedInBuyer();
      const started = await checkout(browser, { mypin: uniqueName("trial", tier), currency: "gbp", promoCode: code });
      expect(started.body.promoCodeError).toBeUndefined();
      const session = await sessionOf(started.body.url);
      expect(session.discounts ?? []).toEqual([]);
      expect(session.amount_total).toBe(0);
      expect(session.line_items?.data[0]?.price?.unit_amount).toBe(priceInMinorUnits(tier, "gbp"));
      expect(await trialDaysAfterPaying(session.id)).toBe(days);
    }
  });

  it("applies a Stripe promotion code as a discount, not a trial", async () => {
    const { browser } = await signedInBuyer();
    const started = await checkout(browser, { mypin: uniqueName("promo"), currency: "gbp", promoCode: "welcome10" });
    expect(started.body.promoCodeError).toBeUndefined();
    const session = await sessionOf(started.body.url);
    expect(session.amount_total).toBe(Math.round(priceInMinorUnits("simple", "gbp") * 0.9));
    expect(await trialDaysAfterPaying(session.id)).toBeNull();
  });

  it("goes on at full price with the reason when the code is unknown or in another currency", async () => {
    const { browser } = await signedInBuyer();
    for (const [promoCode, currency] of [
      ["NOPE", "gbp"],
      ["SAVE5", "usd"],
    ] as const) {
      const started = await checkout(browser, { mypin: uniqueName("bad"), currency, promoCode });
      expect(started.body.promoCodeError).toBe(create.promoInvalid);
      expect((await sessionOf(started.body.url)).amount_total).toBe(priceInMinorUnits("simple", currency));
    }
  });

  it("refuses bad input in the spec's words", async () => {
    const { browser } = await signedInBuyer();
    expect((await checkout(browser, { mypin: "   " })).body.error).toEqual({
      code: "BAD_REQUEST",
      message: create.requiredForPayment,
    });
    expect((await checkout(browser, { mypin: uniqueName(), latitude: 91 })).body.error).toEqual({
      code: "BAD_REQUEST",
      message: coordinates.invalid,
    });
    expect((await checkout(browser, { mypin: uniqueName(), promoCode: "SAVE\uDFFF" })).body.error).toEqual({
      code: "BAD_REQUEST",
      message: create.promoInvalid,
    });
    const signedOut = await checkout(browserSession(), { mypin: uniqueName() });
    expect(signedOut.status).toBe(401);
  });

  it("refuses a name that is taken or that someone else holds", async () => {
    const { browser } = await signedInBuyer();
    const pin = await makePin(env.DB, { mypin: uniqueName("taken") });
    expect(await checkout(browser, { mypin: pin.mypin })).toMatchObject({
      status: 409,
      body: { error: { code: "NAME_TAKEN" } },
    });
    const held = uniqueName("held");
    await nameLock(env, held).hold("someone-else", "user");
    expect(await checkout(browser, { mypin: held })).toMatchObject({
      status: 409,
      body: { error: { code: "NAME_HELD", message: nameStatus.temporarilyUnavailable } },
    });
  });

  // A provider that never answers costs the call and its one retry STRIPE_TIMEOUT_MS each: the
  // client gives up by itself, never the test.
  const providerFaults = [
    ["fails", (mypin: string) => emulator.failNextCalls("POST", "/v1/checkout/sessions", 2, 500, mypin)],
    ["never answers", (mypin: string) => emulator.leaveNextCallsUnanswered("POST", "/v1/checkout/sessions", 2, mypin)],
  ] as const;
  it.for(providerFaults)(
    "answers the payment error when the provider %s, keeping the buyer's hold",
    { timeout: 60_000 },
    async ([, fault]) => {
      const { browser, user } = await signedInBuyer();
      const mypin = uniqueName("down");
      await fault(mypin);
      const spy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const started = await checkout(browser, { mypin });
      expect(started).toMatchObject({
        status: 502,
        body: { error: { code: "PAYMENT_FAILED", message: create.paymentFailed } },
      });
      expect(spy).toHaveBeenCalledOnce();
      spy.mockRestore();
      expect((await nameLock(env, mypin).status(`user:${user.id}`)).lockedByCurrentUser).toBe(true);
      expect(await sessionsFor(mypin)).toEqual([]);
    },
  );

  it("says no checkout URL came back, and expires the session it cannot send the buyer to", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("nourl");
    await emulator.omitFromNextAnswer("POST", "/v1/checkout/sessions", ["url"], mypin);
    const started = await checkout(browser, { mypin });
    expect(started).toEqual({
      status: 502,
      body: { error: { code: "NO_CHECKOUT_URL", message: create.noCheckoutUrl } },
    });
    const [created] = await sessionsFor(mypin);
    expect(created?.status).toBe("expired");
  });

  it("expires a buyer's earlier checkout when they start again, so only one can be paid", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("again");
    const first = await checkout(browser, { mypin });
    const second = await checkout(browser, { mypin });
    expect(second.status).toBe(200);
    expect((await sessionOf(first.body.url)).status).toBe("expired");
    expect((await sessionOf(second.body.url)).status).toBe("open");
  });

  it("expires the open checkout when the buyer gives the name up", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("giveup");
    const started = await checkout(browser, { mypin });
    expect((await browser.delete(`/api/names/${mypin}/hold`)).status).toBe(200);
    await vi.waitFor(async () => expect((await sessionOf(started.body.url)).status).toBe("expired"));
  });

  it("frees the name when Stripe says the checkout expired", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("lapsed");
    const started = await checkout(browser, { mypin });
    const id = sessionIdOf(started.body.url ?? "");
    await stripeClient().checkout.sessions.expire(id);
    expect((await deliverWebhook(await emulator.recordedEvent(id, "checkout.session.expired"))).status).toBe(200);
    expect((await nameLock(env, mypin).status(null)).isLocked).toBe(false);
  });

  it("refuses a look-alike of a taken name, and of one another buyer holds", async () => {
    const { browser } = await signedInBuyer();
    const pin = await makePin(env.DB, { mypin: uniqueName("mall") });
    const taken = await checkout(browser, { mypin: pin.mypin.replace("mall", "rna11") });
    expect(taken).toEqual({ status: 409, body: { error: { code: "NAME_TAKEN", message: nameStatus.alreadyExists } } });

    const held = uniqueName("mill");
    expect((await checkout((await signedInBuyer()).browser, { mypin: held })).status).toBe(200);
    const lookAlike = await checkout(browser, { mypin: held.replace("mill", "rni1l") });
    expect(lookAlike).toEqual({
      status: 409,
      body: { error: { code: "NAME_HELD", message: nameStatus.temporarilyUnavailable } },
    });
  });

  it("expires a checkout whose name another buyer took while it was being opened", async () => {
    const user = await makeUser(env.DB);
    const mypin = uniqueName("meanwhile");
    const lock = nameLock(env, mypin);
    // The buyer gives the name up and another takes it between the hold and the session's extension.
    const racing = {
      ...env,
      NAME_LOCK: {
        getByName: () => ({
          hold: (...args: Parameters<typeof lock.hold>) => lock.hold(...args),
          extendForCheckout: async (...args: Parameters<typeof lock.extendForCheckout>) => {
            await lock.cancel(`user:${user.id}`);
            await lock.hold("user:another-buyer", "user");
            return lock.extendForCheckout(...args);
          },
        }),
      },
    } as unknown as Env;
    const order = { mypin, latitude: 51.5, longitude: -0.14 };
    const buyer = { ...user, roles: [], sessionId: "session" };
    const start = { user: buyer, order, country: null, address: "203.0.113.9", analyticsConsent: false };
    const started = startCheckout(testDeps({ env: racing }), start);
    await expect(started).rejects.toMatchObject({ code: "NAME_HELD" });
    const [created] = await sessionsFor(mypin);
    expect(created?.status).toBe("expired");
  });

  it("refuses a reserved brand, an expletive and a mixed-script name before holding it", async () => {
    const { browser, user } = await signedInBuyer();
    for (const [mypin, code, message] of [
      ["google maps", "NAME_RESERVED", namePolicy.reserved],
      ["fuck.this.place", "NAME_EXPLETIVE", namePolicy.expletive],
      ["my.p\u0456n2", "NAME_MIXED_SCRIPTS", namePolicy.mixedScripts],
    ] as const) {
      const refused = await checkout(browser, { mypin });
      expect(refused.body).toEqual({ error: { code, message } });
      expect((await nameLock(env, mypin).status(`user:${user.id}`)).isLocked).toBe(false);
    }
  });
});

// The trial the paid session's subscription got, in days, or null without one.
async function trialDaysAfterPaying(id: string) {
  expect((await emulator.payCheckout(id)).status).toBe(200);
  const session = await stripeClient().checkout.sessions.retrieve(id, { expand: ["subscription"] });
  const subscription = session.subscription as Stripe.Subscription;
  if (subscription.trial_end === null || subscription.trial_start === null) return null;
  expect(subscription.status).toBe("trialing");
  return Math.round((subscription.trial_end - subscription.trial_start) / 86_400);
}

// The checkout sessions Stripe holds for a name.
async function sessionsFor(mypin: string) {
  const { data } = await stripeClient().checkout.sessions.list({ limit: 100 });
  return data.filter((session) => session.metadata?.mypin === mypin);
}
