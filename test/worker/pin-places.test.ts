import { env, exports } from "cloudflare:workers";
import { eq, ne } from "drizzle-orm";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { createDb } from "../../db/client";
import { mypins } from "../../db/schema";
import { moveOwnedPin } from "../../worker/services/pins/move-owned-pin";
import { placePin } from "../../worker/services/pins/pin-places";
import { placeUnplacedPins } from "../../worker/services/pins/place-unplaced-pins";
import { fulfilCheckout } from "../../worker/services/purchase/fulfil-checkout";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { testDeps } from "../helpers/worker/deps";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { GEOCODER_ORIGIN } from "../helpers/worker/routes";

const db = createDb(env.DB);
const rowOf = (id: number) => db.query.mypins.findFirst({ where: eq(mypins.id, id) });

// The test geocoder (the local fake) knows a few towns; the Eiffel Tower is in Paris, the
// middle of the Atlantic near none. Its answers are cached by point, as the public one's are.
const EIFFEL_TOWER = { latitude: 48.85837, longitude: 2.294481 };
const MID_ATLANTIC = { latitude: 30, longitude: -40 };
// Paris too, at a point no other test looks up, so no cached answer stands in for the geocoder.
const NOTRE_DAME = { latitude: 48.852968, longitude: 2.349902 };

function searchIn(name: string, language: string) {
  return exports.default.fetch(
    new Request(`http://mypin.test/api/pins/${encodeURIComponent(name)}`, {
      headers: { "CF-Connecting-IP": uniqueIp(), "Accept-Language": language },
    }),
  );
}

// The geocoder failing as a busy public service does, until the test ends.
function geocoderDown() {
  const real = globalThis.fetch;
  const spy = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation((input, init) =>
      new Request(input).url.startsWith(GEOCODER_ORIGIN)
        ? Promise.resolve(new Response("busy", { status: 503 }))
        : real(input, init),
    );
  onTestFinished(() => spy.mockRestore());
  return spy;
}

async function movedTo(point: { latitude: number; longitude: number }) {
  const { user } = await signedInBuyer();
  const pin = await makeOwnedPin(env.DB, user, { nearTown: "London", nearCountry: "GB", placeCheckedAt: 1 });
  const deps = testDeps();
  await moveOwnedPin(deps, { owner: user, id: pin.id, point });
  return { pin, user, deps };
}

describe("where a pin is", () => {
  it("is looked up again once a pin moves, and each reader is told it in their language", async () => {
    const { pin, deps } = await movedTo(EIFFEL_TOWER);
    await deps.settle();
    expect(await rowOf(pin.id)).toMatchObject({ nearTown: "Paris", nearCountry: "FR", placeCheckedAt: deps.now });

    const near = { town: "Paris", country: "FR" };
    expect(await (await searchIn(pin.mypin, "en")).json()).toMatchObject({
      pin: { near: { ...near, label: "near Paris, France" } },
    });
    expect(await (await searchIn(pin.mypin, "de")).json()).toMatchObject({
      pin: { near: { ...near, label: "bei Paris, Frankreich" } },
    });
    expect(await (await searchIn(pin.mypin, "fr")).json()).toMatchObject({
      pin: { near: { ...near, label: "près de Paris, France" } },
    });
  });

  it("keeps a pin moved while the geocoder fails, without a town, for the scheduled jobs to find", async () => {
    geocoderDown();
    const { pin, deps } = await movedTo(NOTRE_DAME);
    await deps.settle();
    expect(await rowOf(pin.id)).toMatchObject({ ...NOTRE_DAME, nearTown: null, placeCheckedAt: null });
    expect(await (await searchIn(pin.mypin, "en")).json()).toMatchObject({ pin: { near: null } });

    // Only this pin is left to place, so the run's few look-ups reach it.
    await db.update(mypins).set({ placeCheckedAt: 1 }).where(ne(mypins.id, pin.id));
    expect(await placeUnplacedPins(testDeps())).toEqual({ placed: 0 });
    vi.restoreAllMocks();
    expect(await placeUnplacedPins(testDeps())).toEqual({ placed: 1 });
    expect(await rowOf(pin.id)).toMatchObject({ nearTown: "Paris", nearCountry: "FR" });
  });

  it("is none at sea, and the pin is not looked up again", async () => {
    const { pin, deps } = await movedTo(MID_ATLANTIC);
    await deps.settle();
    expect(await rowOf(pin.id)).toMatchObject({ nearTown: null, nearCountry: null, placeCheckedAt: deps.now });
  });

  it("drops an answer for a place the pin has left", async () => {
    const { user } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user, EIFFEL_TOWER);
    await db.update(mypins).set(MID_ATLANTIC).where(eq(mypins.id, pin.id));
    expect(await placePin(testDeps(), { id: pin.id, mypin: pin.mypin, ...EIFFEL_TOWER })).toBe(true);
    expect(await rowOf(pin.id)).toMatchObject({ nearTown: null, placeCheckedAt: null });
  });

  it("is looked up once a bought pin is written", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("bought", "premium");
    const sessionId = await paidCheckout(browser, { mypin, ...EIFFEL_TOWER });
    const deps = testDeps();
    await fulfilCheckout(deps, { sessionId });
    await deps.settle();
    const row = await db.query.mypins.findFirst({ where: eq(mypins.mypin, mypin) });
    expect(row).toMatchObject({ nearTown: "Paris", nearCountry: "FR" });
  });

  it("comes with each name a missed search suggests, in the reader's language", async () => {
    const name = uniqueName("lighthouse keeper", "premium");
    await makePin(env.DB, { mypin: name, nearTown: "München", nearCountry: "DE", placeCheckedAt: 1 });
    const typed = name.replace("keeper", "keepr");
    const answer = await (await searchIn(typed, "it")).json();
    expect(answer).toMatchObject({
      suggestions: [{ mypin: name, near: { town: "München", country: "DE", label: "vicino a München, Germania" } }],
    });
  });
});
