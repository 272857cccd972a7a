import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { mypins } from "../../db/schema";
import { coordinates } from "../../domain/messages/search";
import { makeUser } from "../helpers/worker/accounts";
import { answerAs, type TApi } from "../helpers/worker/api";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { signedInBuyer } from "../helpers/worker/purchase";

const rowOf = (id: number) => createDb(env.DB).query.mypins.findFirst({ where: eq(mypins.id, id) });
const ELSEWHERE = { latitude: -33.856784, longitude: 151.215297 };

async function move(browser: TBrowserSession, id: number | string, body: unknown) {
  return answerAs<TApi["me"]["pins"][":id"]["coordinates"]["$patch"]>(
    await browser.patch(`/api/me/pins/${id}/coordinates`, body),
  );
}

describe("PATCH /api/me/pins/:id/coordinates", () => {
  it("moves the owner's pin, stamps when its coordinates changed and leaves the rest as it was", async () => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user, {
      searchCount: 7,
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_100_000,
      subscriptionId: "sub_kept",
    });
    const before = Date.now();
    const { status, body } = await move(browser, pin.id, ELSEWHERE);
    expect(status).toBe(200);

    const row = await rowOf(pin.id);
    expect(row).toEqual({
      ...pin,
      ...ELSEWHERE,
      updatedAt: row?.coordinatesUpdatedAt,
      coordinatesUpdatedAt: row?.coordinatesUpdatedAt,
      // Its town is looked up after the answer (test/worker/pin-places.test.ts).
      nearTown: row?.nearTown,
      nearCountry: row?.nearCountry,
      placeCheckedAt: row?.placeCheckedAt,
    });
    expect(row?.coordinatesUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(row?.coordinatesUpdatedAt).toBeLessThanOrEqual(Date.now());
    expect(body).toEqual({
      pin: {
        id: pin.id,
        mypin: pin.mypin,
        userName: pin.userName,
        ...ELSEWHERE,
        searchCount: 7,
        note: null,
        // Answered before its new town is looked up.
        near: null,
        createdAt: 1_700_000_000_000,
        updatedAt: row?.coordinatesUpdatedAt,
        coordinatesUpdatedAt: row?.coordinatesUpdatedAt,
        tier: "premium",
        transfer: null,
        cancellation: "none",
        subscriptionEnd: null,
        standing: "none",
        releaseOn: null,
        currency: null,
        searchesByDay: Array(30).fill(0),
      },
    });
  });

  it("moves a pin without a user that carries the owner's e-mail", async () => {
    const { user, browser } = await signedInBuyer();
    const legacy = await makePin(env.DB, { userId: null, userEmail: user.email });
    expect((await move(browser, legacy.id, ELSEWHERE)).status).toBe(200);
    expect(await rowOf(legacy.id)).toMatchObject(ELSEWHERE);
  });

  it("refuses coordinates out of range, not numbers or missing, in the spec's words, and keeps the pin where it was", async () => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user);
    const bad = [
      { latitude: 90.000001, longitude: 0 },
      { latitude: -91, longitude: 0 },
      { latitude: 0, longitude: 180.5 },
      { latitude: 0, longitude: -181 },
      { latitude: "51.5", longitude: -0.1 },
      { latitude: 51.5, longitude: null },
      { latitude: 51.5 },
      {},
      [],
    ];
    for (const body of bad) {
      const answer = await move(browser, pin.id, body);
      expect(answer, JSON.stringify(body)).toEqual({
        status: 400,
        body: { error: { code: "BAD_REQUEST", message: coordinates.invalid } },
      });
    }
    expect(await rowOf(pin.id)).toEqual(pin);
  });

  it("answers another user's pin and a missing one alike, as not found, and leaves it alone", async () => {
    const { browser } = await signedInBuyer();
    const theirs = await makeOwnedPin(env.DB, await makeUser(env.DB));
    const notFound = { status: 404, body: { error: { code: "PIN_NOT_FOUND", message: "MyPin not found" } } };
    expect(await move(browser, theirs.id, ELSEWHERE)).toEqual(notFound);
    expect(await move(browser, 2_000_000_000, ELSEWHERE)).toEqual(notFound);
    expect(await rowOf(theirs.id)).toEqual(theirs);
    expect((await move(browser, "not-a-number", ELSEWHERE)).status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    const { user } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user);
    expect((await move(browserSession(), pin.id, ELSEWHERE)).status).toBe(401);
    expect(await rowOf(pin.id)).toEqual(pin);
  });
});
