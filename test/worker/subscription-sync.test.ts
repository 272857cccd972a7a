import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { priceLookupKey } from "../../worker/providers/price-lookup";
import { syncAllSubscriptions } from "../../worker/services/subscriptions/subscription-sync";
import { testDeps } from "../helpers/worker/deps";
import { boughtPin, pinRow, subscriptionRow } from "../helpers/worker/lifecycle";
import { emulator, stripeClient } from "../helpers/worker/stripe";

// The 02:00 schedule, as Cron Triggers would call it.
const nightlySync = () =>
  worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: "0 2 * * *" }),
    env,
    createExecutionContext(),
  );

async function basicPrice() {
  const { data } = await stripeClient().prices.list({ lookup_keys: [priceLookupKey("basic", "gbp")], limit: 1 });
  return data[0]?.id ?? "";
}

// Every change below is made at Stripe with no webhook delivered, as when events are lost.
describe("the nightly sync of every subscription", () => {
  it("heals a missed cancellation, and counts what it processed", async () => {
    const { subscriptionId } = await boughtPin();
    await stripeClient().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });

    const { processedSubscriptions } = await syncAllSubscriptions(testDeps());
    expect(processedSubscriptions).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("heals a missed end of a subscription, keeping the pin for the release", async () => {
    const { mypin, subscriptionId } = await boughtPin();
    await stripeClient().subscriptions.cancel(subscriptionId);
    await nightlySync();
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "canceled", endedAt: expect.any(Number) });
    expect(await pinRow(mypin)).toBeDefined();
  });

  it("heals a moved period end and a trial's end", async () => {
    const { subscriptionId } = await boughtPin({ tier: "premium", promoCode: "FREE3" });
    const trialEnd = Date.now() + 20 * 86_400_000;
    expect((await emulator.moveSubscription(subscriptionId, { trialEndMs: trialEnd })).status).toBe(200);
    await nightlySync();
    const expected = Math.floor(trialEnd / 1000) * 1000;
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ trialEnd: expected, currentPeriodEnd: expected });
  });

  it("puts a subscription switched to another tier's price back on its pin's tier", async () => {
    const { subscriptionId } = await boughtPin({ tier: "premium" });
    const stripe = stripeClient();
    const item = (await stripe.subscriptions.retrieve(subscriptionId)).items.data[0];
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item?.id, price: await basicPrice() }],
      proration_behavior: "none",
    });

    await syncAllSubscriptions(testDeps());
    const healed = await stripe.subscriptions.retrieve(subscriptionId);
    expect(healed.items.data[0]?.price.lookup_key).toBe(priceLookupKey("premium", "gbp"));
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      amountMinor: healed.items.data[0]?.price.unit_amount,
    });
  });

  it("reads Stripe page by page, and processes every subscription of ours", async () => {
    const bought = await Promise.all([boughtPin(), boughtPin(), boughtPin()]);
    // A distinctive time marks the rows this run wrote; pages of two make it turn several pages.
    const now = Date.now() + 12_345;
    const { processedSubscriptions } = await syncAllSubscriptions(testDeps({ now }), { pageSize: 2 });
    expect(processedSubscriptions).toBeGreaterThanOrEqual(3);
    for (const { subscriptionId } of bought)
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ updatedAt: now });
  });
});
