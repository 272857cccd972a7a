import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { findOwnedPin, findPinNameInScope, listOwnedPins, updatePinCoordinates } from "../../../db/queries/pins";
import { mypins, subscriptions } from "../../../db/schema";
import { makeUser } from "../../helpers/worker/accounts";
import { makeOwnedPin, makePin } from "../../helpers/worker/pins";

// db/queries/pins.ts: a pin belongs to its user; a pin without one (made before accounts existed)
// to its e-mail address. Each test makes its own owner, so other rows in the database never count.

const db = () => createDb(env.DB);
const ELSEWHERE = { latitude: -33.856784, longitude: 151.215297 };

// One owner, and beside their pins every kind of pin the rule must tell apart from theirs.
async function ownerAmongOthers() {
  const owner = await makeUser(env.DB);
  const other = await makeUser(env.DB);
  const pins = {
    own: await makeOwnedPin(env.DB, owner),
    // Written under an address the owner has since left behind: the user id decides.
    ownUnderAnOldAddress: await makePin(env.DB, { userId: owner.id, userEmail: "left-behind@example.com" }),
    legacy: await makePin(env.DB, { userId: null, userEmail: owner.email }),
    // The owner's address, but another user's pin: the address only speaks for pins without a user.
    anotherUsersWithTheSameAddress: await makePin(env.DB, { userId: other.id, userEmail: owner.email }),
    foreign: await makeOwnedPin(env.DB, other),
    foreignLegacy: await makePin(env.DB, { userId: null, userEmail: other.email }),
    legacyWithoutAddress: await makePin(env.DB, { userId: null, userEmail: null }),
  };
  return { owner, other, pins };
}

const theirs = ["own", "ownUnderAnOldAddress", "legacy"] as const;
const notTheirs = ["anotherUsersWithTheSameAddress", "foreign", "foreignLegacy", "legacyWithoutAddress"] as const;

it("lists exactly the pins of the owner's user id, and the pins without a user under the owner's address", async () => {
  const { owner, pins } = await ownerAmongOthers();
  const listed = await listOwnedPins(db(), owner);
  expect(listed.map((pin) => pin.mypin).sort()).toEqual(theirs.map((kind) => pins[kind].mypin).sort());
});

it("lists nothing for a user without pins, however many pins without a user exist", async () => {
  await ownerAmongOthers();
  const newcomer = await makeUser(env.DB);
  expect(await listOwnedPins(db(), newcomer)).toEqual([]);
});

it("answers each listed pin once, with the end of its subscription's period, or null without one", async () => {
  const owner = await makeUser(env.DB);
  const subscriptionId = `sub_${crypto.randomUUID()}`;
  const subscribed = await makeOwnedPin(env.DB, owner, { subscriptionId });
  await db().insert(subscriptions).values({
    id: subscriptionId,
    userId: owner.id,
    email: owner.email,
    mypinId: subscribed.id,
    status: "active",
    tier: "premium",
    currency: "gbp",
    amountMinor: 3600,
    currentPeriodEnd: 1_800_000_000_000,
  });
  const unsubscribed = await makeOwnedPin(env.DB, owner);
  // A subscription id with no row (the row was never written, or is gone) joins as nothing.
  const dangling = await makeOwnedPin(env.DB, owner, { subscriptionId: `sub_${crypto.randomUUID()}` });

  const listed = await listOwnedPins(db(), owner);
  const endOf = (mypin: string) => listed.filter((pin) => pin.mypin === mypin).map((pin) => pin.subscriptionEnd);
  expect(listed).toHaveLength(3);
  expect(endOf(subscribed.mypin)).toEqual([1_800_000_000_000]);
  expect(endOf(unsubscribed.mypin)).toEqual([null]);
  expect(endOf(dangling.mypin)).toEqual([null]);
});

it("finds one of the owner's pins by id, and another's as if it did not exist", async () => {
  const { owner, pins } = await ownerAmongOthers();
  for (const kind of theirs)
    expect((await findOwnedPin(db(), owner, pins[kind].id))?.mypin, kind).toBe(pins[kind].mypin);
  for (const kind of notTheirs) expect(await findOwnedPin(db(), owner, pins[kind].id), kind).toBeUndefined();
  const last = Math.max(...Object.values(pins).map((pin) => pin.id));
  expect(await findOwnedPin(db(), owner, last + 1_000_000)).toBeUndefined();
});

it("finds one of the owner's pins by name, and another's as if it did not exist", async () => {
  const { owner, pins } = await ownerAmongOthers();
  for (const kind of theirs) {
    expect(await findPinNameInScope(db(), owner, pins[kind].mypin), kind).toEqual({ mypin: pins[kind].mypin });
  }
  for (const kind of notTheirs) expect(await findPinNameInScope(db(), owner, pins[kind].mypin), kind).toBeUndefined();
});

it("finds any pin by name in the scope of every pin", async () => {
  const { pins } = await ownerAmongOthers();
  for (const kind of [...theirs, ...notTheirs]) {
    expect(await findPinNameInScope(db(), "any", pins[kind].mypin), kind).toEqual({ mypin: pins[kind].mypin });
  }
});

it("moves only the owner's pins, stamping when, and leaves another's untouched", async () => {
  const { owner, pins } = await ownerAmongOthers();
  const rowOf = (id: number) => db().select().from(mypins).where(eq(mypins.id, id)).get();
  const now = 1_750_000_000_000;

  for (const kind of theirs) {
    expect((await updatePinCoordinates(db(), owner, pins[kind].id, ELSEWHERE, now)).meta.changes, kind).toBe(1);
    expect(await rowOf(pins[kind].id), kind).toMatchObject({ ...ELSEWHERE, updatedAt: now, coordinatesUpdatedAt: now });
  }
  for (const kind of notTheirs) {
    expect((await updatePinCoordinates(db(), owner, pins[kind].id, ELSEWHERE, now)).meta.changes, kind).toBe(0);
    expect(await rowOf(pins[kind].id), kind).toEqual(pins[kind]);
  }
});
