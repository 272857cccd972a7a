import { describe, expect, it } from "vitest";
import { priceLookupKey } from "../../worker/providers/price-lookup";
import { SUBSCRIPTION_SYNC_JOB } from "../../worker/services/subscriptions/subscription-sync-pass";
import { syncAllSubscriptions } from "../../worker/services/subscriptions/sync-all-subscriptions";
import { testDeps } from "../helpers/worker/deps";
import { boughtPin, pinRow, subscriptionRow } from "../helpers/worker/lifecycle";
import { runWholePass } from "../helpers/worker/schedules";
import { emulator, stripeClient } from "../helpers/worker/stripe";

// The 02:00 schedule's pass, as Cron Triggers would run it: begun at 02:00 and carried on by the
// five-minute schedule to Stripe's last page.
const nightlySync = () => runWholePass(SUBSCRIPTION_SYNC_JOB, "0 2 * * *");

async function basicPrice() {
  const { data } = await stripeClient().prices.list({ lookup_keys: [priceLookupKey("basic", "gbp")], limit: 1 });
  return data[0]?.id ?? "";
}

// Every change below is made at Stripe with no webhook delivered, as when events are lost.
describe("the nightly sync of every subscription", () => {
  it("heals a missed cancellation, and counts what each run processed", async () => {
    const { subscriptionId } = await boughtPin();
    await stripeClient().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });

    await nightlySync();
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    // The next night's first run reads the newest page again, this subscription in it.
    expect((await syncAllSubscriptions(testDeps()))?.processedSubscriptions).toBeGreaterThanOrEqual(1);
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

    await nightlySync();
    const healed = await stripe.subscriptions.retrieve(subscriptionId);
    expect(healed.items.data[0]?.price.lookup_key).toBe(priceLookupKey("premium", "gbp"));
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      amountMinor: healed.items.data[0]?.price.unit_amount,
    });
  });

  it("heals every subscription of ours that changed, and writes no row that did not", async () => {
    const bought = await Promise.all([boughtPin(), boughtPin(), boughtPin()]);
    const unchanged = await boughtPin();
    const before = await subscriptionRow(unchanged.subscriptionId);
    for (const { subscriptionId } of bought)
      await stripeClient().subscriptions.update(subscriptionId, { cancel_at_period_end: true });

    await nightlySync();
    for (const { subscriptionId } of bought)
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await subscriptionRow(unchanged.subscriptionId)).toEqual(before);
  });
});
