import { env } from "cloudflare:workers";
import { count, eq, max } from "drizzle-orm";
import { expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { listTopPins, TOP_PINS_LIMIT } from "../../../db/queries/pins";
import { addSearchTally } from "../../../db/queries/search-counts";
import { mypins } from "../../../db/schema";
import { uniqueName } from "../../helpers/unique";
import { makePin } from "../../helpers/worker/pins";

// db/queries/pins.ts listTopPins: the pins with the most ranked searches (once per client a day),
// most first, ties by name, without those staff hid. Other tests' pins share the database, so each
// test places its own above every count already there.

const db = () => createDb(env.DB);

async function aboveEveryPin() {
  const row = await db()
    .select({ highest: max(mypins.rankedSearches) })
    .from(mypins)
    .get();
  return (row?.highest ?? 0) + 1000;
}

// Pins searched `counts` times more than any pin yet, named so that their names sort as listed.
async function pinsSearched(counts: number[]) {
  const base = await aboveEveryPin();
  const tag = uniqueName("top", "premium");
  const made = [];
  for (const [index, searches] of counts.entries()) {
    made.push(
      await makePin(env.DB, { mypin: `${tag} ${String(index).padStart(2, "0")}`, rankedSearches: base + searches }),
    );
  }
  return made.map((pin) => ({ mypin: pin.mypin }));
}

it("lists the ten most searched pins, most searched first", async () => {
  const made = await pinsSearched([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  const top = await listTopPins(db());
  expect(TOP_PINS_LIMIT).toBe(10);
  expect(top).toEqual(made.slice(2).reverse());
});

it("orders pins searched equally by name, also where the tenth place is shared", async () => {
  // Nine clear leaders, then three pins tied for tenth place: only the first by name is listed.
  const made = await pinsSearched([20, 19, 18, 17, 16, 15, 14, 13, 12, 1, 1, 1]);
  const top = await listTopPins(db());
  expect(top).toEqual(made.slice(0, 10));

  const [a, b, c] = await pinsSearched([5, 5, 5]);
  expect((await listTopPins(db(), 3)).map((pin) => pin.mypin)).toEqual([a?.mypin, b?.mypin, c?.mypin]);
});

it("lists every pin, and no more, when there are fewer than the limit", async () => {
  const made = await pinsSearched([3, 2, 1]);
  const row = await db().select({ pins: count() }).from(mypins).get();
  const total = row?.pins ?? 0;
  const top = await listTopPins(db(), total + 5);
  expect(top).toHaveLength(total);
  expect(top.slice(0, 3)).toEqual(made);
});

it("leaves out a pin staff hid from the list, however much it is searched", async () => {
  const [hidden, shown] = await pinsSearched([50, 1]);
  await db()
    .update(mypins)
    .set({ hiddenFromTop: true })
    .where(eq(mypins.mypin, hidden?.mypin ?? ""));
  const top = await listTopPins(db());
  expect(top.map((pin) => pin.mypin)).not.toContain(hidden?.mypin);
  expect(top[0]).toEqual(shown);
});

it("counts every search of a pin and its ranked ones, also at the same moment, and no other pin's", async () => {
  const [pin, neighbour] = [await makePin(env.DB, { searchCount: 7 }), await makePin(env.DB, { searchCount: 7 })];
  const tally = { pinId: pin.id, day: "2026-11-23", count: 2, ranked: 1 };
  await Promise.all(Array.from({ length: 5 }, () => db().batch(addSearchTally(db(), tally))));
  const countsOf = (id: number) =>
    db()
      .select({ searchCount: mypins.searchCount, rankedSearches: mypins.rankedSearches })
      .from(mypins)
      .where(eq(mypins.id, id))
      .get();
  expect(await countsOf(pin.id)).toEqual({ searchCount: 17, rankedSearches: 5 });
  expect(await countsOf(neighbour.id)).toEqual({ searchCount: 7, rankedSearches: 0 });
});
