import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { cancellationRequests, pinSearchDays, subscriptions } from "../../db/schema";
import { utcDay } from "../../domain/analytics";
import { DAY_MS } from "../../domain/lifecycle";
import { makeUser } from "../helpers/worker/accounts";
import { answerAs, type TApi } from "../helpers/worker/api";
import { browserSession } from "../helpers/worker/browser-session";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { signedInBuyer } from "../helpers/worker/purchase";

const db = () => createDb(env.DB);

async function listPage(browser: ReturnType<typeof browserSession>, query = "") {
  return answerAs<TApi["me"]["pins"]["$get"]>(await browser.get(`/api/me/pins${query}`));
}

function requestAt(mypin: string, email: string, processed: boolean, createdAt: number) {
  return db().insert(cancellationRequests).values({ mypin, email, processed, createdAt });
}

describe("GET /api/me/pins", () => {
  it("lists the owner's pins Premium, Simple, Basic, alphabetical inside each, with each group's count", async () => {
    const { user, browser } = await signedInBuyer();
    const tag = crypto.randomUUID().slice(0, 8);
    const names = [
      `zebra.${tag}.x`,
      `zebra ${tag}`,
      `apple.${tag}`,
      `apple.${tag}.x`,
      `zebra.${tag}`,
      `apple ${tag}`,
      `${"a".repeat(23)}${tag}`,
    ];
    for (const mypin of names) await makeOwnedPin(env.DB, user, { mypin });

    const { status, body } = await listPage(browser);
    expect(status).toBe(200);
    expect(body.pins.map((pin) => [pin.tier, pin.mypin])).toEqual([
      ["premium", `apple ${tag}`],
      ["premium", `zebra ${tag}`],
      ["simple", `apple.${tag}`],
      ["simple", `zebra.${tag}`],
      // 31 characters without a dot is no Premium name: the manage screen shows it as Basic.
      ["basic", `${"a".repeat(23)}${tag}`],
      ["basic", `apple.${tag}.x`],
      ["basic", `zebra.${tag}.x`],
    ]);
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 7, counts: { premium: 2, simple: 2, basic: 3 } });
  });

  it("answers each pin's fields, times in epoch milliseconds", async () => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user, {
      searchCount: 4,
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_100_000,
      coordinatesUpdatedAt: 1_700_000_200_000,
      note: "Ring the bell at gate 2",
      nearTown: "London",
      nearCountry: "GB",
    });
    const { body } = await listPage(browser);
    expect(body.pins).toEqual([
      {
        id: pin.id,
        mypin: pin.mypin,
        userName: "Test Owner",
        latitude: 51.507351,
        longitude: -0.127758,
        searchCount: 4,
        note: "Ring the bell at gate 2",
        near: { town: "London", country: "GB", label: "near London, United Kingdom" },
        createdAt: 1_700_000_000_000,
        updatedAt: 1_700_000_100_000,
        coordinatesUpdatedAt: 1_700_000_200_000,
        tier: "premium",
        transfer: null,
        cancellation: "none",
        subscriptionEnd: null,
        standing: "none",
        releaseOn: null,
        currency: null,
        searchesByDay: Array(30).fill(0),
      },
    ]);
  });

  it("answers each pin's searches on each of the last 30 UTC days, oldest first", async () => {
    const { user, browser } = await signedInBuyer();
    const [pin, other] = [await makeOwnedPin(env.DB, user), await makeOwnedPin(env.DB, user)];
    const now = Date.now();
    const day = (ago: number) => utcDay(now - ago * DAY_MS);
    await createDb(env.DB)
      .insert(pinSearchDays)
      .values([
        { pinId: pin.id, day: day(0), count: 7 },
        { pinId: pin.id, day: day(5), count: 3 },
        { pinId: pin.id, day: day(29), count: 2 },
        { pinId: pin.id, day: day(30), count: 100 },
        { pinId: other.id, day: day(1), count: 4 },
      ]);
    const { body } = await listPage(browser);
    const byDay = (id: number) => body.pins.find((listed) => listed.id === id)?.searchesByDay;
    const expected = Array(30).fill(0);
    expected[29] = 7;
    expected[24] = 3;
    expected[0] = 2;
    expect(byDay(pin.id)).toEqual(expected);
    expect(byDay(other.id)?.[28]).toBe(4);
    expect(byDay(other.id)?.reduce((sum, count) => sum + count, 0)).toBe(4);
  });

  it("includes a pin without a user that carries the owner's e-mail, and no one else's", async () => {
    const { user, browser } = await signedInBuyer();
    const other = await makeUser(env.DB);
    const mine = await makeOwnedPin(env.DB, user);
    const legacy = await makePin(env.DB, { userId: null, userEmail: user.email });
    await makeOwnedPin(env.DB, other);
    // Owned by its user, whatever e-mail address the row carries.
    await makePin(env.DB, { userId: other.id, userEmail: user.email });
    const { body } = await listPage(browser);
    expect(body.pins.map((pin) => pin.id).sort()).toEqual([mine.id, legacy.id].sort());
    expect(body.total).toBe(2);
  });

  it("pages 50 pins at a time, counting all of them", async () => {
    const { user, browser } = await signedInBuyer();
    const tag = crypto.randomUUID().slice(0, 8);
    const names = Array.from({ length: 53 }, (_, index) => `pin ${String(index).padStart(2, "0")} ${tag}`);
    for (const mypin of names) await makeOwnedPin(env.DB, user, { mypin });

    const first = await listPage(browser);
    expect(first.body.pins.map((pin) => pin.mypin)).toEqual(names.slice(0, 50));
    const second = await listPage(browser, "?page=2");
    expect(second.body).toMatchObject({
      page: 2,
      pageSize: 50,
      total: 53,
      counts: { premium: 53, simple: 0, basic: 0 },
    });
    expect(second.body.pins.map((pin) => pin.mypin)).toEqual(names.slice(50));
    const past = await listPage(browser, "?page=3");
    expect(past.body).toMatchObject({ page: 3, total: 53, pins: [] });
  });

  it("answers an owner without pins with an empty first page", async () => {
    const { browser } = await signedInBuyer();
    expect((await listPage(browser)).body).toEqual({
      pins: [],
      page: 1,
      pageSize: 50,
      total: 0,
      counts: { premium: 0, simple: 0, basic: 0 },
    });
  });

  it("refuses a page that is not a positive whole number", async () => {
    const { browser } = await signedInBuyer();
    for (const page of ["0", "-1", "1.5", "abc", "", "0x2", "1e1"]) {
      const { status, body } = await listPage(browser, `?page=${page}`);
      expect(status, page).toBe(400);
      expect(body.error?.code).toBe("BAD_REQUEST");
    }
  });

  it("takes each pin's cancellation status from its latest request by the owner", async () => {
    const { user, browser } = await signedInBuyer();
    const createdAt = Date.now() - 60_000;
    const processedLast = await makeOwnedPin(env.DB, user, { createdAt });
    const pendingLast = await makeOwnedPin(env.DB, user, { createdAt });
    const onlyOthers = await makeOwnedPin(env.DB, user, { createdAt });
    const beforeThisPin = await makeOwnedPin(env.DB, user, { createdAt });
    const untouched = await makeOwnedPin(env.DB, user, { createdAt });
    await requestAt(processedLast.mypin, user.email, false, createdAt + 1);
    await requestAt(processedLast.mypin, user.email, true, createdAt + 2);
    await requestAt(pendingLast.mypin, user.email, true, createdAt + 1);
    await requestAt(pendingLast.mypin, user.email, false, createdAt + 2);
    await requestAt(onlyOthers.mypin, "someone-else@example.com", true, createdAt + 1);
    // A request about an earlier pin of the same name, which that cancellation ended.
    await requestAt(beforeThisPin.mypin, user.email, true, createdAt - 1);

    const status = Object.fromEntries((await listPage(browser)).body.pins.map((pin) => [pin.id, pin.cancellation]));
    expect(status).toEqual({
      [processedLast.id]: "processed",
      [pendingLast.id]: "pending",
      [onlyOthers.id]: "none",
      [beforeThisPin.id]: "none",
      [untouched.id]: "none",
    });
  });

  it("answers the end of the current period of a pin's subscription", async () => {
    const { user, browser } = await signedInBuyer();
    const subscriptionId = `sub_${crypto.randomUUID()}`;
    const pin = await makeOwnedPin(env.DB, user, { subscriptionId });
    await db().insert(subscriptions).values({
      id: subscriptionId,
      userId: user.id,
      email: user.email,
      mypinId: pin.id,
      status: "active",
      tier: "premium",
      currency: "gbp",
      amountMinor: 3600,
      currentPeriodEnd: 1_900_000_000_000,
    });
    const unsubscribed = await makeOwnedPin(env.DB, user);
    const ends = Object.fromEntries((await listPage(browser)).body.pins.map((row) => [row.id, row.subscriptionEnd]));
    expect(ends).toEqual({ [pin.id]: 1_900_000_000_000, [unsubscribed.id]: null });
  });

  it("needs a signed-in user", async () => {
    const { status, body } = await listPage(browserSession());
    expect(status).toBe(401);
    expect(body.error?.code).toBe("UNAUTHENTICATED");
  });
});
