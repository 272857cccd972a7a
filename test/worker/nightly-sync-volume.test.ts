import { env } from "cloudflare:workers";
import { and, count, countDistinct, eq, inArray, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, expect, inject, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { emailOutbox, subscriptions } from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import { priceLookupKey } from "../../worker/providers/price-lookup";
import { SUBSCRIPTION_SYNC_JOB } from "../../worker/services/subscriptions/subscription-sync-pass";
import { stripeEmulator } from "../helpers/stripe-emulator";
import { captureConsole } from "../helpers/worker/console";
import { expectWithinLimits, productionMeter } from "../helpers/worker/invocation-meter";
import { passUnderWay } from "../helpers/worker/schedules";
import { seedPins, seedSubscriptions, VOLUME_TIMEOUT_MS } from "../helpers/worker/volume-seeds";

// The nightly sync at the volume it is sized for, held to Cloudflare's limits per invocation as
// scheduled-budgets.test.ts holds the other jobs. Its 10,000 subscriptions live on an emulator of
// their own, so no other file's nightly sync reads them; and in a runtime of its own, since the
// worker keeps each emulator's price ids for the isolate's life.
const FIVE_MINUTES = "*/5 * * * *";
const db = () => createDb(env.DB);

afterEach(() => vi.restoreAllMocks());

function volumeStripe() {
  const url = new URL(inject("volumeStripeUrl"));
  return {
    url: url.origin,
    controls: stripeEmulator(url.origin),
    sdk: new Stripe(env.STRIPE_SECRET_KEY, {
      httpClient: Stripe.createFetchHttpClient(),
      host: url.hostname,
      port: Number(url.port),
      protocol: "http",
    }),
  };
}

async function priceOf(stripe: Stripe, tier: "simple" | "premium") {
  const { data } = await stripe.prices.list({ lookup_keys: [priceLookupKey(tier, "gbp")], limit: 1 });
  return data[0]?.id ?? "";
}

it(
  "syncs 10,000 subscriptions at Stripe within the day, every page once, within each run's limits",
  async () => {
    const stripe = volumeStripe();
    const now = Date.now();
    const customer = await stripe.sdk.customers.create({ email: "volume@example.com" });
    const simple = await priceOf(stripe.sdk, "simple");
    const bought = { customer: customer.id, price: simple, start_date: Math.floor((now - 100 * DAY_MS) / 1000) };
    // Newest first at Stripe: a page of subscriptions ended for non-payment (a grace notice each),
    // then a page on another tier's price than their pins' (a call each to put it back).
    const start = (count: number, ended?: "payment_failed") =>
      stripe.controls.startPastSubscriptions({ count, ...bought, ended }).then(({ body }) => body.ids);
    const [live, misPriced, ended] = [await start(9_800), await start(100), await start(100, "payment_failed")];
    // Every row behind Stripe, so every one is written.
    const stale = { status: "incomplete", amountMinor: 0, currentPeriodEnd: 0, endedAt: null, createdAt: now };
    await seedSubscriptions({ ...stale, ids: live, tier: "simple", emailPrefix: "sync-live-" });
    await seedSubscriptions({ ...stale, ids: misPriced, tier: "premium", emailPrefix: "sync-priced-" });
    await seedSubscriptions({ ...stale, ids: ended, tier: "simple", emailPrefix: "sync-ended-" });
    await seedPins({
      subscriptionIds: ended,
      namePrefix: "sync grace ",
      owner: { id: null, email: "x@volume.test" },
      now,
    });

    const meter = productionMeter(stripe.url);
    const runs = [await meter.run("0 2 * * *", now)];
    for (let run = 1; await passUnderWay(SUBSCRIPTION_SYNC_JOB); run += 1) {
      if (run > 200) throw new Error("the pass was not over after 200 runs");
      if (run === 40) {
        // The next night's start while the pass is under way carries it on rather than begin again.
        runs.push(await meter.run("0 2 * * *", now + DAY_MS));
      } else if (run === 60) {
        // A run whose page Stripe fails keeps its cursor: the next run reads that page again.
        await stripe.controls.failNextCalls("GET", "/v1/subscriptions?", 2);
        const errors = captureConsole("error");
        const { failure, ...cost } = await meter.run(FIVE_MINUTES, now);
        expect(String(failure)).toContain("continueSubscriptionSync failed");
        expect(errors()).toEqual([expect.stringContaining("Scheduled job continueSubscriptionSync failed")]);
        runs.push(cost);
      } else runs.push(await meter.run(FIVE_MINUTES, now));
    }
    expectWithinLimits(runs);
    // A run a page, and the one Stripe failed: every five minutes from 02:00, done by a quarter past ten.
    expect(runs).toHaveLength(101);

    const pages = meter.fetched.filter(
      ({ url, status }) => url.pathname === "/v1/subscriptions" && url.searchParams.has("status") && status === 200,
    );
    const starts = pages.map(({ url }) => url.searchParams.get("starting_after"));
    expect(starts).toHaveLength(100);
    expect(new Set(starts).size).toBe(100);
    const healed = await db()
      .select({ rows: count() })
      .from(subscriptions)
      .where(and(like(subscriptions.email, "sync-%"), inArray(subscriptions.status, ["active", "canceled"])));
    expect(healed).toEqual([{ rows: 10_000 }]);
    const graceNotices = await db()
      .select({ emails: count(), to: countDistinct(emailOutbox.to) })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "grace-started"), like(emailOutbox.to, "sync-ended-%")));
    expect(graceNotices).toEqual([{ emails: 100, to: 100 }]);
    const premium = await stripe.sdk.subscriptions.list({ price: await priceOf(stripe.sdk, "premium"), limit: 100 });
    expect(premium.data.map(({ id }) => id).sort()).toEqual([...misPriced].sort());
  },
  VOLUME_TIMEOUT_MS,
);
