import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { createDb } from "../../db/client";
import { findQrCode } from "../../db/queries/qr-codes";
import { qrCodes } from "../../db/schema";
import { shareLink } from "../../domain/links";
import { manage } from "../../domain/messages/manage";
import { nameRules } from "../../domain/messages/names";
import { search } from "../../domain/messages/search";
import { qrStorageKey } from "../../worker/services/pins/qr-codes";
import { readQr } from "../helpers/qr";
import { makeUser, signedInAs } from "../helpers/worker/accounts";
import { answerOf, get, ORIGIN } from "../helpers/worker/api";
import { browserSession, copyOf, type TBrowserSession } from "../helpers/worker/browser-session";
import { makePin } from "../helpers/worker/pins";

async function ownerWithPin(name?: string) {
  const owner = await makeUser(env.DB);
  const pin = await makePin(env.DB, { userId: owner.id, userEmail: owner.email, ...(name ? { mypin: name } : {}) });
  return { owner, pin, browser: await signedInAs(owner) };
}

// A Basic name (no length cap of its own) whose share link in these tests has exactly this length.
function nameWithLinkLength(length: number) {
  const words = length - shareLink("", ORIGIN).length - "long..pin".length;
  return `long.${crypto.randomUUID().slice(0, 8)}${"a".repeat(words - 8)}.pin`;
}

async function requestQr(browser: TBrowserSession, mypin: string) {
  return answerOf(await browser.api["qr-codes"].$post({ json: { mypin } }));
}

async function storedText(key: string) {
  return (await env.QR_BUCKET.get(key))?.text();
}

// Stands in for the stored file so a test can tell whether a request wrote a new one.
async function plantMarker(key: string, link: string) {
  await env.QR_BUCKET.put(key, "marker", { customMetadata: { link } });
}

// Spies on the bucket only for the test that asks: the worker shares this env object.
function failBucket(method: "head" | "put", message: string) {
  const spy = vi.spyOn(env.QR_BUCKET, method).mockRejectedValue(new Error(message));
  onTestFinished(() => spy.mockRestore());
}

// The setup file fails a test on any warning; this one expects one. mockReset keeps that guard.
function expectWarning() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return (text: string) => {
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining(text));
    warn.mockReset();
  };
}

describe("POST /api/qr-codes", () => {
  it("stores one QR of the share link with its row, and links to it for an hour", async () => {
    const { pin, browser } = await ownerWithPin();
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await requestQr(browser, pin.mypin);
    expect(status).toBe(200);
    expect(body.link).toBe(shareLink(pin.mypin, ORIGIN));

    const key = await qrStorageKey(pin.mypin);
    expect(key).toBe(`${pin.mypin}_qr.png`);
    const listed = await env.QR_BUCKET.list({ prefix: key });
    expect(listed.objects.map((object) => object.key)).toEqual([key]);
    const row = await findQrCode(createDb(env.DB), pin.mypin);
    expect(row).toMatchObject({ mypin: pin.mypin, filePath: key, fileSize: listed.objects[0]?.size });

    const url = new URL(body.url, ORIGIN);
    expect(url.pathname).toBe(`/api/qr-codes/${encodeURIComponent(key)}`);
    const expires = Number(url.searchParams.get("expires"));
    expect(expires - before).toBeGreaterThanOrEqual(3600);
    expect(expires - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
    expect(body.expiresAt).toBe(expires * 1000);

    // The image may be cached for what is left of the hour when it is served, however long a busy
    // machine took to get there.
    const asked = Math.floor(Date.now() / 1000);
    const image = await get(body.url);
    const answered = Math.floor(Date.now() / 1000);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(image.headers.get("Cache-Control") ?? "")?.[1]);
    expect(maxAge).toBeLessThanOrEqual(expires - asked);
    expect(maxAge).toBeGreaterThanOrEqual(expires - answered);
    expect(await readQr(await image.arrayBuffer())).toEqual({ width: 512, height: 512, text: body.link });
  });

  it("reuses the stored QR on a later request instead of making it again", async () => {
    const { pin, browser } = await ownerWithPin();
    const first = await requestQr(browser, pin.mypin);
    const key = await qrStorageKey(pin.mypin);
    const row = await findQrCode(createDb(env.DB), pin.mypin);
    await plantMarker(key, first.body.link);

    const second = await requestQr(browser, pin.mypin);
    expect(second.status).toBe(200);
    expect(await storedText(key)).toBe("marker");
    expect(await findQrCode(createDb(env.DB), pin.mypin)).toEqual(row);
  });

  it("makes the QR again when its stored file is gone", async () => {
    const { pin, browser } = await ownerWithPin();
    await requestQr(browser, pin.mypin);
    const key = await qrStorageKey(pin.mypin);
    await env.QR_BUCKET.delete(key);

    const { status, body } = await requestQr(browser, pin.mypin);
    expect(status).toBe(200);
    expect((await readQr(await (await get(body.url)).arrayBuffer())).text).toBe(body.link);
  });

  it("makes the QR again when its row is gone", async () => {
    const { pin, browser } = await ownerWithPin();
    const first = await requestQr(browser, pin.mypin);
    const key = await qrStorageKey(pin.mypin);
    await plantMarker(key, first.body.link);
    await createDb(env.DB).delete(qrCodes).where(eq(qrCodes.mypin, pin.mypin));

    expect((await requestQr(browser, pin.mypin)).status).toBe(200);
    expect(await storedText(key)).not.toBe("marker");
    expect(await findQrCode(createDb(env.DB), pin.mypin)).toMatchObject({ filePath: key });
  });

  it("makes the QR again when the stored one encodes another link", async () => {
    const { pin, browser } = await ownerWithPin();
    await requestQr(browser, pin.mypin);
    const key = await qrStorageKey(pin.mypin);
    await plantMarker(key, shareLink(pin.mypin, "https://old.example"));

    const { body } = await requestQr(browser, pin.mypin);
    const stored = await env.QR_BUCKET.get(key);
    expect(stored?.customMetadata).toEqual({ link: body.link });
    expect((await readQr(await stored!.arrayBuffer())).text).toBe(body.link);
  });

  it("makes the QR afresh when looking up the stored one fails", async () => {
    const { pin, browser } = await ownerWithPin();
    const first = await requestQr(browser, pin.mypin);
    const key = await qrStorageKey(pin.mypin);
    await plantMarker(key, first.body.link);
    failBucket("head", "storage unavailable");
    const warned = expectWarning();

    expect((await requestQr(browser, pin.mypin)).status).toBe(200);
    warned("storage unavailable");
    expect(await storedText(key)).not.toBe("marker");
  });

  it("answers in the spec's words when the QR cannot be stored", async () => {
    const { pin, browser } = await ownerWithPin();
    failBucket("put", "bucket full");
    const warned = expectWarning();

    const { status, body } = await requestQr(browser, pin.mypin);
    warned("bucket full");
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: "QR_FAILED", message: manage.qrFailed } });
    expect(await findQrCode(createDb(env.DB), pin.mypin)).toBeUndefined();
  });

  it("finds the pin whatever the case of the name sent", async () => {
    const { pin, browser } = await ownerWithPin();
    const { status, body } = await requestQr(browser, ` ${pin.mypin.toUpperCase()} `);
    expect(status).toBe(200);
    expect(body.link).toBe(shareLink(pin.mypin, ORIGIN));
  });

  it("serves an owner known only by e-mail, from before the account existed", async () => {
    const owner = await makeUser(env.DB);
    const pin = await makePin(env.DB, { userId: null, userEmail: owner.email });
    expect((await requestQr(await signedInAs(owner), pin.mypin)).status).toBe(200);
  });

  it("answers another user's pin as a missing one", async () => {
    const { pin } = await ownerWithPin();
    const stranger = await signedInAs(await makeUser(env.DB));
    const notFound = { error: { code: "PIN_NOT_FOUND", message: search.notFound } };
    expect(await requestQr(stranger, pin.mypin)).toEqual({ status: 404, body: notFound });
    expect(await requestQr(stranger, "no such pin here")).toEqual({ status: 404, body: notFound });
    expect(await env.QR_BUCKET.head(await qrStorageKey(pin.mypin))).toBeNull();
  });

  it("does not take an e-mail match for ownership once the pin belongs to an account", async () => {
    const holder = await makeUser(env.DB);
    const other = await makeUser(env.DB);
    const pin = await makePin(env.DB, { userId: holder.id, userEmail: other.email });
    expect((await requestQr(await signedInAs(other), pin.mypin)).status).toBe(404);
  });

  it("serves help desk and system admins any pin, but not with an expired role", async () => {
    const { pin } = await ownerWithPin();
    const helpDesk = await makeUser(env.DB, { roles: [{ role: "help_desk" }] });
    const admin = await makeUser(env.DB, { roles: [{ role: "system_admin" }] });
    const lapsed = await makeUser(env.DB, { roles: [{ role: "help_desk", expiresAt: Date.now() - 1000 }] });
    expect((await requestQr(await signedInAs(helpDesk), pin.mypin)).status).toBe(200);
    expect((await requestQr(await signedInAs(admin), pin.mypin)).status).toBe(200);
    expect((await requestQr(await signedInAs(lapsed), pin.mypin)).status).toBe(404);
  });

  // Decision 022: every staff route reads the session in D1, so signing out ends staff access at
  // once rather than when the access token runs out.
  it("refuses staff access to another's pin with the access token of a signed-out session", async () => {
    const { pin } = await ownerWithPin();
    const helpDesk = await signedInAs(await makeUser(env.DB, { roles: [{ role: "help_desk" }] }));
    const kept = copyOf(helpDesk);
    await helpDesk.post("/api/auth/sign-out", {});
    const { status, body } = await requestQr(kept, pin.mypin);
    expect(status).toBe(401);
    expect(body.error?.code).toBe("UNAUTHENTICATED");
  });

  it("needs a signed-in user", async () => {
    const { pin } = await ownerWithPin();
    const { status, body } = await requestQr(browserSession(), pin.mypin);
    expect(status).toBe(401);
    expect(body.error?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a request without a name", async () => {
    const { browser } = await ownerWithPin();
    const blank = await requestQr(browser, "   ");
    expect(blank).toEqual({ status: 400, body: { error: { code: "BAD_REQUEST", message: nameRules.empty } } });
    expect((await browser.post("/api/qr-codes", {})).status).toBe(400);
  });

  it("refuses a name whose share link is longer than 2048 characters, in the spec's words", async () => {
    const { pin, browser } = await ownerWithPin(nameWithLinkLength(2049));
    expect(shareLink(pin.mypin, ORIGIN)).toHaveLength(2049);
    const { status, body } = await requestQr(browser, pin.mypin);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: "SHARE_LINK_TOO_LONG", message: manage.shareLinkTooLong } });
    expect(await findQrCode(createDb(env.DB), pin.mypin)).toBeUndefined();
  });

  it("stores the QR of a 2048-character share link under a key short enough for R2", async () => {
    const { pin, browser } = await ownerWithPin(nameWithLinkLength(2048));
    const { status, body } = await requestQr(browser, pin.mypin);
    expect(status).toBe(200);
    expect(body.link).toHaveLength(2048);
    const row = await findQrCode(createDb(env.DB), pin.mypin);
    expect(row?.filePath).toMatch(/^%sha256-[0-9a-f]{64}_qr\.png$/);
    expect((await env.QR_BUCKET.head(row!.filePath))?.customMetadata).toEqual({ link: body.link });
    // Version 38 at 512 px gives modules of 2 and 3 px, which jsQR cannot sample; the width is checked.
    expect(await readQr(await (await get(body.url)).arrayBuffer())).toMatchObject({ width: 512, height: 512 });
  });
});
