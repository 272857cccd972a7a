import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { createDb } from "../../db/client";
import { pinFormerNames, staffActions } from "../../db/schema";
import { DAY_MS } from "../../domain/lifecycle";
import { renamedPin } from "../../domain/messages/share";
import { helpDesk } from "../../domain/messages/staff";
import { PAGE_DATA_ID, type TPageData } from "../../domain/page-data";
import { FORMER_NAME_DAYS } from "../../domain/staff";
import { CATALOGUES } from "../../worker/i18n/catalogues";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { makeUser, signedInStaff } from "../helpers/worker/accounts";
import { answerOf, get, ORIGIN } from "../helpers/worker/api";
import { accountWithKey, callApi } from "../helpers/worker/api-keys";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { pinRow } from "../helpers/worker/lifecycle";
import { fileOf, mockPageAssets } from "../helpers/worker/page-assets";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { checkout, fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { stripeClient } from "../helpers/worker/stripe";

// A staff rename keeps the pin's tier, and its old name leads to the pin under its new name for
// FORMER_NAME_DAYS, taken to everyone else meanwhile (worker/services/staff/rename-staff-pin.ts,
// docs/decisions/050).

const db = () => createDb(env.DB);

let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = mockPageAssets();
});
afterEach(() => {
  assets.mockRestore();
  vi.useRealTimers();
});

async function rename(browser: TBrowserSession, id: number, mypin: string) {
  return answerOf(await browser.api.helpdesk.pins[":id"].$patch({ param: { id: String(id) }, json: { mypin } }));
}

const formerNamesOf = async (pinId: number) =>
  (await db().select().from(pinFormerNames).where(eq(pinFormerNames.pinId, pinId))).map((row) => row.mypin).sort();

const search = async (name: string) => {
  const response = await get(`/api/pins/${encodeURIComponent(name)}`, uniqueIp());
  return {
    status: response.status,
    body: (await response.json()) as { pin?: { mypin: string }; renamedFrom?: string },
  };
};

const availability = async (name: string) =>
  (await browserSession().get(`/api/names/${encodeURIComponent(name)}/availability`)).json();

// A pin of an owner's, renamed by the help desk from a name of the tier's to another.
async function renamedPinOf(tier: "basic" | "simple" | "premium" = "simple", label = "before") {
  const owner = await makeUser(env.DB);
  const pin = await makeOwnedPin(env.DB, owner, { mypin: uniqueName(label, tier) });
  const { browser } = await signedInStaff("help_desk");
  const to = uniqueName("after", tier);
  const { status } = await rename(browser, pin.id, to);
  expect(status).toBe(200);
  return { id: pin.id, from: pin.mypin, to, browser };
}

describe("a rename's tier", () => {
  it("is kept: a name of another tier is refused with its own code, and nothing changes", async () => {
    const { browser } = await signedInStaff("help_desk");
    const cases = [
      ["premium", "simple"],
      ["premium", "basic"],
      ["simple", "premium"],
      ["basic", "simple"],
    ] as const;
    for (const [from, to] of cases) {
      const pin = await makePin(env.DB, { mypin: uniqueName("tiered", from) });
      const name = uniqueName("other", to);
      const { status, body } = await rename(browser, pin.id, name);
      expect([from, to, status, body.error]).toEqual([
        from,
        to,
        409,
        { code: "STAFF_RENAME_TIER", message: helpDesk.renameTierRefused },
      ]);
      expect(await pinRow(pin.mypin)).toMatchObject({ id: pin.id });
      expect(await formerNamesOf(pin.id)).toEqual([]);
      expect(await db().select().from(staffActions).where(eq(staffActions.target, name))).toEqual([]);
    }
  });

  it("refuses it in the reader's language", async () => {
    const pin = await makePin(env.DB, { mypin: uniqueName("tiered", "premium") });
    const { browser } = await signedInStaff("help_desk");
    const response = await browser.api.helpdesk.pins[":id"].$patch(
      { param: { id: String(pin.id) }, json: { mypin: uniqueName("x", "simple") } },
      { headers: { "Accept-Language": "de" } },
    );
    expect(await response.json()).toEqual({
      error: { code: "STAFF_RENAME_TIER", message: CATALOGUES.de.staff.helpDesk.renameTierRefused },
    });
  });
});

describe("a former name", () => {
  it("answers a search with the pin under its new name, saying which name was asked for", async () => {
    const { id, from, to } = await renamedPinOf();
    expect(await search(from)).toMatchObject({ status: 200, body: { pin: { id, mypin: to }, renamedFrom: from } });
    const current = await search(to);
    expect(current.body.pin?.mypin).toBe(to);
    expect(current.body.renamedFrom).toBeUndefined();
  });

  it.each([
    ["/?pin=", "search-found", (name: string) => `/?pin=${encodeURIComponent(name)}`],
    ["/share/", "share-found", (name: string) => `/share/${encodeURIComponent(name)}`],
  ] as const)("opens its shared link %s{name} on the pin under its new name", async (_label, file, path) => {
    const { from, to } = await renamedPinOf();
    const response = await get(path(from), uniqueIp());
    const html = await response.text();
    expect([response.status, fileOf(html)]).toEqual([200, file]);
    const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
    const data = JSON.parse(json ?? "null") as TPageData;
    expect(data.search).toMatchObject({ name: from, answer: { found: true, pin: { mypin: to }, renamedFrom: from } });
    expect(html).toContain(`content="${CATALOGUES.en.search.shareMeta.description(to)}"`);
    expect(html).not.toContain(CATALOGUES.en.search.shareMeta.description(from));
  });

  it("shows the pin's embedded card under its new name, saying the old one is now it", async () => {
    const { from, to } = await renamedPinOf();
    const card = await (await get(`/embed/${encodeURIComponent(from)}`, uniqueIp())).text();
    expect(card).toContain(`<h1>${to}</h1>`);
    expect(card).toContain(renamedPin.title(from, to));
    const german = await (
      await exports.default.fetch(
        new Request(`${ORIGIN}/embed/${encodeURIComponent(from)}`, {
          headers: { "Accept-Language": "de", "CF-Connecting-IP": uniqueIp() },
        }),
      )
    ).text();
    expect(german).toContain(CATALOGUES.de.share.renamedPin.title(from, to));
  });

  it("answers the public API with the pin under its new name and renamedFrom", async () => {
    const { from, to } = await renamedPinOf();
    const { secret } = await accountWithKey();
    const response = await callApi(`/v1/pins/${encodeURIComponent(from)}`, { key: secret });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ pin: { name: to }, renamedFrom: from });
    const status = await callApi(`/v1/names/${encodeURIComponent(from)}/status`, { key: secret });
    expect(await status.json()).toEqual({ name: from, status: "taken" });
  });

  it("is taken to everyone else, look-alikes included: availability, holds, checkout and other renames", async () => {
    const { from } = await renamedPinOf("simple", "mall");
    const lookAlike = from.replace("mall", "rnall");
    for (const name of [from, lookAlike])
      expect(await availability(name)).toEqual({ available: false, reason: "taken" });

    const hold = await browserSession().post(`/api/names/${encodeURIComponent(lookAlike)}/hold`, {});
    expect([hold.status, ((await hold.json()) as { error: { code: string } }).error.code]).toEqual([409, "NAME_TAKEN"]);

    const { browser: buyer } = await signedInBuyer();
    const started = await checkout(buyer, { mypin: from });
    expect([started.status, started.body.error?.code]).toEqual([409, "NAME_TAKEN"]);

    const other = await makePin(env.DB, { mypin: uniqueName("other", "simple") });
    const { browser } = await signedInStaff("help_desk");
    for (const name of [from, lookAlike]) {
      const { status, body } = await rename(browser, other.id, name);
      expect([name, status, body.error?.code]).toEqual([name, 409, "STAFF_NAME_EXISTS"]);
    }
  });

  it("refunds a purchase paid for a name that became a former name meanwhile, and makes no pin", async () => {
    const { browser: buyer } = await signedInBuyer();
    const name = uniqueName("paid", "simple");
    const sessionId = await paidCheckout(buyer, { mypin: name });
    // While the buyer was paying, a pin took the name and the help desk renamed it.
    const pin = await makePin(env.DB, { mypin: name, userEmail: "first@example.com" });
    const { browser } = await signedInStaff("help_desk");
    expect((await rename(browser, pin.id, uniqueName("moved", "simple"))).status).toBe(200);

    const answer = await fulfil(buyer, sessionId);
    expect([answer.status, answer.body.error?.code]).toEqual([409, "PURCHASE_REFUNDED"]);
    expect(await pinRow(name)).toBeUndefined();
    const session = await stripeClient().checkout.sessions.retrieve(sessionId);
    expect((await stripeClient().subscriptions.retrieve(String(session.subscription))).status).toBe("canceled");
  });

  it("can be the pin's own name again, and the name it leaves becomes its former name", async () => {
    const { id, from, to, browser } = await renamedPinOf();
    expect((await rename(browser, id, from)).status).toBe(200);
    expect(await formerNamesOf(id)).toEqual([to]);
    expect(await search(from)).toMatchObject({ status: 200, body: { pin: { mypin: from } } });
    expect((await search(from)).body.renamedFrom).toBeUndefined();
    expect(await search(to)).toMatchObject({ body: { pin: { mypin: from }, renamedFrom: to } });
  });

  it("keeps leading to the pin after a second rename, as the name before it does, never to a stale answer", async () => {
    const { id, from, to, browser } = await renamedPinOf();
    // Asked for once, so the edge cache and the isolate's memory hold the answer naming `to`.
    expect((await search(from)).body.pin?.mypin).toBe(to);
    const third = uniqueName("third", "simple");
    expect((await rename(browser, id, third)).status).toBe(200);
    expect(await formerNamesOf(id)).toEqual([from, to].sort());
    for (const name of [from, to]) {
      expect(await search(name)).toMatchObject({ status: 200, body: { pin: { id, mypin: third }, renamedFrom: name } });
    }
    const trail = await db().select().from(staffActions).where(eq(staffActions.action, "rename"));
    const renames = trail.filter((row) => [to, third].includes(row.target));
    expect(renames.map((row) => [row.before, row.after])).toEqual([
      [{ mypin: from }, { mypin: to }],
      [{ mypin: to }, { mypin: third }],
    ]);
  });

  it("is free again once its days are over, and leads nowhere", async () => {
    const { from } = await renamedPinOf();
    const clock = fakeClock();
    clock.advance(FORMER_NAME_DAYS * DAY_MS + 1_000);
    expect(await availability(from)).toEqual({ available: true, reason: null });
    const { browser } = await signedInStaff("help_desk");
    const other = await makePin(env.DB, { mypin: uniqueName("later", "simple") });
    expect((await rename(browser, other.id, from)).status).toBe(200);
    expect(await search(from)).toMatchObject({ status: 200, body: { pin: { id: other.id, mypin: from } } });
  });

  it("goes with its pin when the pin is deleted", async () => {
    const { id, from } = await renamedPinOf();
    const { browser: admin } = await signedInStaff("system_admin");
    expect((await admin.delete(`/api/helpdesk/pins/${id}`, { reason: "mistake" })).status).toBe(200);
    expect(await formerNamesOf(id)).toEqual([]);
    expect(await availability(from)).toEqual({ available: true, reason: null });
    expect((await search(from)).status).toBe(404);
  });
});
