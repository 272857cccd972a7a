import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { mypins, subscriptions } from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import { releaseOverduePins } from "../../worker/services/subscriptions/release-overdue-pins";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { makeUser, signedInAs, signedInStaff } from "../helpers/worker/accounts";
import { apiFrom } from "../helpers/worker/api";
import { testDeps } from "../helpers/worker/deps";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";

// GET /api/pins/:name answers from this location's cache (worker/services/pins/search-pin.ts); every
// change of a pin through MyPin forgets the answers it changes. Each test first shows the cache
// at work with a write behind the worker's back, then that the change through MyPin is seen.

const db = () => createDb(env.DB);
const ELSEWHERE = { latitude: -33.856784, longitude: 151.215297 };

async function search(name: string) {
  const response = await apiFrom(uniqueIp()).pins[":name"].$get({ param: { name: encodeURIComponent(name) } });
  const body = await response.json();
  return { status: response.status, pin: "pin" in body ? body.pin : undefined };
}

// A write no purge follows: a search that still sees the old row was answered from the cache.
const quietly = (id: number, change: Partial<typeof mypins.$inferInsert>) =>
  db().update(mypins).set(change).where(eq(mypins.id, id));

describe("the search cache", () => {
  it("answers a found name from the cache, with the pin as it was when cached", async () => {
    const pin = await makePin(env.DB, { latitude: 51.5, longitude: -0.12 });
    expect((await search(pin.mypin)).pin?.latitude).toBe(51.5);
    await quietly(pin.id, { latitude: 10 });
    expect((await search(pin.mypin)).pin?.latitude).toBe(51.5);
  });

  it("keeps the answer in the location's cache under the API address of the canonical name", async () => {
    const pin = await makePin(env.DB, { mypin: uniqueName("kept answer", "premium") });
    await search(pin.mypin.toUpperCase());
    const cache = await caches.open("pin-search-2");
    await vi.waitFor(async () => {
      const kept = await cache.match(`${env.PUBLIC_ORIGIN}/api/pins/${encodeURIComponent(pin.mypin)}`);
      expect(kept?.headers.get("Cache-Control")).toBe("max-age=60");
      expect(await kept?.json()).toEqual({ found: true, pin: expect.objectContaining({ id: pin.id }) });
    });
  });

  it("keys the cache by the canonical name, so every spelling of it shares one answer", async () => {
    const pin = await makePin(env.DB, { mypin: uniqueName("cached spelling", "premium"), latitude: 51.5 });
    expect((await search(pin.mypin.toUpperCase())).pin?.latitude).toBe(51.5);
    await quietly(pin.id, { latitude: 10 });
    expect((await search(`  ${pin.mypin}`)).pin?.latitude).toBe(51.5);
  });

  it("caches a miss too", async () => {
    const name = uniqueName("missing", "simple");
    expect((await search(name)).status).toBe(404);
    await makePin(env.DB, { mypin: name });
    expect((await search(name)).status).toBe(404);
  });

  it("forgets a cached miss when the name is bought", async () => {
    const buyer = await signedInBuyer();
    const mypin = uniqueName("bought", "simple");
    expect((await search(mypin)).status).toBe(404);
    const sessionId = await paidCheckout(buyer.browser, { mypin, ...ELSEWHERE, currency: "gbp" });
    expect((await fulfil(buyer.browser, sessionId)).status).toBe(200);
    expect(await search(mypin)).toEqual({ status: 200, pin: expect.objectContaining({ mypin, ...ELSEWHERE }) });
  });

  it("forgets a pin moved by its owner", async () => {
    const user = await makeUser(env.DB);
    const pin = await makeOwnedPin(env.DB, user, { latitude: 51.5, longitude: -0.12 });
    await search(pin.mypin);
    await quietly(pin.id, { latitude: 10 });
    expect((await search(pin.mypin)).pin?.latitude).toBe(51.5);
    const browser = await signedInAs(user);
    expect((await browser.patch(`/api/me/pins/${pin.id}/coordinates`, ELSEWHERE)).status).toBe(200);
    expect((await search(pin.mypin)).pin).toEqual(expect.objectContaining(ELSEWHERE));
  });

  it("forgets a pin an admin moves", async () => {
    const pin = await makePin(env.DB, { latitude: 51.5, longitude: -0.12 });
    await search(pin.mypin);
    const { browser } = await signedInStaff("system_admin");
    expect((await browser.patch(`/api/admin/pins/${pin.id}/coordinates`, ELSEWHERE)).status).toBe(200);
    expect((await search(pin.mypin)).pin).toEqual(expect.objectContaining(ELSEWHERE));
  });

  it("forgets both names of a renamed pin: each now finds it under its new name", async () => {
    const pin = await makePin(env.DB);
    const to = uniqueName("renamed", "premium");
    expect((await search(pin.mypin)).pin?.mypin).toBe(pin.mypin);
    expect((await search(to)).status).toBe(404);
    const { browser } = await signedInStaff("help_desk");
    expect((await browser.patch(`/api/helpdesk/pins/${pin.id}`, { mypin: to })).status).toBe(200);
    expect((await search(pin.mypin)).pin?.mypin).toBe(to);
    expect((await search(to)).pin?.mypin).toBe(to);
  });

  it("forgets a pin the help desk deletes", async () => {
    const pin = await makePin(env.DB);
    expect((await search(pin.mypin)).status).toBe(200);
    const { browser } = await signedInStaff("help_desk");
    expect((await browser.delete(`/api/helpdesk/pins/${pin.id}`, { reason: "mistake" })).status).toBe(200);
    expect((await search(pin.mypin)).status).toBe(404);
  });

  it("forgets a released pin", async () => {
    const now = Date.now();
    const subscriptionId = `sub_cache_${uniqueName("release", "simple")}`;
    const user = await makeUser(env.DB);
    await db()
      .insert(subscriptions)
      .values({
        id: subscriptionId,
        userId: user.id,
        email: user.email,
        tier: "simple",
        currency: "gbp",
        amountMinor: 2400,
        status: "canceled",
        endedAt: now - 20 * DAY_MS,
        graceEndsAt: now - DAY_MS,
        createdAt: now - 400 * DAY_MS,
        updatedAt: now - 20 * DAY_MS,
      });
    const pin = await makeOwnedPin(env.DB, user, { subscriptionId });
    expect((await search(pin.mypin)).status).toBe(200);
    const run = await releaseOverduePins(testDeps({ now }), { dry: false, by: "cron", only: [pin.mypin] });
    expect(run).toEqual(expect.objectContaining({ released: 1 }));
    expect((await search(pin.mypin)).status).toBe(404);
  });
});
