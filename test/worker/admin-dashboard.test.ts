import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { contactMessages, mypins, staffActions, subscriptions, userRoles } from "../../db/schema";
import { DAY_MS, LIVE_STATUSES } from "../../domain/lifecycle";
import { admin as adminText } from "../../domain/messages/staff";
import { displayTier, TIER_ORDER, type TTier, tierLabel } from "../../domain/names";
import { tierTotal } from "../../domain/owned-pins";
import type { TCurrency } from "../../domain/prices";
import { releaseOverduePins } from "../../worker/services/subscriptions/release-overdue-pins";
import { uniqueEmail, uniqueName } from "../helpers/unique";
import { makeUser, signedInAs, signedInStaff } from "../helpers/worker/accounts";
import type { TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { captureConsole } from "../helpers/worker/console";
import { testDeps } from "../helpers/worker/deps";
import { boughtPin, pinRow, subscriptionRow } from "../helpers/worker/lifecycle";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { stripeClient } from "../helpers/worker/stripe";

const db = () => createDb(env.DB);
// Subscriptions written straight into D1 carry this prefix: Stripe has never heard of them.
const SEEDED = "sub_seeded_";

type TSeed = {
  status: string;
  tier: TTier;
  currency: TCurrency;
  amountMinor: number;
  trialEnd?: number;
  endedAt?: number;
  mypinId?: number;
};

async function seedSubscription(seed: TSeed) {
  const id = `${SEEDED}${crypto.randomUUID()}`;
  await db()
    .insert(subscriptions)
    .values({ id, email: uniqueEmail("subscriber"), ...seed });
  return id;
}

// An owned pin on a seeded premium subscription in this state.
async function subscribedPin(state: { status: string; endedAt?: number; graceEndsAt?: number }) {
  const owner = await makeUser(env.DB);
  const pin = await makeOwnedPin(env.DB, owner);
  const { graceEndsAt, ...seed } = state;
  const id = await seedSubscription({ tier: "premium", currency: "gbp", amountMinor: 3600, mypinId: pin.id, ...seed });
  if (graceEndsAt !== undefined) await db().update(subscriptions).set({ graceEndsAt }).where(eq(subscriptions.id, id));
  await db().update(mypins).set({ subscriptionId: id }).where(eq(mypins.id, pin.id));
  return { owner, pin, subscriptionId: id };
}

// A pin whose subscription the owner cancelled at once a day ago: overdue now (no grace).
async function overduePin() {
  const endedAt = Date.now() - DAY_MS;
  return { ...(await subscribedPin({ status: "canceled", endedAt })), endedAt };
}

const auditOf = (target: string) =>
  db().select().from(staffActions).where(eq(staffActions.target, target)).orderBy(staffActions.id);

type TOverview = {
  subscription_analytics: {
    total_subscribers: number;
    monthly_revenue: number;
    monthly_revenue_by_currency: Record<TCurrency, number>;
    usd_rates: Record<TCurrency, number>;
    subscription_tiers: Record<TTier, number>;
  };
  trial_analytics: {
    total_trials: number;
    trials_ending_7_days: number;
    trials_ending_this_month: number;
    trials_ending_next_month: number;
  };
  pins: { by_tier: Record<TTier, number>; created_this_month: number; created_this_year: number };
  contact_messages: number;
};

async function overview(browser: TBrowserSession): Promise<TOverview> {
  const response = await browser.get("/api/admin/overview");
  expect(response.status).toBe(200);
  return response.json();
}

// Each figure of `after` less the same figure of `before`, so rows of other tests do not count.
function change(before: unknown, after: unknown): unknown {
  if (typeof after === "number" && typeof before === "number") return Math.round((after - before) * 100) / 100;
  if (after && typeof after === "object" && before && typeof before === "object") {
    return Object.fromEntries(
      Object.entries(after).map(([key, value]) => [key, change((before as Record<string, unknown>)[key], value)]),
    );
  }
  return after;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/admin/overview", () => {
  it("counts subscribers, revenue per currency and in dollars at the configured rates, pins, trials and messages", async () => {
    // Thursday 20 May 2027, noon UTC: the week ahead ends on the 27th, the month on 1 June.
    const clock = fakeClock(Date.UTC(2027, 4, 20, 12));
    const now = clock.now();
    const { browser } = await signedInStaff("system_admin");
    const before = await overview(browser);

    const paid: [TTier, TCurrency, number][] = [
      ["simple", "gbp", 2400],
      ["premium", "eur", 4200],
      ["premium", "eur", 4200],
      ["simple", "usd", 3200],
      ["premium", "usd", 4900],
      ["basic", "usd", 1500],
    ];
    for (const [tier, currency, amountMinor] of paid)
      await seedSubscription({ status: "active", tier, currency, amountMinor });
    const trials: [TTier, number][] = [
      ["basic", now + 3 * DAY_MS],
      ["simple", Date.UTC(2027, 4, 30)],
      ["simple", Date.UTC(2027, 5, 15)],
      ["basic", Date.UTC(2027, 6, 2)],
    ];
    for (const [tier, trialEnd] of trials)
      await seedSubscription({ status: "trialing", tier, currency: "gbp", amountMinor: 1200, trialEnd });
    // Neither ended nor failing subscriptions count, nor earn.
    await seedSubscription({ status: "canceled", tier: "premium", currency: "gbp", amountMinor: 3600 });
    await seedSubscription({ status: "past_due", tier: "simple", currency: "gbp", amountMinor: 2400 });

    await makePin(env.DB, { mypin: uniqueName("dash", "premium"), createdAt: now });
    await makePin(env.DB, { mypin: uniqueName("dash", "premium"), createdAt: Date.UTC(2027, 4, 1) });
    await makePin(env.DB, { mypin: uniqueName("dash", "simple"), createdAt: Date.UTC(2027, 0, 1) });
    await makePin(env.DB, { mypin: uniqueName("dash", "basic"), createdAt: Date.UTC(2026, 11, 31, 23, 59) });
    await db()
      .insert(contactMessages)
      .values([
        { email: uniqueEmail(), subject: "Hello", message: "A question" },
        { email: uniqueEmail(), subject: "Hi", message: "Another" },
      ]);

    const after = await overview(browser);
    expect(after.subscription_analytics.usd_rates).toEqual({ gbp: 1.27, eur: 1.08, usd: 1 });
    expect(change(before, after)).toEqual({
      subscription_analytics: {
        total_subscribers: 10,
        // £24, €84 and $96 a year: £2, €7 and $8 a month; 2 * 1.27 + 7 * 1.08 + 8 = 18.10 dollars.
        monthly_revenue: 18.1,
        monthly_revenue_by_currency: { gbp: 2, eur: 7, usd: 8 },
        usd_rates: { gbp: 0, eur: 0, usd: 0 },
        subscription_tiers: { basic: 3, simple: 4, premium: 3 },
      },
      trial_analytics: {
        total_trials: 4,
        trials_ending_7_days: 1,
        trials_ending_this_month: 2,
        trials_ending_next_month: 1,
      },
      pins: { by_tier: { premium: 2, simple: 1, basic: 1 }, created_this_month: 2, created_this_year: 3 },
      contact_messages: 2,
    });
  });
});

describe("the dashboard's tier counts", () => {
  type TPage<T> = { total: number; counts: Record<TTier, number>; pageSize: number } & T;
  type TAdminPins = TPage<{ pins: { mypin: string; tier: TTier }[] }>;
  type TSubscriptionsPage = TPage<{ subscriptions: { id: string; subscription_tier: string }[] }>;

  // Every page of a list, as an admin pages through it.
  async function everyPage<T extends TPage<object>>(read: (page: number) => Promise<T>, items: (page: T) => unknown[]) {
    const first = await read(1);
    const all = [...items(first)];
    for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page += 1) all.push(...items(await read(page)));
    return { first, all };
  }

  it("agree with each other and with the lists over a seeded mix of pins and subscriptions", async () => {
    const { browser } = await signedInStaff("system_admin");
    // Pins of every tier, among them names the format now refuses (a legacy row, a renamed one):
    // a 31-character name, a space beside a dot, a trailing dot.
    const names = [
      uniqueName("mix", "premium"),
      uniqueName("mix", "simple"),
      uniqueName("mix", "basic"),
      `legacy ${crypto.randomUUID().slice(0, 8)} far too long a name`.slice(0, 31),
      `old name.${crypto.randomUUID().slice(0, 6)}`,
      `trailing${crypto.randomUUID().slice(0, 6)}.`,
    ];
    const pins = [];
    for (const mypin of names) pins.push(await makePin(env.DB, { mypin, skeleton: null }));
    // Each pin's subscriptions in every state, on the tier its name gives it, as checkout writes it.
    const statuses = ["active", "trialing", "canceled", "past_due"];
    for (const [index, pin] of pins.entries()) {
      const status = statuses[index % statuses.length] ?? "active";
      const tier = displayTier(pin.mypin);
      const id = await seedSubscription({ status, tier, currency: "gbp", amountMinor: 1200, mypinId: pin.id });
      await db().update(mypins).set({ subscriptionId: id }).where(eq(mypins.id, pin.id));
    }
    // A rename that would have moved a paid Premium pin to Simple is refused, so no subscription
    // pays for a tier its pin's name no longer has.
    const renamed = await browser.patch(`/api/helpdesk/pins/${pins[0]?.id}`, { mypin: uniqueName("moved", "simple") });
    expect(renamed.status).toBe(409);

    const dashboard = await overview(browser);
    const adminPins = await everyPage(
      async (page) => (await (await browser.get(`/api/admin/pins?page=${page}`)).json()) as TAdminPins,
      (page) => page.pins,
    );
    const listed = adminPins.all as TAdminPins["pins"];
    const byTier = (pins: { tier: TTier }[]) =>
      Object.fromEntries(TIER_ORDER.map((tier) => [tier, pins.filter((pin) => pin.tier === tier).length]));

    // Pins: the dashboard's card, the admin list's group counts, its total and its rows.
    expect(dashboard.pins.by_tier).toEqual(adminPins.first.counts);
    expect(adminPins.first.total).toBe(tierTotal(dashboard.pins.by_tier));
    expect(listed).toHaveLength(adminPins.first.total);
    expect(byTier(listed)).toEqual(dashboard.pins.by_tier);
    for (const pin of pins) {
      expect(listed.find((row) => row.mypin === pin.mypin)?.tier, pin.mypin).toBe(displayTier(pin.mypin));
    }

    // Subscribers: the dashboard's card and total, the analytics page's chips, totals and rows.
    const subscriptionsOf = (tier?: TTier) =>
      everyPage(
        async (page) =>
          (await (
            await browser.get(`/api/admin/analytics/subscriptions?page=${page}${tier ? `&tier=${tier}` : ""}`)
          ).json()) as TSubscriptionsPage,
        (page) => page.subscriptions,
      );
    const { subscription_analytics: subscribers } = dashboard;
    expect(subscribers.total_subscribers).toBe(tierTotal(subscribers.subscription_tiers));
    const all = await subscriptionsOf();
    expect(all.first.counts).toEqual(subscribers.subscription_tiers);
    expect([all.first.total, all.all.length]).toEqual([subscribers.total_subscribers, subscribers.total_subscribers]);
    for (const tier of TIER_ORDER) {
      const one = await subscriptionsOf(tier);
      expect([tier, one.first.total, one.all.length]).toEqual([
        tier,
        subscribers.subscription_tiers[tier],
        subscribers.subscription_tiers[tier],
      ]);
      const rows = one.all as TSubscriptionsPage["subscriptions"];
      expect(rows.every((row) => row.subscription_tier === tierLabel(tier))).toBe(true);
    }

    // Every live subscription of a pin is on its pin's tier, so a tier's subscribers are its paid pins.
    const live = await db()
      .select({ tier: subscriptions.tier, mypin: mypins.mypin })
      .from(subscriptions)
      .innerJoin(mypins, eq(mypins.subscriptionId, subscriptions.id))
      .where(inArray(subscriptions.status, [...LIVE_STATUSES]));
    for (const row of live) expect(row.tier, row.mypin).toBe(displayTier(row.mypin));
  });
});

describe("POST /api/admin/sync", () => {
  it("begins the sync of every subscription, syncs the newest page, answers how many were ours and records who ran it", async () => {
    const { mypin, subscriptionId } = await boughtPin();
    // Cancelled at Stripe with no webhook delivered, as when events are lost: D1 still says active.
    await stripeClient().subscriptions.cancel(subscriptionId);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "active", endedAt: null });
    const { user, browser } = await signedInStaff("system_admin");

    const response = await browser.api.admin.sync.$post({ json: {} });
    expect(response.status).toBe(200);
    const { processedSubscriptions } = await response.json();
    expect(processedSubscriptions).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: "canceled", endedAt: expect.any(Number) });
    expect(await pinRow(mypin)).toBeDefined();
    const rows = await db().select().from(staffActions).where(eq(staffActions.actorId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        action: "sync",
        actorEmail: user.email,
        target: "subscriptions",
        before: null,
        after: { processedSubscriptions },
      }),
    ]);
  });

  // subscription-sync.test.ts lists the same subscriptions against the same shared emulator, so an
  // emulator fault could be taken by its call: Stripe's failure is this test's own, at the fetch
  // boundary (docs/decisions/015).
  it("answers 502 in the spec's words when Stripe fails, and records nothing", async () => {
    const { user, browser } = await signedInStaff("system_admin");
    const realFetch = globalThis.fetch;
    const failure = { error: { type: "api_error", message: "Something went wrong on Stripe's end." } };
    const stripe = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation((input, init) =>
        new Request(input).url.startsWith(env.STRIPE_API_URL ?? "")
          ? Promise.resolve(Response.json(failure, { status: 500 }))
          : realFetch(input, init),
      );
    try {
      const warnings = captureConsole("warn");
      const response = await browser.post("/api/admin/sync");
      expect(warnings()).toEqual([expect.stringMatching(/^SYNC_FAILED on POST \/api\/admin\/sync/)]);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: { code: "SYNC_FAILED", message: adminText.syncFailed } });
    } finally {
      stripe.mockRestore();
    }
    expect(await db().select().from(staffActions).where(eq(staffActions.actorId, user.id))).toEqual([]);
  });
});

describe("POST /api/admin/release-overdue", () => {
  const release = (browser: TBrowserSession, body: unknown) => browser.post("/api/admin/release-overdue", body);

  it("lists the overdue pins in a dry run, and only them, and changes nothing", async () => {
    const { browser } = await signedInStaff("system_admin");
    const { owner, pin, endedAt } = await overduePin();
    const live = await subscribedPin({ status: "active" });
    // Ended for non-payment a day ago, its grace window still open for a week.
    const inGrace = await subscribedPin({
      status: "canceled",
      endedAt: Date.now() - DAY_MS,
      graceEndsAt: Date.now() + 7 * DAY_MS,
    });
    const response = await browser.api.admin["release-overdue"].$post({ json: { dry: true } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect("wouldRelease" in body && body.wouldRelease).toBe(body.pins.length);
    expect(body.pins).toContainEqual({ mypin: pin.mypin, user_email: owner.email, subscription_end: endedAt });
    const listed = body.pins.map((row) => row.mypin);
    expect(listed).not.toContain(live.pin.mypin);
    expect(listed).not.toContain(inGrace.pin.mypin);
    expect(await pinRow(pin.mypin)).toBeDefined();
    expect(await auditOf(pin.mypin)).toEqual([]);
  });

  it("on confirm releases exactly the pins listed that are still overdue, each with its audit row", async () => {
    const { user, browser } = await signedInStaff("system_admin");
    const kept = await overduePin();
    const renewed = await overduePin();
    const released = await overduePin();
    const preview = [renewed.pin.mypin, released.pin.mypin];
    // Between the preview and the confirm: one owner renews, and another pin falls overdue.
    await db()
      .update(subscriptions)
      .set({ status: "active", endedAt: null })
      .where(eq(subscriptions.id, renewed.subscriptionId));
    const late = await overduePin();

    const response = await browser.api.admin["release-overdue"].$post({ json: { dry: false, pins: preview } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      released: 1,
      pins: [{ mypin: released.pin.mypin, user_email: released.owner.email, subscription_end: expect.any(Number) }],
    });
    expect(await pinRow(released.pin.mypin)).toBeUndefined();
    for (const still of [kept, renewed, late]) {
      expect(await pinRow(still.pin.mypin)).toBeDefined();
      expect(await auditOf(still.pin.mypin)).toEqual([]);
    }
    const subscriptionEnd = (
      await db().query.subscriptions.findFirst({
        where: eq(subscriptions.id, released.subscriptionId),
      })
    )?.endedAt;
    expect(await auditOf(released.pin.mypin)).toEqual([
      expect.objectContaining({
        actorId: user.id,
        actorEmail: user.email,
        action: "release",
        before: { user_email: released.owner.email, subscription_end: subscriptionEnd },
        after: null,
      }),
    ]);

    // Confirmed again, the same list releases nothing and records nothing more.
    expect(await (await release(browser, { dry: false, pins: preview })).json()).toEqual({ released: 0, pins: [] });
    expect(await auditOf(released.pin.mypin)).toHaveLength(1);
  });

  it("records the schedule's releases as the cron's", async () => {
    const { pin } = await overduePin();
    const run = await releaseOverduePins(testDeps(), { dry: false, by: "cron" });
    expect(run.pins.map((listed) => listed.mypin)).toContain(pin.mypin);
    expect(await auditOf(pin.mypin)).toEqual([
      expect.objectContaining({ actorId: "cron", actorEmail: null, action: "release" }),
    ]);
  });

  it("refuses a body that is not a dry flag and a list of names", async () => {
    const { browser } = await signedInStaff("system_admin");
    for (const body of [{}, { dry: "yes" }, { dry: false, pins: "all" }, { dry: false, pins: [1] }]) {
      expect((await release(browser, body)).status).toBe(400);
    }
  });
});

describe("GET /api/admin/audit", () => {
  it("lists the latest actions, newest first, of everyone or of one staff member, and who appears", async () => {
    const first = await signedInStaff("system_admin");
    const second = await signedInStaff("system_admin");
    const granted = await makeUser(env.DB);
    expect((await first.browser.post("/api/admin/roles", { email: granted.email, reason: "Cover" })).status).toBe(200);
    expect((await second.browser.delete(`/api/admin/roles/${granted.id}`)).status).toBe(200);

    const all = await (await first.browser.api.admin.audit.$get({ query: {} })).json();
    expect(all.actions.slice(0, 2)).toEqual([
      expect.objectContaining({ actorId: second.user.id, action: "revoke_role", target: granted.email }),
      expect.objectContaining({ actorId: first.user.id, action: "grant_role", target: granted.email }),
    ]);
    expect(all.actions.length).toBeLessThanOrEqual(50);
    expect(all.actors).toEqual(
      expect.arrayContaining([
        { actorId: first.user.id, actorEmail: first.user.email },
        { actorId: second.user.id, actorEmail: second.user.email },
      ]),
    );

    const one = await (await first.browser.api.admin.audit.$get({ query: { actor: first.user.id } })).json();
    expect(one.actions).toEqual([expect.objectContaining({ actorId: first.user.id, action: "grant_role" })]);
  });

  it("keeps to the latest 50", async () => {
    const { user, browser } = await signedInStaff("system_admin");
    const rows = Array.from({ length: 55 }, (_unused, index) => ({
      actorId: user.id,
      actorEmail: user.email,
      action: "sync" as const,
      target: "subscriptions",
      after: { processedSubscriptions: index },
      createdAt: Date.now() + index,
    }));
    for (const row of rows) await db().insert(staffActions).values(row);
    const body = await (await browser.api.admin.audit.$get({ query: { actor: user.id } })).json();
    expect(body.actions).toHaveLength(50);
    expect(body.actions[0]?.after).toEqual({ processedSubscriptions: 54 });
    expect(body.actions.at(-1)?.after).toEqual({ processedSubscriptions: 5 });
  });
});

describe("help desk access", () => {
  const grantsOf = async (browser: TBrowserSession) => (await (await browser.api.admin.roles.$get()).json()).grants;
  const qrCode = (browser: TBrowserSession, mypin: string) => browser.post("/api/qr-codes", { mypin });

  it("grants help desk with an expiry and reason, records it, and a revoke ends the access at once", async () => {
    const { user: admin, browser } = await signedInStaff("system_admin");
    const helper = await makeUser(env.DB);
    const helperBrowser = await signedInAs(helper);
    const someonesPin = await makeOwnedPin(env.DB, await makeUser(env.DB));
    expect((await qrCode(helperBrowser, someonesPin.mypin)).status).toBe(404);

    const expiresAt = Date.now() + 30 * DAY_MS;
    const granted = await browser.post("/api/admin/roles", {
      email: ` ${helper.email.toUpperCase()} `,
      reason: "Weekend cover",
      expiresAt,
    });
    expect(granted.status).toBe(200);
    expect(await grantsOf(browser)).toContainEqual({
      userId: helper.id,
      email: helper.email,
      displayName: "Test User",
      expiresAt,
      reason: "Weekend cover",
      expired: false,
    });
    expect((await qrCode(helperBrowser, someonesPin.mypin)).status).toBe(200);

    // Granted again, the new expiry and reason replace the old.
    expect((await browser.post("/api/admin/roles", { email: helper.email, reason: "Permanent" })).status).toBe(200);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, helper.id))).toEqual([
      { userId: helper.id, role: "help_desk", expiresAt: null, reason: "Permanent" },
    ]);

    expect((await browser.delete(`/api/admin/roles/${helper.id}`)).status).toBe(200);
    expect((await qrCode(helperBrowser, someonesPin.mypin)).status).toBe(404);
    expect((await grantsOf(browser)).map((grant) => grant.userId)).not.toContain(helper.id);
    expect((await browser.delete(`/api/admin/roles/${helper.id}`)).status).toBe(404);

    const first = { role: "help_desk", expiresAt, reason: "Weekend cover" };
    const second = { role: "help_desk", expiresAt: null, reason: "Permanent" };
    expect(await auditOf(helper.email)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: "grant_role", before: null, after: first }),
      expect.objectContaining({ actorId: admin.id, action: "grant_role", before: first, after: second }),
      expect.objectContaining({ actorId: admin.id, action: "revoke_role", before: second, after: null }),
    ]);
  });

  it("stops a grant working when it expires, and shows it expired", async () => {
    const clock = fakeClock();
    const { browser } = await signedInStaff("system_admin");
    const helper = await makeUser(env.DB);
    const helperBrowser = await signedInAs(helper);
    const someonesPin = await makeOwnedPin(env.DB, await makeUser(env.DB));
    const expiresAt = clock.now() + 60_000;
    await browser.post("/api/admin/roles", { email: helper.email, reason: "One minute", expiresAt });
    expect((await qrCode(helperBrowser, someonesPin.mypin)).status).toBe(200);
    expect((await helperBrowser.get("/api/helpdesk/reserved-names")).status).toBe(200);

    clock.advance(61_000);
    expect((await qrCode(helperBrowser, someonesPin.mypin)).status).toBe(404);
    // A help desk route, which the live grant opened: /api/admin/* refuses a help desk either way.
    expect((await helperBrowser.get("/api/helpdesk/reserved-names")).status).toBe(403);
    expect(await grantsOf(browser)).toContainEqual(expect.objectContaining({ userId: helper.id, expired: true }));
  });

  it("refuses an unknown address, an expiry in the past and a body without a reason, recording nothing", async () => {
    const { user, browser } = await signedInStaff("system_admin");
    const helper = await makeUser(env.DB);
    const unknown = await browser.post("/api/admin/roles", { email: uniqueEmail("nobody"), reason: "Cover" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: "ROLE_ACCOUNT_NOT_FOUND", message: adminText.roles.noAccount },
    });
    const past = await browser.post("/api/admin/roles", {
      email: helper.email,
      reason: "Cover",
      expiresAt: Date.now() - 1,
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ error: { code: "ROLE_EXPIRY_PAST", message: adminText.roles.expiryPast } });
    for (const body of [
      { email: helper.email },
      { email: helper.email, reason: " " },
      { email: helper.email, reason: "x", role: "system_admin", expiresAt: 1.5 },
    ]) {
      expect((await browser.post("/api/admin/roles", body)).status).toBe(400);
    }
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, helper.id))).toEqual([]);
    expect(await db().select().from(staffActions).where(eq(staffActions.actorId, user.id))).toEqual([]);
  });

  it("grants only help desk: a role in the body is ignored, and an admin keeps their own role", async () => {
    const { browser } = await signedInStaff("system_admin");
    const helper = await makeUser(env.DB);
    expect(
      (await browser.post("/api/admin/roles", { email: helper.email, reason: "Cover", role: "system_admin" })).status,
    ).toBe(200);
    expect(await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, helper.id))).toEqual([
      { role: "help_desk" },
    ]);
  });
});
