import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { mypins, pinSearchDays } from "../../db/schema";
import { utcDay } from "../../domain/analytics";
import { SEARCH_FLUSH_MS } from "../../domain/search-counts";
import { flushSearchCounts } from "../../worker/services/pins/search-counts";
import { uniqueIp } from "../helpers/unique";
import { get } from "../helpers/worker/api";
import { testDeps } from "../helpers/worker/deps";
import { makePin } from "../helpers/worker/pins";

// Searches are tallied in memory and written in batches (docs/decisions/029). The worker and these
// tests share one isolate, so flushSearchCounts here writes what the searches above it tallied.

const db = () => createDb(env.DB);
const HELD_OPEN_MS = 600_000;

const totalOf = async (id: number) =>
  (await db().select({ count: mypins.searchCount }).from(mypins).where(eq(mypins.id, id)).get())?.count;
const todayOf = async (id: number) =>
  (
    await db()
      .select({ count: pinSearchDays.count })
      .from(pinSearchDays)
      .where(and(eq(pinSearchDays.pinId, id), eq(pinSearchDays.day, utcDay(Date.now()))))
      .get()
  )?.count;

async function searchTimes(name: string, times: number) {
  const path = `/api/pins/${encodeURIComponent(name)}`;
  for (let done = 0; done < times; done += 50) {
    const answers = await Promise.all(Array.from({ length: Math.min(50, times - done) }, () => get(path, uniqueIp())));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  }
}

describe("search counts", () => {
  it("keeps each pin's count apart and counts no miss", async () => {
    const [a, b] = [await makePin(env.DB), await makePin(env.DB)];
    await searchTimes(a.mypin, 3);
    await searchTimes(b.mypin, 2);
    expect((await get("/api/pins/nobody.searched.this", uniqueIp())).status).toBe(404);
    await flushSearchCounts(testDeps().db);
    expect([await totalOf(a.id), await totalOf(b.id)]).toEqual([3, 2]);
    expect([await todayOf(a.id), await todayOf(b.id)]).toEqual([3, 2]);
  });

  it("writes the other pins' counts when a searched pin is gone by the flush", async () => {
    const [gone, kept] = [await makePin(env.DB), await makePin(env.DB)];
    await searchTimes(gone.mypin, 2);
    await searchTimes(kept.mypin, 4);
    await db().delete(mypins).where(eq(mypins.id, gone.id));
    await flushSearchCounts(testDeps().db);
    expect(await totalOf(kept.id)).toBe(4);
    expect(await todayOf(gone.id)).toBeUndefined();
  });

  it("writes the counts by itself within SEARCH_FLUSH_MS of a search", {
    timeout: SEARCH_FLUSH_MS + 10_000,
  }, async () => {
    const pin = await makePin(env.DB);
    await searchTimes(pin.mypin, 2);
    await vi.waitFor(async () => expect(await totalOf(pin.id)).toBe(2), {
      timeout: SEARCH_FLUSH_MS + 5_000,
      interval: 500,
    });
  });

  // Last in the file: the flush its first search schedules is held far past SEARCH_FLUSH_MS, so that
  // only the test's own flush writes the thousand searches, however long a loaded machine takes
  // over them; a test after it would find its searches waiting on that held window.
  it("counts 1,000 searches exactly once flushed, in at most 10 rows written, and none before", async () => {
    const wait = scheduler.wait.bind(scheduler);
    const window = vi.spyOn(scheduler, "wait").mockImplementation((ms) => wait(ms + HELD_OPEN_MS));
    const pin = await makePin(env.DB, { searchCount: 5 });
    await searchTimes(pin.mypin, 1_000);
    expect(window).toHaveBeenCalledOnce();
    window.mockRestore();
    expect(await totalOf(pin.id)).toBe(5);
    expect(await todayOf(pin.id)).toBeUndefined();

    const rowsWritten = await flushSearchCounts(testDeps().db);
    expect(rowsWritten).toBeGreaterThan(0);
    expect(rowsWritten).toBeLessThanOrEqual(10);
    expect(await totalOf(pin.id)).toBe(1_005);
    expect(await todayOf(pin.id)).toBe(1_000);

    await searchTimes(pin.mypin, 3);
    await flushSearchCounts(testDeps().db);
    expect(await totalOf(pin.id)).toBe(1_008);
    expect(await todayOf(pin.id)).toBe(1_003);
  });
});
