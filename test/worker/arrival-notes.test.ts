import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { mypins } from "../../db/schema";
import { arrivalNotes as germanNotes } from "../../domain/messages/de/manage";
import { arrivalNotes } from "../../domain/messages/manage";
import { search } from "../../domain/messages/search";
import { uniqueIp } from "../helpers/unique";
import { answerAs, get, type TApi } from "../helpers/worker/api";
import type { TBrowserSession } from "../helpers/worker/browser-session";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { signedInBuyer } from "../helpers/worker/purchase";

const noteOf = async (id: number) =>
  (await createDb(env.DB).query.mypins.findFirst({ where: eq(mypins.id, id) }))?.note;

async function writeNote(browser: TBrowserSession, id: number, note: unknown) {
  return answerAs<TApi["me"]["pins"][":id"]["note"]["$put"]>(await browser.put(`/api/me/pins/${id}/note`, { note }));
}

async function searched(name: string) {
  const response = await get(`/api/pins/${encodeURIComponent(name)}`, uniqueIp());
  return ((await response.json()) as { pin: { note: string | null } }).pin;
}

describe("PUT /api/me/pins/:id/note", () => {
  it("stores the owner's note as plain text, and every search answers it at once", async () => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user);
    // Searched once before, so the answer without a note is cached.
    expect((await searched(pin.mypin)).note).toBeNull();

    const typed =
      "Ring the bell at gate 2   \r\n\r\n\r\n\r\nParking behind the barn\t<b>see https://example.com</b>\u202E";
    const { status, body } = await writeNote(browser, pin.id, typed);
    expect(status).toBe(200);
    const stored = "Ring the bell at gate 2\n\nParking behind the barn <b>see https://example.com</b>";
    expect(body).toMatchObject({ pin: { id: pin.id, note: stored } });
    expect(await noteOf(pin.id)).toBe(stored);
    expect((await searched(pin.mypin)).note).toBe(stored);
  });

  it("removes the note when it is written empty", async () => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user, { note: "Gate 2" });
    const { status, body } = await writeNote(browser, pin.id, "  \n ");
    expect(status).toBe(200);
    expect(body).toMatchObject({ pin: { note: null } });
    expect(await noteOf(pin.id)).toBeNull();
  });

  it("counts characters as a visitor sees them: 280 of them pass, 281 are refused in the reader's words", async () => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user);
    // An emoji is one character though two UTF-16 units; trailing spaces are not counted.
    const longest = `${"🚪".repeat(140)}${"a".repeat(140)}    `;
    expect((await writeNote(browser, pin.id, longest)).status).toBe(200);

    const refused = await writeNote(browser, pin.id, "a".repeat(281));
    expect(refused).toEqual({ status: 400, body: { error: { code: "BAD_REQUEST", message: arrivalNotes.tooLong } } });
    expect(await noteOf(pin.id)).toBe(`${"🚪".repeat(140)}${"a".repeat(140)}`);

    const german = await browser.api.me.pins[":id"].note.$put(
      { param: { id: String(pin.id) }, json: { note: "a".repeat(281) } },
      { headers: { "Accept-Language": "de" } },
    );
    expect(await german.json()).toEqual({ error: { code: "BAD_REQUEST", message: germanNotes.tooLong } });
  });

  it.each([
    ["a plain expletive", "Parking behind the shit barn"],
    ["one in disguise", "Ask for the $h1t at the door"],
    ["one spelt a letter at a time", "Gate two, f u c k the bell"],
  ])("refuses %s, as the name policy would, and keeps the note as it was", async (_label, note) => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user, { note: "Gate 2" });
    const refused = await writeNote(browser, pin.id, note);
    expect(refused).toEqual({
      status: 400,
      body: { error: { code: "NOTE_EXPLETIVE", message: arrivalNotes.expletive } },
    });
    expect(await noteOf(pin.id)).toBe("Gate 2");
  });

  it("lets ordinary words through that hold an expletive's letters", async () => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user);
    const note = "Class of 2026: Scunthorpe assembly hall, past the shitake stall? No: the cocktail bar.";
    const { status } = await writeNote(browser, pin.id, note);
    expect(status).toBe(200);
  });

  it("answers 404 for another owner's pin, or none, and changes nothing", async () => {
    const { browser } = await signedInBuyer();
    const theirs = await makePin(env.DB, { note: "Theirs" });
    for (const id of [theirs.id, 999_999_999]) {
      const { status, body } = await writeNote(browser, id, "Mine now");
      expect([status, body]).toEqual([404, { error: { code: "PIN_NOT_FOUND", message: search.notFound } }]);
    }
    expect(await noteOf(theirs.id)).toBe("Theirs");
  });

  it("refuses a body without a note", async () => {
    const { user, browser } = await signedInBuyer();
    const pin = await makeOwnedPin(env.DB, user);
    const response = await browser.put(`/api/me/pins/${pin.id}/note`, { text: "Gate 2" });
    expect(response.status).toBe(400);
  });
});
