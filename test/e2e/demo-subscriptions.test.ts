import type { Page } from "playwright-core";
import type Stripe from "stripe";
import { describe, expect, inject, it } from "vitest";
import { validateName } from "../../domain/names.ts";
import type { TOwnedPin } from "../../domain/owned-pins.ts";
import { DEMO_ACCOUNTS, DEMO_PINS } from "../../tools/demo-data.ts";
import { stripeClient } from "../../tools/stripe-client.ts";
import { addMonths } from "../../tools/stripe-emulator/time.ts";
import { priceLookupKey } from "../../worker/providers/price-lookup.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { openPage, useBrowser } from "../helpers/browser/browser.ts";
import { emulator } from "../helpers/browser/owner-journey.ts";

// The suite's start, as `npm start`'s, gives each demo pin a live subscription bought months ago
// at the Stripe emulator (tools/demo-subscriptions.ts), which the app and the emulator agree on.
const stripeUrl = inject("stripeUrl");
const browser = useBrowser();
const stripe = stripeClient("sk_test_demo_subscriptions", stripeUrl);

const DAY = 86_400;
const OWNER = DEMO_ACCOUNTS.owner;

// Every pin of the signed-in owner, page by page: other files buy pins as the demo owner too.
async function ownedPins(page: Page): Promise<TOwnedPin[]> {
  return page.evaluate(async () => {
    const pins: TOwnedPin[] = [];
    for (let number = 1; ; number += 1) {
      const answer = (await (await fetch(`/api/me/pins?page=${number}`)).json()) as {
        pins: TOwnedPin[];
        total: number;
      };
      pins.push(...answer.pins);
      if (answer.pins.length === 0 || pins.length >= answer.total) return pins;
    }
  });
}

async function demoPinsOf(page: Page) {
  const pins = await ownedPins(page);
  return DEMO_PINS.map((demo) => ({ demo, pin: pins.find((pin) => pin.mypin === demo.mypin) }));
}

// The emulator's live subscriptions of the demo pins, by name, as the worker's checkout labels them.
async function demoSubscriptions() {
  const found = new Map<string, Stripe.Subscription>();
  for await (const subscription of stripe.subscriptions.list({ limit: 100 })) {
    const { mypin, userId } = subscription.metadata;
    if (userId === OWNER.id && mypin && DEMO_PINS.some((demo) => demo.mypin === mypin)) found.set(mypin, subscription);
  }
  return found;
}

describe("the demo pins", () => {
  it("were bought months ago, on live yearly subscriptions of the demo owner at the emulator", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signIn(page);
    const now = Math.floor(Date.now() / 1000);
    const subscriptions = await demoSubscriptions();
    const customers = new Set<string>();
    for (const { demo, pin } of await demoPinsOf(page)) {
      const subscription = subscriptions.get(demo.mypin);
      const item = subscription?.items.data[0];
      // Bought that many months before the suite started, whatever the months' lengths.
      expect(pin?.createdAt).toBeLessThanOrEqual((now - demo.boughtMonthsAgo * 28 * DAY) * 1000);
      expect(pin?.createdAt).toBeGreaterThan((now - (demo.boughtMonthsAgo * 31 + 1) * DAY) * 1000);
      expect(pin).toMatchObject({
        standing: "active",
        cancellation: "none",
        currency: "gbp",
        createdAt: (subscription?.start_date ?? 0) * 1000,
        subscriptionEnd: (item?.current_period_end ?? 0) * 1000,
      });
      expect(pin?.subscriptionEnd).toBeGreaterThan(Date.now());
      expect(subscription).toMatchObject({
        status: "active",
        cancel_at_period_end: false,
        trial_end: null,
        metadata: { latitude: String(demo.latitude), longitude: String(demo.longitude) },
      });
      expect(item?.current_period_end).toBe(addMonths(subscription?.start_date ?? 0, 12));
      expect(item?.price.lookup_key).toBe(priceLookupKey(validateName(demo.mypin).tier ?? "premium", "gbp"));
      customers.add(String(subscription?.customer));
    }
    expect(customers.size).toBe(1);
    const [customer = ""] = customers;
    expect((await stripe.customers.retrieve(customer)) as Stripe.Customer).toMatchObject({ email: OWNER.email });

    // The owner's billing portal is that customer's, and says when each renews.
    const opened = await page.evaluate(async () => {
      const response = await fetch("/api/billing-portal", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      return (await response.json()) as { url: string };
    });
    const portal = await (await fetch(opened.url)).text();
    expect(portal).toContain(`Signed in as ${OWNER.email}`);
    for (const subscription of subscriptions.values()) {
      const renews = new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000).toLocaleDateString(
        "en-GB",
        { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
      );
      expect(portal).toContain(`<dt>Renews</dt><dd>${renews}</dd>`);
    }
  });

  it("stay as they are when the nightly sync reads their subscriptions from Stripe", async () => {
    const owner = (await openPage(browser(), "desktop")).page;
    await signIn(owner);
    const before = await demoPinsOf(owner);

    const { page } = await openPage(browser(), "desktop");
    await signIn(page, DEMO_ACCOUNTS.admin);
    const synced = await page.evaluate(async () => {
      const response = await fetch("/api/admin/sync", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      return { status: response.status, body: (await response.json()) as { processedSubscriptions: number } };
    });
    expect(synced.status).toBe(200);
    expect(synced.body.processedSubscriptions).toBeGreaterThanOrEqual(DEMO_PINS.length);

    const after = await demoPinsOf(owner);
    expect(after.map(({ pin }) => [pin?.standing, pin?.subscriptionEnd, pin?.currency, pin?.createdAt])).toEqual(
      before.map(({ pin }) => [pin?.standing, pin?.subscriptionEnd, pin?.currency, pin?.createdAt]),
    );
    // Each is on its tier's price already: the sync asked Stripe to change none of them.
    for (const subscription of (await demoSubscriptions()).values()) {
      expect(await emulator.recordedEvents({ objectId: subscription.id })).toEqual([]);
    }
  });
});
