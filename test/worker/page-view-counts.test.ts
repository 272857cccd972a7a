import { env } from "cloudflare:workers";
import { eq, gte } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { events, pageViewDays } from "../../db/schema";
import { utcDay } from "../../domain/analytics";
import { PAGE_VIEW_FLUSH_MS } from "../../domain/analytics-events";
import { meteredEnv } from "../../worker/platform/d1-meter";
import { flushPageViews } from "../../worker/services/analytics/page-view-counts";
import { uniqueIp } from "../helpers/unique";
import { clientFrom, post } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";
import { testDeps } from "../helpers/worker/deps";

// Page views are tallied in memory and written in batches (docs/decisions/036). The worker and
// these tests share one isolate, so flushPageViews here writes what the page views above it
// tallied. The tests run in this order: the first starts with no flush scheduled, and the second
// waits for the one its page views scheduled.

const db = () => createDb(env.DB);

const viewsToday = async () =>
  (
    await db()
      .select({ count: pageViewDays.count })
      .from(pageViewDays)
      .where(eq(pageViewDays.day, utcDay(Date.now())))
      .get()
  )?.count ?? 0;

async function meter() {
  const response = await clientFrom().dev["d1-meter"].$get();
  expect(response.status).toBe(200);
  return (await response.json()).rowsWritten;
}

// Each from a consenting visitor of their own, as a crowd of visitors sends them.
async function pageViews(times: number) {
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      post(
        "/api/events",
        { type: "page_view", path: "/pricing" },
        { ip: uniqueIp(), cookie: `cookies-consent=accepted; mypin_analytics=${crypto.randomUUID()}` },
      ),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(times).fill(204));
}

// A D1 whose batches fail, as a busy or unreachable database does.
const failingD1 = () =>
  new Proxy(env.DB, {
    get(target, key) {
      if (key === "batch") return () => Promise.reject(new Error("D1_ERROR: the database is overloaded"));
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

describe("page view counts", () => {
  it("costs D1 nothing per page view: 50 of them are written by one flush of their day's row", async () => {
    const [since, rowsBefore, viewsBefore] = [Date.now(), await meter(), await viewsToday()];
    await pageViews(50);
    expect(await meter()).toBe(rowsBefore);
    expect(await viewsToday()).toBe(viewsBefore);
    expect(await db().$count(events, gte(events.createdAt, since))).toBe(0);

    const flushed = await flushPageViews(testDeps({ env: meteredEnv(env) }).db);
    expect(flushed).toBeGreaterThan(0);
    expect(flushed).toBeLessThanOrEqual(2);
    expect(await meter()).toBe(rowsBefore + flushed);
    expect(await viewsToday()).toBe(viewsBefore + 50);

    await pageViews(3);
    await flushPageViews(testDeps().db);
    expect(await viewsToday()).toBe(viewsBefore + 53);
  });

  it("writes the counts by itself within PAGE_VIEW_FLUSH_MS of a page view", {
    timeout: PAGE_VIEW_FLUSH_MS + 10_000,
  }, async () => {
    const before = await viewsToday();
    await pageViews(2);
    await vi.waitFor(async () => expect(await viewsToday()).toBe(before + 2), {
      timeout: PAGE_VIEW_FLUSH_MS + 5_000,
      interval: 500,
    });
  });

  it("keeps the tallies of a failed flush and writes them with the next", async () => {
    const before = await viewsToday();
    await pageViews(4);
    const warnings = captureConsole("warn");
    expect(await flushPageViews(createDb(failingD1()))).toBe(0);
    expect(warnings()).toEqual([
      expect.stringMatching(/^Writing 1 page view counts failed; kept for the next flush: /),
    ]);
    expect(await viewsToday()).toBe(before);

    await pageViews(1);
    expect(await flushPageViews(testDeps().db)).toBeGreaterThan(0);
    expect(await viewsToday()).toBe(before + 5);
  });
});
