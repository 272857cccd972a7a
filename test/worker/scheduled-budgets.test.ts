import { env } from "cloudflare:workers";
import { and, count, countDistinct, eq, inArray, isNotNull, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { PASS_START } from "../../db/queries/job-cursors";
import {
  checkouts,
  conversionOutbox,
  emailOutbox,
  jobCursors,
  mypins,
  pinReleases,
  pinTransfers,
  sentNotices,
  staffActions,
  subscriptions,
} from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import { CLEANUP_BUDGET } from "../../worker/cron/cleanup-expired-tokens";
import { CONVERSION_DELIVERY_BUDGET } from "../../worker/cron/deliver-conversions";
import { LEGACY_KEYS_BUDGET } from "../../worker/cron/name-keys";
import { OVERDUE_RELEASE_BUDGET, OVERDUE_RELEASE_JOB } from "../../worker/cron/release-overdue";
import { STALE_CHECKOUTS_BUDGET } from "../../worker/cron/stale-checkouts";
import type { Env } from "../../worker/env";
import type { TRunBudget } from "../../worker/platform/run-budget";
import { priceLookupKey } from "../../worker/providers/price-lookup";
import { EMAIL_DELIVERY_BUDGET } from "../../worker/services/outbox/outbox-delivery";
import { PIN_PLACES_BUDGET } from "../../worker/services/pins/pin-places";
import { RENEWAL_NOTICES_BUDGET, RENEWAL_NOTICES_JOB } from "../../worker/services/subscriptions/lifecycle-notices";
import { SUBSCRIPTION_SYNC_BUDGET, SUBSCRIPTION_SYNC_JOB } from "../../worker/services/subscriptions/subscription-sync";
import { TRANSFER_JOBS_BUDGET } from "../../worker/services/transfers/transfer-expiry";
import { stripeEmulator } from "../helpers/stripe-emulator";
import { uniqueEmail, uniqueName } from "../helpers/unique";
import { makeUser } from "../helpers/worker/accounts";
import { captureConsole } from "../helpers/worker/console";
import { invocationMeter, type TInvocationCount } from "../helpers/worker/invocation-meter";
import { makePin } from "../helpers/worker/pins";
import { paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { passUnderWay } from "../helpers/worker/schedules";
import { emulator, stripeClient } from "../helpers/worker/stripe";
import { acceptAndPay, offeredPin } from "../helpers/worker/transfers";
import {
  numbered,
  seedDueConversions,
  seedDueEmails,
  seedPins,
  seedQrCodes,
  seedSubscriptions,
} from "../helpers/worker/volume-seeds";

// Cloudflare's limits per invocation on Workers Paid, as the jobs are sized against them: 1,000 D1
// queries, and 1,000 subrequests (docs/scaling.md#the-scheduled-jobs).
const LIMITS: TInvocationCount = { queries: 1_000, subrequests: 1_000 };
const FIVE_MINUTES = "*/5 * * * *";
// A volume's hundred runs take tens of seconds on two loaded cores, not the suite's 20.
const VOLUME_TIMEOUT_MS = 180_000;

const db = () => createDb(env.DB);

afterEach(() => vi.restoreAllMocks());

// Production as deployed: e-mails posted to Resend, no copy kept for /dev/mailbox; the services
// outside this machine answer at once.
function productionMeter(stripeUrl = env.STRIPE_API_URL) {
  const meter = invocationMeter({
    ...env,
    ENVIRONMENT: "production",
    EMAIL_API_KEY: "re_test_key",
    STRIPE_API_URL: stripeUrl,
  } as Env);
  meter.answer("api.resend.com", () => Response.json({ id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" }));
  meter.answer("conversions.test", () => Response.json({ events_received: 1 }));
  return meter;
}

type TMeter = ReturnType<typeof productionMeter>;

function expectWithinLimits(runs: readonly (TInvocationCount & { failure?: unknown })[]) {
  const over = runs.flatMap((cost, run) =>
    cost.queries > LIMITS.queries || cost.subrequests > LIMITS.subrequests ? [{ run, ...cost }] : [],
  );
  expect(over).toEqual([]);
  expect(runs.flatMap(({ failure }) => (failure === undefined ? [] : [failure]))).toEqual([]);
}

// The daily run that begins the job's pass, then five-minute runs until the pass has reached its
// end: what each run cost.
async function wholePass(meter: TMeter, job: string, dailyCron: string, now: number) {
  const runs = [await meter.run(dailyCron, now)];
  while (await passUnderWay(job)) {
    if (runs.length > 500) throw new Error(`${job}: the pass was not over after 500 runs`);
    runs.push(await meter.run(FIVE_MINUTES, now));
  }
  return runs;
}

// A pass of the job under way from `cursor`, as an earlier run left it.
async function passUnderWayFrom(job: string, cursor: string, now: number) {
  const position = { cursor, passStartedAt: now, updatedAt: now };
  await db()
    .insert(jobCursors)
    .values({ job, ...position })
    .onConflictDoUpdate({ target: jobCursors.job, set: position });
}

// A checkout of the name still pending, opened ten minutes ago: not yet one the cleanup settles.
async function openCheckout(id: string, userId: string, mypin: string, now: number) {
  await db()
    .insert(checkouts)
    .values({
      id,
      userId,
      mypin,
      latitude: 51.5,
      longitude: -0.12,
      tier: "simple",
      currency: "gbp",
      createdAt: now - 600_000,
    });
}

function volumeStripe() {
  const url = new URL(inject("volumeStripeUrl"));
  return {
    url: url.toString(),
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

describe("each scheduled run within Cloudflare's limits", () => {
  it("declares budgets whose sum for the five-minute run is within both limits", () => {
    const fiveMinutes: TRunBudget[] = [
      CLEANUP_BUDGET,
      EMAIL_DELIVERY_BUDGET,
      CONVERSION_DELIVERY_BUDGET,
      LEGACY_KEYS_BUDGET,
      STALE_CHECKOUTS_BUDGET,
      PIN_PLACES_BUDGET,
      TRANSFER_JOBS_BUDGET,
      SUBSCRIPTION_SYNC_BUDGET,
      OVERDUE_RELEASE_BUDGET,
      RENEWAL_NOTICES_BUDGET,
    ];
    const sum = (field: keyof TRunBudget) => fiveMinutes.reduce((total, budget) => total + budget[field], 0);
    expect(sum("queries")).toBeLessThanOrEqual(LIMITS.queries);
    expect(sum("subrequests")).toBeLessThanOrEqual(LIMITS.subrequests);
  });

  it(
    "syncs 10,000 subscriptions at Stripe, every page once, within the day",
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
        if (run > 200) throw new Error("the pass was not over after 200 runs");
      }
      expectWithinLimits(runs);
      // A run a page and the one that failed: every five minutes from 02:00, done before half past ten.
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

  it(
    "releases 2,000 pins overdue on one day, each once, and frees their names, passing a pin Stripe left unanswered",
    async () => {
      const now = Date.now();
      const owner = await makeUser(env.DB);
      const ids = numbered("sub_release_", 2_000);
      // A launch-day cohort a year on: all ended at the same moment, their order kept by their ids.
      const ended = now - 3_600_000;
      await seedSubscriptions({
        ids,
        status: "canceled",
        tier: "simple",
        amountMinor: 2_400,
        emailPrefix: "release-",
        currentPeriodEnd: ended,
        endedAt: ended,
        createdAt: ended - 365 * DAY_MS,
        userId: owner.id,
      });
      await seedPins({ subscriptionIds: ids, namePrefix: "release ", owner, now });
      await seedQrCodes(2_000, "release ", "qr/release-");
      for (const key of [0, 1, 2]) await env.QR_BUCKET.put(`qr/release-${key}.png`, "png");

      // Open checkouts for four names: three Stripe no longer knows, one it does not answer about.
      const checkoutIds = ["cs_volume_gone_0", "cs_volume_gone_1", "cs_volume_gone_2", "cs_volume_unanswered"];
      for (const [index, id] of checkoutIds.entries())
        await openCheckout(id, owner.id, `release ${500 * index + 7}`, now);
      await emulator.failNextCalls("GET", "/v1/checkout/sessions/cs_volume_unanswered", 2);

      const meter = productionMeter();
      const warnings = captureConsole("warn");
      const runs = await wholePass(meter, OVERDUE_RELEASE_JOB, "0 3 * * *", now);
      expect(warnings()).toEqual([expect.stringContaining('"release 1507" left for the next release')]);
      // The next day's pass comes back to the pin it passed.
      runs.push(...(await wholePass(meter, OVERDUE_RELEASE_JOB, "0 3 * * *", now + DAY_MS)));
      expectWithinLimits(runs);
      // 50 runs of 40 pins and the one that found the list through; the next day's, one.
      expect(runs).toHaveLength(52);

      expect(await db().select({ pins: count() }).from(mypins).where(like(mypins.mypin, "release %"))).toEqual([
        { pins: 0 },
      ]);
      const releases = await db()
        .select({ rows: count(), names: countDistinct(pinReleases.mypin) })
        .from(pinReleases)
        .where(like(pinReleases.mypin, "release %"));
      expect(releases).toEqual([{ rows: 2_000, names: 2_000 }]);
      const audit = await db()
        .select({ rows: count() })
        .from(staffActions)
        .where(and(eq(staffActions.action, "release"), like(staffActions.target, "release %")));
      expect(audit).toEqual([{ rows: 2_000 }]);
      const told = await db()
        .select({ emails: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, "pin-released"), eq(emailOutbox.to, owner.email)));
      expect(told).toEqual([{ emails: 2_000 }]);
      for (const key of [0, 1, 2]) expect(await env.QR_BUCKET.head(`qr/release-${key}.png`)).toBeNull();
    },
    VOLUME_TIMEOUT_MS,
  );

  it(
    "queues the renewal notices of 10,000 subscriptions due on one day, each once",
    async () => {
      const now = Date.now();
      const ids = numbered("sub_notice_", 10_000);
      await seedSubscriptions({
        ids,
        status: "active",
        tier: "simple",
        amountMinor: 2_400,
        emailPrefix: "notice-",
        currentPeriodEnd: now + 30 * DAY_MS - 3_600_000,
        endedAt: null,
        createdAt: now - 300 * DAY_MS,
      });
      await seedPins({ subscriptionIds: ids, namePrefix: "notice ", owner: { id: null, email: "x@volume.test" }, now });

      const meter = productionMeter();
      const runs = await wholePass(meter, RENEWAL_NOTICES_JOB, "0 9 * * *", now);
      // The next day's pass finds them all told.
      runs.push(...(await wholePass(meter, RENEWAL_NOTICES_JOB, "0 9 * * *", now + DAY_MS)));
      expectWithinLimits(runs);
      expect(runs).toHaveLength(42);

      const notices = await db()
        .select({ emails: count(), to: countDistinct(emailOutbox.to) })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, "renewal-notice"), like(emailOutbox.to, "notice-%")));
      expect(notices).toEqual([{ emails: 10_000, to: 10_000 }]);
      expect(
        await db().select({ keys: count() }).from(sentNotices).where(like(sentNotices.key, "renewal:sub_notice_%")),
      ).toEqual([{ keys: 10_000 }]);
    },
    VOLUME_TIMEOUT_MS,
  );

  it(
    "keeps a five-minute run within both limits, every job at its worst at once",
    async () => {
      const stripe = stripeClient();
      const customer = await stripe.customers.create({ email: uniqueEmail("worst") });
      const bought = {
        customer: customer.id,
        price: await priceOf(stripe, "simple"),
        start_date: Math.floor((Date.now() - 30 * DAY_MS) / 1000),
      };
      const owner = await makeUser(env.DB);
      // Offers whose recipient paid in time, the news lost, and whose week is over when the run
      // comes: each completed, its giver's subscription cancelled.
      const offers: Awaited<ReturnType<typeof offeredPin>>[] = [];
      for (let made = 0; made < 5; made += 1) {
        const offered = await offeredPin();
        await acceptAndPay(offered.recipient.browser, offered.transfer.id);
        offers.push(offered);
      }
      const offerIds = offers.map(({ transfer }) => transfer.id);
      const now = Math.max(...offers.map(({ transfer }) => transfer.expiresAt)) + 1;

      // Checkouts paid at Stripe whose news was lost, pending here past their session's life: each
      // a fulfilment, a new pin placed with its town.
      const stale: string[] = [];
      for (let made = 0; made < 5; made += 1) {
        const buyer = await signedInBuyer();
        stale.push(await paidCheckout(buyer.browser, { mypin: uniqueName("worst"), currency: "gbp" }));
      }
      await db()
        .update(checkouts)
        .set({ createdAt: now - 2 * 3_600_000 })
        .where(inArray(checkouts.id, stale));
      // Givers whose subscription is still live after their pin moved: each cancelled again.
      const givers = (await emulator.startPastSubscriptions({ count: 5, ...bought })).body.ids;
      const live = { status: "active", amountMinor: 2_400, endedAt: null, createdAt: now - 30 * DAY_MS };
      await seedSubscriptions({
        ...live,
        ids: givers,
        tier: "simple",
        emailPrefix: "worst-giver-",
        currentPeriodEnd: now,
      });
      for (const subscriptionId of givers) {
        const pin = await makePin(env.DB, { placeCheckedAt: now });
        await db()
          .insert(pinTransfers)
          .values({
            id: `transfer-${subscriptionId}`,
            pinId: pin.id,
            mypin: pin.mypin,
            fromUserId: owner.id,
            fromEmail: owner.email,
            fromName: "Giver",
            fromSubscriptionId: subscriptionId,
            toEmail: uniqueEmail("recipient"),
            state: "accepted",
            expiresAt: now,
          });
      }
      // The nightly pass on a page of 100 whose pins are on another tier: a call each to put its price
      // back. The pass goes on after the newest of one call's 101, so its next page is the other 100.
      const synced = (await emulator.startPastSubscriptions({ count: 101, ...bought })).body.ids;
      const misPriced = synced.slice(0, 100);
      const stale0 = { status: "incomplete", amountMinor: 0, currentPeriodEnd: 0, endedAt: null, createdAt: now };
      await seedSubscriptions({ ...stale0, ids: misPriced, tier: "premium", emailPrefix: "worst-sync-" });
      await passUnderWayFrom(SUBSCRIPTION_SYNC_JOB, synced[100] ?? "", now);
      // The release's pass on 40 overdue pins with their QR files, three with a checkout to settle.
      const overdue = numbered("sub_worst_release_", 40);
      const ended = now - 3_600_000;
      await seedSubscriptions({
        ...live,
        ids: overdue,
        tier: "simple",
        emailPrefix: "worst-",
        status: "canceled",
        currentPeriodEnd: ended,
        endedAt: ended,
      });
      await seedPins({ subscriptionIds: overdue, namePrefix: "worst release ", owner, now });
      await seedQrCodes(40, "worst release ", "qr/worst-");
      for (const key of [0, 1, 2]) await openCheckout(`cs_worst_gone_${key}`, owner.id, `worst release ${key}`, now);
      await passUnderWayFrom(OVERDUE_RELEASE_JOB, PASS_START, now);
      // The notices' pass on a page of 500 due, sorted first.
      const due = numbered("sub_due_", 500);
      await seedSubscriptions({
        ...live,
        ids: due,
        tier: "simple",
        emailPrefix: "due-notice-",
        currentPeriodEnd: now + 30 * DAY_MS - 3_600_000,
        createdAt: now - 300 * DAY_MS,
      });
      await seedPins({ subscriptionIds: due, namePrefix: "due notice ", owner, now });
      await passUnderWayFrom(RENEWAL_NOTICES_JOB, PASS_START, now);
      // More of everything else than a run takes: e-mails, conversion events, legacy pins, unplaced pins.
      await seedDueEmails(60, "worst-mail-", now);
      await seedDueConversions(25, `worst-conversion-${now}-`, now);
      await seedPins({
        subscriptionIds: Array.from({ length: 110 }, () => null),
        namePrefix: "worst legacy ",
        owner,
        keyed: false,
        now,
      });
      const unplaced = [];
      for (let made = 0; made < 12; made += 1)
        unplaced.push(await makePin(env.DB, { latitude: 40 + made / 7, longitude: -3 - made / 11 }));

      const meter = productionMeter();
      const cost = await meter.run(FIVE_MINUTES, now);
      expectWithinLimits([cost]);

      // Every job did its whole chunk, on its heaviest path.
      const fulfilled = await db()
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(and(inArray(checkouts.id, stale), eq(checkouts.status, "fulfilled")));
      expect(fulfilled).toHaveLength(5);
      const accepted = await db()
        .select({ id: pinTransfers.id })
        .from(pinTransfers)
        .where(and(inArray(pinTransfers.id, offerIds), eq(pinTransfers.state, "accepted")));
      expect(accepted).toHaveLength(5);
      for (const id of givers) expect((await stripe.subscriptions.retrieve(id)).status).toBe("canceled");
      const premium = await priceOf(stripe, "premium");
      for (const id of [misPriced[0], misPriced[50], misPriced[99]])
        expect((await stripe.subscriptions.retrieve(id ?? "")).items.data[0]?.price.id).toBe(premium);
      expect(await db().select({ pins: count() }).from(mypins).where(like(mypins.mypin, "worst release %"))).toEqual([
        { pins: 0 },
      ]);
      const notices = await db()
        .select({ emails: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, "renewal-notice"), like(emailOutbox.to, "due-notice-%")));
      expect(notices).toEqual([{ emails: 500 }]);
      const keyed = await db()
        .select({ pins: count() })
        .from(mypins)
        .where(and(like(mypins.mypin, "worst legacy %"), isNotNull(mypins.skeleton)));
      expect(keyed).toEqual([{ pins: 100 }]);
      const placed = await db()
        .select({ pins: count() })
        .from(mypins)
        .where(
          and(
            inArray(
              mypins.id,
              unplaced.map(({ id }) => id),
            ),
            isNotNull(mypins.placeCheckedAt),
          ),
        );
      expect(placed).toEqual([{ pins: 10 }]);
      expect(await db().select({ emails: count() }).from(emailOutbox).where(eq(emailOutbox.sentAt, now))).toEqual([
        { emails: 50 },
      ]);
      expect(
        await db().select({ events: count() }).from(conversionOutbox).where(eq(conversionOutbox.sentAt, now)),
      ).toEqual([{ events: 20 }]);
    },
    VOLUME_TIMEOUT_MS,
  );
});
