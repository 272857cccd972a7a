import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { findPinByName } from "../../db/queries/pins";
import { mypins } from "../../db/schema";
import { helpDesk } from "../../domain/messages/staff";
import { displayTier } from "../../domain/names";
import { uniqueEmail } from "../helpers/unique";
import { makeUser, signedInStaff } from "../helpers/worker/accounts";
import { errorOf } from "../helpers/worker/api";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

const tag = () => crypto.randomUUID().replaceAll("-", "").slice(0, 8);

describe("GET /api/helpdesk/pins", () => {
  it("finds every pin of an address, Premium, Simple, Basic then alphabetical, whatever the case typed", async () => {
    const owner = await makeUser(env.DB);
    const t = tag();
    const names = [`zebra.${t}.x`, `zebra ${t}`, `apple.${t}`, `zebra.${t}`, `apple ${t}`];
    for (const mypin of names) await makeOwnedPin(env.DB, owner, { mypin });
    await makePin(env.DB, { mypin: `other ${t}`, userEmail: uniqueEmail() });
    const browser = (await signedInStaff("help_desk")).browser;

    const response = await browser.api.helpdesk.pins.$get({
      query: { by: "email", q: `  ${owner.email.toUpperCase()} ` },
    });
    expect(response.status).toBe(200);
    const { pins } = await response.json();
    expect(pins.map((pin) => [pin.tier, pin.mypin])).toEqual([
      ["premium", `apple ${t}`],
      ["premium", `zebra ${t}`],
      ["simple", `apple.${t}`],
      ["simple", `zebra.${t}`],
      ["basic", `zebra.${t}.x`],
    ]);
    expect(pins[0]).toMatchObject({ userEmail: owner.email, subscriptionId: null, subscriptionStatus: null });
  });

  it("finds the one pin of a name in its canonical form, without counting a search or limiting like one", async () => {
    const t = tag();
    const pin = await makePin(env.DB, { mypin: `corner ${t}` });
    const browser = (await signedInStaff("system_admin")).browser;
    // Full-width capitals fold to the stored name.
    const typed = `ＣＯＲＮＥＲ  ${t.toUpperCase()}`;

    const statuses = await inOneRateWindow(async () => {
      const answers: number[] = [];
      for (let i = 0; i < 31; i += 1)
        answers.push((await browser.get(`/api/helpdesk/pins?by=name&q=${encodeURIComponent(typed)}`)).status);
      return answers;
    });
    expect(statuses).toEqual(Array(31).fill(200));
    const response = await browser.api.helpdesk.pins.$get({ query: { by: "name", q: typed } });
    expect((await response.json()).pins.map((found) => found.id)).toEqual([pin.id]);
    expect((await findPinByName(createDb(env.DB), pin.mypin))?.searchCount).toBe(0);
  });

  it("answers no pins for a name or address nobody has", async () => {
    const browser = (await signedInStaff("help_desk")).browser;
    for (const query of ["by=name&q=nobody%20has%20this", `by=email&q=${uniqueEmail()}`]) {
      const response = await browser.get(`/api/helpdesk/pins?${query}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ pins: [] });
    }
  });

  it("asks for a search term when the box is blank, and refuses an unknown search type", async () => {
    const browser = (await signedInStaff("help_desk")).browser;
    for (const query of ["by=email&q=%20%20", "by=name&q=", "by=name"]) {
      const response = await browser.get(`/api/helpdesk/pins?${query}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(helpDesk.searchTermRequired);
    }
    const response = await browser.get("/api/helpdesk/pins?by=phone&q=x");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("BAD_REQUEST");
  });
});

describe("GET /api/admin/pins", () => {
  it("pages the pins a filter matches, 50 a page in the manage order, with counts over all of them", async () => {
    const t = tag();
    const rows = [
      ...Array.from({ length: 52 }, (_, i) => ({ mypin: `${t} p${String(i).padStart(2, "0")}` })),
      { mypin: `${t}.simple` },
      { mypin: `${t}.b.x` },
      { mypin: `${t}.a.x` },
    ];
    for (const row of rows) await makePin(env.DB, row);
    const browser = (await signedInStaff("system_admin")).browser;

    const first = await (await browser.api.admin.pins.$get({ query: { filter: t.toUpperCase() } })).json();
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50, counts: { premium: 52, simple: 1, basic: 2 } });
    expect(first.pins.map((pin) => pin.mypin)).toEqual(
      Array.from({ length: 50 }, (_, i) => `${t} p${String(i).padStart(2, "0")}`),
    );
    const second = await (await browser.api.admin.pins.$get({ query: { filter: t, page: "2" } })).json();
    expect(second.pins.map((pin) => [pin.tier, pin.mypin])).toEqual([
      ["premium", `${t} p50`],
      ["premium", `${t} p51`],
      ["simple", `${t}.simple`],
      ["basic", `${t}.a.x`],
      ["basic", `${t}.b.x`],
    ]);
  });

  it("matches an owner's e-mail address by its start too, and only by its start", async () => {
    const t = tag();
    const email = `${t}@example.com`;
    const pin = await makePin(env.DB, { userEmail: email });
    await makePin(env.DB, { mypin: `x${t} pin`, userEmail: `x${email}` });
    const browser = (await signedInStaff("system_admin")).browser;

    const list = await (await browser.api.admin.pins.$get({ query: { filter: `${t}@EXAMPLE` } })).json();
    expect(list.pins.map((found) => found.id)).toEqual([pin.id]);
    expect(list.total).toBe(1);
  });

  it("counts every pin when there is no filter", async () => {
    const browser = (await signedInStaff("system_admin")).browser;
    const list = await (await browser.api.admin.pins.$get({ query: {} })).json();
    const [{ pins } = { pins: 0 }] = await env.DB.prepare("SELECT count(*) AS pins FROM mypins")
      .all<{ pins: number }>()
      .then((r) => r.results);
    expect(list.total).toBe(pins);
    expect(list.counts.premium + list.counts.simple + list.counts.basic).toBe(pins);
    expect(list.pins.length).toBe(Math.min(50, pins));
  });

  it("refuses a page that is no positive number", async () => {
    const browser = (await signedInStaff("system_admin")).browser;
    for (const page of ["0", "-1", "x", "1.5"])
      expect((await browser.get(`/api/admin/pins?page=${page}`)).status).toBe(400);
  });
});

describe("mypins.tier_rank", () => {
  const TIERS = ["premium", "simple", "basic"];
  const sample = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
    fc.string({ unit: fc.constantFrom("a", "é", " ", ".", "日", "і"), minLength: 1, maxLength: 40 }),
    fc.constantFrom(
      "a".repeat(30),
      "a".repeat(31),
      "é".repeat(30),
      "é".repeat(31),
      "日本語".repeat(10),
      `${"日本語".repeat(10)}x`,
      "a.",
      ".a",
      "a.b",
      "a.b.c",
      "a b.c",
      "a..b",
      "my pin",
      "🎉 party",
      "αθηνα.gr",
      `${"x".repeat(40)}.y`,
    ),
  );

  it("agrees with displayTier on every name SQLite stores", async () => {
    const names = fc.sample(fc.uniqueArray(sample, { minLength: 60, maxLength: 60 }), 1)[0] ?? [];
    const t = tag();
    const stored = [...new Set(names.map((name) => `${name}${t}`)), ...new Set(names.map((name) => `${t}${name}`))];
    const db = createDb(env.DB);
    for (const mypin of stored) {
      const row = await db
        .insert(mypins)
        .values({ mypin, userName: "Owner", latitude: 1, longitude: 1 })
        .returning({ tierRank: mypins.tierRank })
        .get();
      expect([mypin, TIERS[row.tierRank ?? -1]]).toEqual([mypin, displayTier(mypin)]);
    }
  });
});
