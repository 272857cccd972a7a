import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { EVENT_RETENTION_MS } from "../../db/queries/events";
import { deleteExpiredTokens } from "../../db/queries/tokens";
import { events, pageViewDays } from "../../db/schema";
import { utcDay } from "../../domain/analytics";
import { EVENT_PATH_MAX, EVENTS_SPAN_DAYS } from "../../domain/analytics-events";
import { analyticsEvents } from "../../domain/messages/consent";
import { flushPageViews } from "../../worker/services/analytics/page-view-counts";
import { uniqueIp } from "../helpers/unique";
import { signedInStaff } from "../helpers/worker/accounts";
import { errorOf, post } from "../helpers/worker/api";
import { fakeClock } from "../helpers/worker/clock";
import { testDeps } from "../helpers/worker/deps";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

const db = () => createDb(env.DB);
const DAY_MS = 86_400_000;

afterEach(() => vi.useRealTimers());

const consented = (visitor: string) => `cookies-consent=accepted; mypin_analytics=${visitor}`;
const rowsOf = (visitor: string) =>
  db().select().from(events).where(eq(events.visitor, visitor)).orderBy(desc(events.id));
async function viewsOn(day: string) {
  const row = await db()
    .select({ count: pageViewDays.count })
    .from(pageViewDays)
    .where(eq(pageViewDays.day, day))
    .get();
  return row?.count ?? 0;
}

// Page views are counted in memory and written by a flush (docs/decisions/036), which the tests
// force: what `send` adds to today's page views, once flushed, without what other tests left.
async function viewsAddedBy(send: () => Promise<unknown>) {
  await flushPageViews(testDeps().db);
  const before = await viewsOn(utcDay(Date.now()));
  await send();
  await flushPageViews(testDeps().db);
  return (await viewsOn(utcDay(Date.now()))) - before;
}

describe("POST /api/events", () => {
  it("counts a page view in its day and stores the other events as rows, only for a visitor who accepted cookies", async () => {
    const visitor = crypto.randomUUID();
    const added = await viewsAddedBy(async () => {
      const response = await post(
        "/api/events",
        { type: "page_view", path: "/pricing" },
        { cookie: consented(visitor) },
      );
      expect(response.status).toBe(204);
    });
    expect(added).toBe(1);
    // Nothing reads a page view's path or visitor, so neither is kept.
    expect(await rowsOf(visitor)).toEqual([]);
    const checkout = { type: "begin_checkout", path: "/landing", name: "corner.shop" };
    expect((await post("/api/events", checkout, { cookie: consented(visitor) })).status).toBe(204);
    expect(await rowsOf(visitor)).toEqual([expect.objectContaining({ ...checkout, visitor })]);
    const share = { type: "share", path: "/manage", name: "corner shop!" };
    expect((await post("/api/events", share, { cookie: consented(visitor) })).status).toBe(204);
    expect((await rowsOf(visitor))[0]).toMatchObject(share);
  });

  it.each([
    ["no consent", (visitor: string) => `mypin_analytics=${visitor}`],
    ["consent denied", (visitor: string) => `cookies-consent=denied; mypin_analytics=${visitor}`],
    ["no visitor cookie", () => "cookies-consent=accepted"],
    ["a visitor cookie no browser of ours set", () => "cookies-consent=accepted; mypin_analytics=admin"],
  ])("answers 204 and counts or stores nothing with %s", async (_, cookie) => {
    const visitor = crypto.randomUUID();
    const added = await viewsAddedBy(async () => {
      const response = await post("/api/events", { type: "page_view", path: "/" }, { cookie: cookie(visitor) });
      expect(response.status).toBe(204);
      const share = await post(
        "/api/events",
        { type: "share", path: "/", name: "corner.shop" },
        { cookie: cookie(visitor) },
      );
      expect(share.status).toBe(204);
    });
    expect(added).toBe(0);
    expect(await rowsOf(visitor)).toEqual([]);
    expect(await db().$count(events, eq(events.visitor, "admin"))).toBe(0);
  });

  it.each([
    ["an unknown type", { type: "purchase", path: "/" }],
    ["a path with a query", { type: "page_view", path: "/?pin=secret" }],
    ["a path with a fragment", { type: "page_view", path: "/reset-password#token" }],
    ["an absolute URL", { type: "page_view", path: "https://elsewhere.example/" }],
    ["a protocol-relative URL", { type: "page_view", path: "//elsewhere.example/" }],
    ["an over-long path", { type: "page_view", path: `/${"a".repeat(EVENT_PATH_MAX)}` }],
    ["an over-long name", { type: "share", path: "/", name: "n".repeat(101) }],
    ["a blank name", { type: "share", path: "/", name: "  " }],
    ["no path", { type: "page_view" }],
  ])("refuses %s and counts or stores nothing", async (_, body) => {
    const visitor = crypto.randomUUID();
    const added = await viewsAddedBy(async () => {
      const response = await post("/api/events", body, { cookie: consented(visitor) });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("BAD_REQUEST");
    });
    expect(added).toBe(0);
    expect(await rowsOf(visitor)).toEqual([]);
  });

  it("refuses a client's 61st event in a minute", async () => {
    const { statuses, limited } = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      const send = () => post("/api/events", { type: "page_view", path: "/" }, { ip });
      const answers: number[] = [];
      for (let i = 0; i < 60; i += 1) answers.push((await send()).status);
      return { statuses: answers, limited: await send() };
    });
    expect(statuses).toEqual(Array(60).fill(204));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { code: "EVENTS_RATE_LIMITED", message: analyticsEvents.tooMany },
    });
  });

  it("keeps events and page views 13 months, then the housekeeping job deletes them", async () => {
    const now = Date.now();
    const visitor = crypto.randomUUID();
    await db()
      .insert(events)
      .values([
        { type: "share", path: "/old", visitor, createdAt: now - EVENT_RETENTION_MS - 1 },
        { type: "share", path: "/kept", visitor, createdAt: now - EVENT_RETENTION_MS + DAY_MS },
      ]);
    // A day goes once all of it is past the 13 months: the day they end in is kept.
    const days = [-DAY_MS, 0, DAY_MS].map((offset) => utcDay(now - EVENT_RETENTION_MS + offset));
    await db()
      .insert(pageViewDays)
      .values(days.map((day) => ({ day, count: 7 })));
    await deleteExpiredTokens(db(), now);
    expect((await rowsOf(visitor)).map((row) => row.path)).toEqual(["/kept"]);
    expect(await Promise.all(days.map(viewsOn))).toEqual([0, 7, 7]);
  });
});

describe("GET /api/admin/analytics/events", () => {
  it("counts page views per UTC day and each event type over the last 30 days", async () => {
    const { browser: admin } = await signedInStaff("system_admin");
    const read = async () => (await admin.api.admin.analytics.events.$get()).json();
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const clock = fakeClock(today + 23 * 3_600_000);
    const from = today + DAY_MS - EVENTS_SPAN_DAYS * DAY_MS;
    // Other tests' events count too; this test counts what its own add.
    await flushPageViews(testDeps().db);
    const before = await read();
    const visitor = crypto.randomUUID();
    // Each event sent through the beacon at its own moment, as a visitor's browser sends it.
    const sendAt = async (type: "page_view" | "begin_checkout" | "share", at: number) => {
      clock.advance(at - clock.now());
      expect((await post("/api/events", { type, path: "/" }, { cookie: consented(visitor) })).status).toBe(204);
    };
    await sendAt("page_view", from - 1);
    await sendAt("page_view", from);
    await sendAt("page_view", today);
    await sendAt("page_view", today + 3_600_000);
    await sendAt("begin_checkout", today);
    await sendAt("share", from - 1);
    clock.advance(today + 23 * 3_600_000 - clock.now());
    await flushPageViews(testDeps().db);
    const after = await read();
    expect(after.pageViews).toHaveLength(EVENTS_SPAN_DAYS);
    expect(after.pageViews[0]?.day).toBe(utcDay(from));
    expect(after.pageViews.at(-1)?.day).toBe(utcDay(clock.now()));
    const added = after.pageViews.map((day, index) => day.count - (before.pageViews[index]?.count ?? 0));
    expect(added).toEqual([1, ...Array(EVENTS_SPAN_DAYS - 2).fill(0), 2]);
    const addedByType = Object.fromEntries(
      after.types.map(({ type, count }) => [type, count - (before.types.find((t) => t.type === type)?.count ?? 0)]),
    );
    expect(addedByType).toEqual({ page_view: 3, begin_checkout: 1, share: 0 });
  });
});
