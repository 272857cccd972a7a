import { env } from "cloudflare:workers";
import { and, count, countDistinct, eq, inArray, isNotNull, like } from "drizzle-orm";
import type Stripe from "stripe";
import { afterEach, describe, expect, it, vi } from "vitest";
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
} from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import { CLEANUP_BUDGET } from "../../worker/cron/cleanup-expired-tokens";
import { CONVERSION_DELIVERY_BUDGET } from "../../worker/cron/deliver-conversions";
import { LEGACY_KEYS_BUDGET } from "../../worker/cron/name-keys";
import { OVERDUE_RELEASE_BUDGET, OVERDUE_RELEASE_JOB } from "../../worker/cron/release-overdue";
import { STALE_CHECKOUTS_BUDGET } from "../../worker/cron/stale-checkouts";
import type { TRunBudget } from "../../worker/platform/run-budget";
import { priceLookupKey } from "../../worker/providers/price-lookup";
import { EMAIL_DELIVERY_BUDGET } from "../../worker/services/outbox/deliver-outbox";
import { PIN_PLACES_BUDGET } from "../../worker/services/pins/place-unplaced-pins";
import { RENEWAL_NOTICES_BUDGET, RENEWAL_NOTICES_JOB } from "../../worker/services/subscriptions/renewal-notices-pass";
import {
  SUBSCRIPTION_SYNC_BUDGET,
  SUBSCRIPTION_SYNC_JOB,
} from "../../worker/services/subscriptions/subscription-sync-pass";
import { TRANSFER_JOBS_BUDGET } from "../../worker/services/transfers/run-transfer-jobs";
import { uniqueEmail, uniqueName } from "../helpers/unique";
import { makeUser } from "../helpers/worker/accounts";
import { captureConsole } from "../helpers/worker/console";
import { expectWithinLimits, INVOCATION_LIMITS, productionMeter, wholePass } from "../helpers/worker/invocation-meter";
import { makePin } from "../helpers/worker/pins";
import { paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { emulator, stripeClient } from "../helpers/worker/stripe";
import { acceptAndPay, offeredPin } from "../helpers/worker/transfers";
import {
  numbered,
  seedDueConversions,
  seedDueEmails,
  seedPins,
  seedQrCodes,
  seedSubscriptions,
  VOLUME_TIMEOUT_MS,
} from "../helpers/worker/volume-seeds";

const FIVE_MINUTES = "*/5 * * * *";

const db = () => createDb(env.DB);

afterEach(() => vi.restoreAllMocks());

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

async function priceOf(stripe: Stripe, tier: "simple" | "premium") {
  const { data } = await stripe.prices.list({ lookup_keys: [priceLookupKey(tier, "gbp")], limit: 1 });
  return data[0]?.id ?? "";
}

type TOwner = { id: string; email: string };
// The subscriptions the emulator starts in the past: one customer's, at one price, from one date.
type TBought = { customer: string; price: string; start_date: number };

// Offers whose recipient paid in time, the news lost, and whose week is over when the run
// comes: each completed, its giver's subscription cancelled.
async function paidOffers() {
  const offers: Awaited<ReturnType<typeof offeredPin>>[] = [];
  for (let made = 0; made < 5; made += 1) {
    const offered = await offeredPin();
    await acceptAndPay(offered.recipient.browser, offered.transfer.id);
    offers.push(offered);
  }
  return offers;
}

// Checkouts paid at Stripe whose news was lost, pending here past their session's life: each
// a fulfilment, a new pin placed with its town.
async function staleCheckouts(now: number) {
  const stale: string[] = [];
  for (let made = 0; made < 5; made += 1) {
    const buyer = await signedInBuyer();
    stale.push(await paidCheckout(buyer.browser, { mypin: uniqueName("worst"), currency: "gbp" }));
  }
  await db()
    .update(checkouts)
    .set({ createdAt: now - 2 * 3_600_000 })
    .where(inArray(checkouts.id, stale));
  return stale;
}

const liveOn = (now: number) => ({ status: "active", amountMinor: 2_400, endedAt: null, createdAt: now - 30 * DAY_MS });

// Givers whose subscription is still live after their pin moved: each cancelled again.
async function liveGivers(bought: TBought, owner: TOwner, now: number) {
  const givers = (await emulator.startPastSubscriptions({ count: 5, ...bought })).body.ids;
  await seedSubscriptions({
    ...liveOn(now),
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
  return givers;
}

// The nightly pass on a page of 100 whose pins are on another tier: a call each to put its price
// back. The pass goes on after the newest of one call's 101, so its next page is the other 100.
async function misPricedPage(bought: TBought, now: number) {
  const synced = (await emulator.startPastSubscriptions({ count: 101, ...bought })).body.ids;
  const misPriced = synced.slice(0, 100);
  const stale0 = { status: "incomplete", amountMinor: 0, currentPeriodEnd: 0, endedAt: null, createdAt: now };
  await seedSubscriptions({ ...stale0, ids: misPriced, tier: "premium", emailPrefix: "worst-sync-" });
  await passUnderWayFrom(SUBSCRIPTION_SYNC_JOB, synced[100] ?? "", now);
  return misPriced;
}

// The release's pass on 40 overdue pins with their QR files, three with a checkout to settle.
async function overduePins(owner: TOwner, now: number) {
  const overdue = numbered("sub_worst_release_", 40);
  const ended = now - 3_600_000;
  await seedSubscriptions({
    ...liveOn(now),
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
}

// The notices' pass on a page of 500 due, sorted first.
async function dueNotices(owner: TOwner, now: number) {
  const due = numbered("sub_due_", 500);
  await seedSubscriptions({
    ...liveOn(now),
    ids: due,
    tier: "simple",
    emailPrefix: "due-notice-",
    currentPeriodEnd: now + 30 * DAY_MS - 3_600_000,
    createdAt: now - 300 * DAY_MS,
  });
  await seedPins({ subscriptionIds: due, namePrefix: "due notice ", owner, now });
  await passUnderWayFrom(RENEWAL_NOTICES_JOB, PASS_START, now);
}

// More of everything else than a run takes: e-mails, conversion events, legacy pins, unplaced pins.
async function moreOfEverythingElse(owner: TOwner, now: number) {
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
  return unplaced;
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
    expect(sum("queries")).toBeLessThanOrEqual(INVOCATION_LIMITS.queries);
    expect(sum("subrequests")).toBeLessThanOrEqual(INVOCATION_LIMITS.subrequests);
  });

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
      const offers = await paidOffers();
      const offerIds = offers.map(({ transfer }) => transfer.id);
      const now = Math.max(...offers.map(({ transfer }) => transfer.expiresAt)) + 1;
      const stale = await staleCheckouts(now);
      const givers = await liveGivers(bought, owner, now);
      const misPriced = await misPricedPage(bought, now);
      await overduePins(owner, now);
      await dueNotices(owner, now);
      const unplaced = await moreOfEverythingElse(owner, now);

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
