import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { COMMON_TRIGRAM_PINS, findNameSuggestions } from "../../db/queries/pin-suggestions";
import { mypins } from "../../db/schema";
import { search } from "../../domain/messages/search";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { apiFrom, get } from "../helpers/worker/api";
import { browserSession } from "../helpers/worker/browser-session";
import { makePin } from "../helpers/worker/pins";
import { seedPins } from "../helpers/worker/query-plan";

// Issue 15: a missed search answers the pins' names within two edits of the one typed.

const db = createDb(env.DB);

async function searchFor(name: string) {
  const response = await apiFrom(uniqueIp()).pins[":name"].$get({ param: { name: encodeURIComponent(name) } });
  const body = await response.json();
  return { status: response.status, body: { suggestions: "suggestions" in body ? body.suggestions : undefined } };
}

async function suggestionsFor(name: string) {
  const { status, body } = await searchFor(name);
  expect(status).toBe(404);
  return body.suggestions?.map((suggestion) => suggestion.mypin);
}

const suggestedNames = async (typed: string) => (await findNameSuggestions(db, typed)).map((row) => row.mypin);

// A name of its own per test, "corner shop <token>", which no other test's names come near.
const ownName = () => uniqueName("corner shop", "premium");

describe("GET /api/pins/:name on a miss", () => {
  it("answers the spec's words and the names close to the one typed", async () => {
    const name = ownName();
    await makePin(env.DB, { mypin: name });
    const typed = name.replace("shop", "shap");
    const response = await get(`/api/pins/${encodeURIComponent(typed)}`, uniqueIp());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "PIN_NOT_FOUND", message: search.notFound },
      suggestions: [{ mypin: name, near: null }],
    });
  });

  it.each([
    ["a replaced character", (name: string) => name.replace("shop", "shap")],
    ["an added character", (name: string) => name.replace("shop", "shoop")],
    ["a missing character", (name: string) => name.replace("shop", "shp")],
    ["two swapped neighbours", (name: string) => name.replace("shop", "sohp")],
    ["two slips", (name: string) => name.replace("corner shop", "croner shp")],
    ["another case and spacing", (name: string) => `  ${name.replace("shop", "SHAP").replace(" ", "   ")}`],
  ])("suggests a pin one typed with %s", async (_slip, typo) => {
    const name = ownName();
    await makePin(env.DB, { mypin: name });
    expect(await suggestionsFor(typo(name))).toEqual([name]);
  });

  it("suggests nothing three edits or more away", async () => {
    const name = ownName();
    await makePin(env.DB, { mypin: name });
    expect(await suggestionsFor(name.replace("corner shop", "croner shapp"))).toEqual([]);
    expect(await suggestionsFor(name.replace("corner", "cornerxyz"))).toEqual([]);
  });

  it("answers at most three, the closest first and ties in name order", async () => {
    const typed = ownName();
    const near = [`${typed}x`, `${typed}w`, typed.slice(0, -1)];
    const further = [`${typed}yz`, typed.slice(0, -2), `${typed}v`.replace("corner", "korner")];
    for (const name of [...further, ...near]) await makePin(env.DB, { mypin: name });
    expect(await suggestionsFor(typed)).toEqual([typed.slice(0, -1), `${typed}w`, `${typed}x`]);
    // The API's miss is cached for a few seconds (search-cache.test.ts): the index is asked again.
    await db.delete(mypins).where(eq(mypins.mypin, typed.slice(0, -1)));
    expect(await suggestedNames(typed)).toEqual([`${typed}w`, `${typed}x`, typed.slice(0, -2)]);
  });

  it("answers an empty list when no name is close", async () => {
    const { body } = await searchFor(ownName());
    expect(body.suggestions).toEqual([]);
  });

  it("never suggests a name that is only held, not a pin", async () => {
    const typed = ownName();
    const held = `${typed}h`;
    const pinned = `${typed}p`;
    const hold = await browserSession().post(`/api/names/${encodeURIComponent(held)}/hold`, {});
    expect(hold.status).toBe(200);
    expect(await suggestionsFor(typed)).toEqual([]);
    await makePin(env.DB, { mypin: pinned });
    expect(await suggestedNames(typed)).toEqual([pinned]);
  });

  it("never suggests the typed name itself", async () => {
    const name = ownName();
    const near = `${name}s`;
    await makePin(env.DB, { mypin: name });
    await makePin(env.DB, { mypin: near });
    expect(await suggestedNames(name)).toEqual([near]);
  });

  it("follows a rename and a deletion of a pin", async () => {
    const before = ownName();
    const after = uniqueName("market hall", "premium");
    const pin = await makePin(env.DB, { mypin: before });
    await db.update(mypins).set({ mypin: after }).where(eq(mypins.id, pin.id));
    expect(await suggestionsFor(before.replace("shop", "shap"))).toEqual([]);
    expect(await suggestionsFor(after.replace("hall", "hal"))).toEqual([after]);
    await db.delete(mypins).where(eq(mypins.id, pin.id));
    expect(await suggestedNames(after.replace("hall", "hal"))).toEqual([]);
  });

  // The services tell a write that found its pin from one that did not by D1's count of changed
  // rows (staff rename, delete and move, the release job): the index's triggers must not add to
  // the count of a later statement that changed nothing.
  it("leaves a write that finds no pin counted as changing nothing, after one that did", async () => {
    const pin = await makePin(env.DB, { mypin: ownName() });
    const rename = env.DB.prepare("UPDATE mypins SET mypin = ?1 WHERE id = ?2");
    const [found, missing, gone] = await env.DB.batch([
      rename.bind(uniqueName("market hall", "premium"), pin.id),
      rename.bind(uniqueName("market hall", "premium"), -1),
      env.DB.prepare("DELETE FROM mypins WHERE id = -1"),
    ]);
    expect(found?.meta.changes).toBeGreaterThan(0);
    expect([missing?.meta.changes, gone?.meta.changes]).toEqual([0, 0]);
  });

  it("reads names with the characters a query of the index would treat apart", async () => {
    const name = uniqueName("(shop)! a-b_c, [d]", "premium");
    await makePin(env.DB, { mypin: name });
    expect(await suggestionsFor(name.replace("(shop)", "(shap)"))).toEqual([name]);
  });

  it("suggests from a name's uncommon trigrams when its others are in too many pins to count", async () => {
    const crowd = uniqueName("busy lane", "premium");
    await seedPins(env.DB, { count: COMMON_TRIGRAM_PINS + 1, now: Date.now(), spreadDays: 1, label: crowd });
    const name = `${crowd} harbour`;
    await makePin(env.DB, { mypin: name });
    expect(await suggestionsFor(`${crowd} harbuor`)).toEqual([name]);
    // Made of the crowd's trigrams alone, a miss counts on none of them, so it finds no
    // candidate, though "<crowd> 1" to "<crowd> 9" are two edits away.
    expect(await suggestedNames(`${crowd}q`)).toEqual([]);
  });

  it("suggests nothing for a name shorter than three characters, which every short name is near", async () => {
    await makePin(env.DB, { mypin: uniqueName("q", "premium") });
    const { status, body } = await searchFor("qz");
    expect(status).toBe(404);
    expect(body.suggestions).toEqual([]);
  });
});

describe("GET /api/pins/:name on a hit", () => {
  it("looks nothing up in the suggestions' index", async () => {
    const name = ownName();
    await makePin(env.DB, { mypin: name });
    const prepare = vi.spyOn(env.DB, "prepare");
    try {
      expect((await searchFor(name)).status).toBe(200);
      const onHit = prepare.mock.calls.map(([query]) => query);
      expect(await suggestionsFor(name.replace("shop", "shap"))).toEqual([name]);
      const onMiss = prepare.mock.calls.slice(onHit.length).map(([query]) => query);
      expect(onHit.some((query) => query.includes("pin_name_trigrams"))).toBe(false);
      expect(onMiss.some((query) => query.includes("pin_name_trigrams"))).toBe(true);
    } finally {
      prepare.mockRestore();
    }
  });
});
