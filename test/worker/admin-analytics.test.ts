import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { pinSearchDays, subscriptions } from "../../db/schema";
import { dayWindow, utcDay } from "../../domain/analytics";
import { SEARCH_HISTORY_DAYS } from "../../domain/search-counts";
import { PINS_PER_DAY_SPAN_DAYS, SUBSCRIPTIONS_PAGE_SIZE } from "../../domain/staff";
import { PRODUCT_ID } from "../../worker/providers/price-lookup";
import { flushSearchCounts } from "../../worker/services/pins/search-counts";
import { uniqueIp } from "../helpers/unique";
import { makeUser, type signedInAs, signedInStaff } from "../helpers/worker/accounts";
import { errorOf, get } from "../helpers/worker/api";
import { fakeClock } from "../helpers/worker/clock";
import { testDeps } from "../helpers/worker/deps";
import { makePin } from "../helpers/worker/pins";

type TNewSubscriptionRow = typeof subscriptions.$inferInsert;

const DAY_MS = 86_400_000;
const now = Date.now();
let admin: Awaited<ReturnType<typeof signedInAs>>;
let subscriber: { id: string; email: string };

beforeAll(async () => {
  admin = (await signedInStaff("system_admin")).browser;
  subscriber = await makeUser(env.DB);
});

afterEach(() => {
  vi.useRealTimers();
});

function subscription(id: string, overrides: Partial<TNewSubscriptionRow>): TNewSubscriptionRow {
  return {
    id,
    email: `${id}@example.com`,
    status: "active",
    tier: "basic",
    currency: "gbp",
    amountMinor: 1200,
    currentPeriodEnd: now + 300 * DAY_MS,
    ...overrides,
  };
}

const subscriptionsPage = (query: { tier?: "basic" | "simple" | "premium"; page?: string }) =>
  admin.api.admin.analytics.subscriptions.$get({ query });

describe("the subscriptions table", () => {
  beforeAll(async () => {
    const rows = [
      subscription("sub_premium_new", {
        tier: "premium",
        userId: subscriber.id,
        email: subscriber.email,
        createdAt: now - 1000,
        updatedAt: now - 500,
      }),
      subscription("sub_simple_trial", { tier: "simple", status: "trialing", createdAt: now - 2000 }),
      subscription("sub_simple_ended", { tier: "simple", status: "canceled", createdAt: now - 3000 }),
      subscription("sub_basic_past_due", { status: "past_due", createdAt: now - 4000 }),
      subscription("sub_premium_unpaid", { tier: "premium", status: "unpaid", createdAt: now - 5000 }),
      // 55 active Basic subscriptions, older than the rest, fill a page and start another.
      ...Array.from({ length: 55 }, (_unused, index) =>
        subscription(`sub_basic_${String(index).padStart(2, "0")}`, { createdAt: now - 10_000 - index * 1000 }),
      ),
    ];
    const db = createDb(env.DB);
    const [first, ...rest] = rows.map((row) => db.insert(subscriptions).values(row));
    if (first) await db.batch([first, ...rest]);
  });

  it("lists only active and trialing subscriptions, newest first, with the spec's columns", async () => {
    const response = await subscriptionsPage({});
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(57);
    expect(body.counts).toEqual({ basic: 55, simple: 1, premium: 1 });
    expect(body.pageSize).toBe(SUBSCRIPTIONS_PAGE_SIZE);
    expect(body.subscriptions).toHaveLength(50);
    expect(body.subscriptions.map((row) => row.status).every((status) => ["active", "trialing"].includes(status))).toBe(
      true,
    );
    expect(body.subscriptions.slice(0, 3).map((row) => row.id)).toEqual([
      "sub_premium_new",
      "sub_simple_trial",
      "sub_basic_00",
    ]);
    expect(body.subscriptions[0]).toEqual({
      id: "sub_premium_new",
      email: subscriber.email,
      user_id: subscriber.id,
      status: "active",
      subscription_tier: "Premium",
      subscription_end: now + 300 * DAY_MS,
      created_at: now - 1000,
      updated_at: now - 500,
    });
    expect(body.subscriptions[1]).toMatchObject({ status: "trialing", subscription_tier: "Simple", user_id: null });
  });

  it("filters by tier, and pages 50 at a time", async () => {
    const first = await (await subscriptionsPage({ tier: "basic" })).json();
    expect(first.total).toBe(55);
    expect(first.subscriptions).toHaveLength(50);
    expect(first.subscriptions.every((row) => row.subscription_tier === "Basic")).toBe(true);
    const second = await (await subscriptionsPage({ tier: "basic", page: "2" })).json();
    expect(second.page).toBe(2);
    expect(second.subscriptions.map((row) => row.id)).toEqual([
      "sub_basic_50",
      "sub_basic_51",
      "sub_basic_52",
      "sub_basic_53",
      "sub_basic_54",
    ]);
    const seen = new Set([...first.subscriptions, ...second.subscriptions].map((row) => row.id));
    expect(seen.size).toBe(55);

    const premium = await (await subscriptionsPage({ tier: "premium" })).json();
    expect(premium.subscriptions.map((row) => row.id)).toEqual(["sub_premium_new"]);
    expect(premium.counts).toEqual(first.counts);
    const past = await (await subscriptionsPage({ page: "3" })).json();
    expect(past.subscriptions).toEqual([]);
  });

  it.each([["tier=gold"], ["tier=Basic"], ["page=0"], ["page=-1"], ["page=two"]])(
    "refuses the query %s",
    async (query) => {
      const response = await admin.get(`/api/admin/analytics/subscriptions?${query}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("BAD_REQUEST");
    },
  );
});

describe("the top 10 searched MyPins", () => {
  it("lists the ten most searched, most searched first, with the owner's e-mail and creation date", async () => {
    for (let index = 0; index < 12; index += 1) {
      await makePin(env.DB, {
        mypin: `analytics top ${String(index).padStart(2, "0")}`,
        searchCount: 5000 + index,
        userEmail: `top-${index}@example.com`,
        createdAt: now - index * DAY_MS,
      });
    }
    const response = await admin.api.admin.analytics["top-pins"].$get();
    expect(response.status).toBe(200);
    const { pins } = await response.json();
    expect(pins.map((pin) => pin.searchCount)).toEqual([5011, 5010, 5009, 5008, 5007, 5006, 5005, 5004, 5003, 5002]);
    expect(pins[0]).toEqual({
      mypin: "analytics top 11",
      searchCount: 5011,
      userEmail: "top-11@example.com",
      createdAt: now - 11 * DAY_MS,
    });
  });
});

describe("pins created per day", () => {
  const perDay = async () => (await (await admin.api.admin.analytics["pins-per-day"].$get()).json()).days;

  it("answers every one of the last 90 UTC days, oldest first, zeros included, and only those", async () => {
    // A fixed moment late in a UTC day, so the window's edges are known to the millisecond.
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const clock = fakeClock(today + 23 * 3_600_000);
    const { from, to } = dayWindow(clock.now());
    expect(to).toBe(today + DAY_MS);
    // Other tests' pins count too; this test counts what its own pins add.
    const before = await perDay();
    for (const createdAt of [from - 1, from, from + 1, today, today + 12 * 3_600_000, to]) {
      await makePin(env.DB, { createdAt });
    }

    const days = await perDay();
    expect(days).toHaveLength(PINS_PER_DAY_SPAN_DAYS);
    expect(days[0]?.day).toBe(utcDay(from));
    expect(days.at(-1)?.day).toBe(utcDay(today));
    expect(days.map((day) => day.day)).toEqual(before.map((day) => day.day));
    const added = days.map((day, index) => day.count - (before[index]?.count ?? 0));
    expect(added[0]).toBe(2);
    expect(added.at(-1)).toBe(2);
    expect(added.slice(1, -1).every((count) => count === 0)).toBe(true);
  });

  it("has a zero for every day without pins", async () => {
    const days = await perDay();
    const pinDays = await env.DB.prepare(
      "SELECT COUNT(DISTINCT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch')) AS n FROM mypins WHERE created_at >= ?1 AND created_at < ?2",
    )
      .bind(dayWindow(Date.now()).from, dayWindow(Date.now()).to)
      .first<{ n: number }>();
    expect(days.filter((day) => day.count > 0)).toHaveLength(pinDays?.n ?? -1);
    expect(days.filter((day) => day.count === 0).length).toBeGreaterThan(0);
  });
});

describe("searches per day and the top 10, from the batched counts", () => {
  const perDay = async () => (await (await admin.api.admin.analytics["searches-per-day"].$get()).json()).days;
  const search = (name: string) => get(`/api/pins/${encodeURIComponent(name)}`, uniqueIp());

  it("answers every one of the last 30 UTC days, oldest first, with the flushed searches", async () => {
    const before = await perDay();
    expect(before).toHaveLength(SEARCH_HISTORY_DAYS);
    expect(before.at(-1)?.day).toBe(utcDay(Date.now()));
    const pin = await makePin(env.DB);
    const day = (ago: number) => utcDay(Date.now() - ago * DAY_MS);
    await createDb(env.DB)
      .insert(pinSearchDays)
      .values([
        { pinId: pin.id, day: day(3), count: 4 },
        { pinId: pin.id, day: day(SEARCH_HISTORY_DAYS), count: 50 },
      ]);
    for (let i = 0; i < 3; i += 1) expect((await search(pin.mypin)).status).toBe(200);
    await flushSearchCounts(testDeps().db);

    const days = await perDay();
    expect(days.map((entry) => entry.day)).toEqual(before.map((entry) => entry.day));
    const added = days.map((entry, index) => entry.count - (before[index]?.count ?? 0));
    expect(added.at(-1)).toBe(3);
    expect(added.at(-4)).toBe(4);
    expect(added.reduce((sum, count) => sum + count, 0)).toBe(7);
  });

  it("ranks the top 10 by the flushed totals", async () => {
    const topPins = async () => (await (await admin.api.admin.analytics["top-pins"].$get()).json()).pins;
    const pins = await topPins();
    const pin = await makePin(env.DB, { searchCount: (pins[0]?.searchCount ?? 0) + 1 });
    for (let i = 0; i < 2; i += 1) expect((await search(pin.mypin)).status).toBe(200);
    await flushSearchCounts(testDeps().db);
    const after = await topPins();
    expect(after[0]).toEqual(expect.objectContaining({ mypin: pin.mypin, searchCount: pin.searchCount + 2 }));
  });
});

describe("the Stripe connection test", () => {
  it("passes against the emulator, with the 9 prices and the active promotion codes", async () => {
    const response = await admin.api.admin["stripe-connection"].$get();
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.errors).toEqual([]);
    expect(report.success).toBe(true);
    expect(report.keyType).toBe("test");
    expect(report.keyPrefix).toBe("sk_test");
    expect(Date.parse(report.timestamp)).toBeGreaterThan(now - 60_000);
    expect(report.connectionTest).toMatchObject({ ok: true, detail: expect.stringContaining(PRODUCT_ID) });
    expect(report.priceValidation).toHaveLength(9);
    expect(report.priceValidation.every((check) => check.ok && check.actual === check.expected)).toBe(true);
    expect(report.priceValidation.find((check) => check.lookupKey === "mypin_premium_usd")).toMatchObject({
      tier: "premium",
      currency: "usd",
      expected: 4900,
      actual: 4900,
      problems: [],
    });
    expect(report.promotionCodes).toEqual(
      expect.arrayContaining([
        { code: "WELCOME10", percentOff: 10, amountOff: null, currency: null },
        { code: "SAVE5", percentOff: null, amountOff: 500, currency: "gbp" },
      ]),
    );
  });

  it("never tells more of the key than its first 7 characters", async () => {
    const response = await admin.api.admin["stripe-connection"].$get();
    const text = await response.clone().text();
    const report = await response.json();
    expect(report.keyPrefix.length).toBeLessThanOrEqual(7);
    expect(env.STRIPE_SECRET_KEY.startsWith(report.keyPrefix)).toBe(true);
    expect(text).not.toContain(env.STRIPE_SECRET_KEY.slice(0, 8));
  });

  // The emulator is shared by every test file, so Stripe's refusal is this file's own answer at
  // the fetch boundary (docs/decisions/015) rather than a fault another file's call could take.
  // Stripe's message quotes the key's end, which is why the report never carries it.
  it("reports a key Stripe refuses, without its message, a price or a promotion code", async () => {
    const realFetch = globalThis.fetch;
    const refusal = { error: { type: "invalid_request_error", message: `Invalid API Key provided: sk_test_****uite` } };
    const stripe = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation((input, init) =>
        new Request(input).url.startsWith(env.STRIPE_API_URL ?? "")
          ? Promise.resolve(Response.json(refusal, { status: 401 }))
          : realFetch(input, init),
      );
    try {
      const response = await admin.api.admin["stripe-connection"].$get();
      const text = await response.clone().text();
      const report = await response.json();
      expect(report.success).toBe(false);
      expect(report.connectionTest).toEqual({ ok: false, detail: "Stripe answered 401 (StripeAuthenticationError)" });
      expect(report.errors).toEqual([report.connectionTest.detail]);
      expect(report.priceValidation).toEqual([]);
      expect(report.promotionCodes).toEqual([]);
      expect(text).not.toContain("uite");
    } finally {
      stripe.mockRestore();
    }
  });

  // Before npm run stripe:setup an accepted key finds neither the product nor its prices. The
  // shared emulator keeps both for the other files, so this file answers for them at the fetch
  // boundary, as above.
  it("reports a missing product as connected, and still checks the prices", async () => {
    const realFetch = globalThis.fetch;
    const missing = { error: { type: "invalid_request_error", code: "resource_missing", message: "No such product" } };
    const stripe = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = new URL(new Request(input).url);
      if (!url.href.startsWith(env.STRIPE_API_URL ?? "")) return realFetch(input, init);
      if (url.pathname === `/v1/products/${PRODUCT_ID}`)
        return Promise.resolve(Response.json(missing, { status: 404 }));
      if (url.pathname === "/v1/prices") {
        return Promise.resolve(Response.json({ object: "list", data: [], has_more: false, url: "/v1/prices" }));
      }
      return realFetch(input, init);
    });
    try {
      const report = await (await admin.api.admin["stripe-connection"].$get()).json();
      expect(report.success).toBe(false);
      expect(report.connectionTest).toEqual({
        ok: true,
        detail: expect.stringMatching(new RegExp(`^Reached Stripe in \\d+ ms; product ${PRODUCT_ID} is missing`)),
      });
      expect(report.priceValidation).toHaveLength(9);
      expect(report.priceValidation.every((check) => !check.ok)).toBe(true);
      expect(report.errors).toEqual([
        report.connectionTest.detail,
        ...report.priceValidation.flatMap((check) => check.problems),
      ]);
      expect(report.errors).toContain("No price has the lookup key mypin_premium_usd");
    } finally {
      stripe.mockRestore();
    }
  });
});
