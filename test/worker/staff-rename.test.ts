import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { findQrCode } from "../../db/queries/qr-codes";
import { cancellationRequests, mypins, pinFormerNames, reservedNameReleases, staffActions } from "../../db/schema";
import { shareLink } from "../../domain/links";
import { helpDesk } from "../../domain/messages/staff";
import { nameKey } from "../../domain/name-policy";
import { qrStorageKey } from "../../worker/services/pins/qr-codes";
import { uniqueName } from "../helpers/unique";
import { makeUser, signedInAs, signedInStaff } from "../helpers/worker/accounts";
import { answerOf, ORIGIN } from "../helpers/worker/api";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { captureConsole } from "../helpers/worker/console";
import { boughtPin, emailsOf, pinRow } from "../helpers/worker/lifecycle";
import { makeOwnedPin, makePin } from "../helpers/worker/pins";
import { stripeClient } from "../helpers/worker/stripe";

const db = () => createDb(env.DB);

async function rename(browser: TBrowserSession, id: number, mypin: string) {
  return answerOf(await browser.api.helpdesk.pins[":id"].$patch({ param: { id: String(id) }, json: { mypin } }));
}

const formerNamesOf = (pinId: number) =>
  db()
    .select({ mypin: pinFormerNames.mypin, skeleton: pinFormerNames.skeleton, until: pinFormerNames.until })
    .from(pinFormerNames)
    .where(eq(pinFormerNames.pinId, pinId))
    .orderBy(pinFormerNames.createdAt, pinFormerNames.mypin);

const auditRows = (target: string) =>
  db().select().from(staffActions).where(eq(staffActions.target, target)).orderBy(staffActions.id);

// Purchases on the emulator take a few seconds on a busy machine.
describe("PATCH /api/helpdesk/pins/:id", { timeout: 30_000 }, () => {
  it("renames a bought pin and moves its QR, requests, counts, subscription metadata and lock with it", async () => {
    const bought = await boughtPin();
    const { user: actor, browser } = await signedInStaff("help_desk");
    const old = await pinRow(bought.mypin);
    if (!old) throw new Error("The bought pin is missing");
    await db().update(mypins).set({ searchCount: 7 }).where(eq(mypins.id, old.id));
    expect((await bought.browser.post("/api/qr-codes", { mypin: bought.mypin })).status).toBe(200);
    const oldFile = await qrStorageKey(bought.mypin);
    expect(await env.QR_BUCKET.head(oldFile)).not.toBeNull();
    await db().insert(cancellationRequests).values({ mypin: bought.mypin, email: bought.user.email, processed: false });
    const to = uniqueName("renamed", "simple");

    const { status, body } = await rename(browser, old.id, to.toUpperCase());
    expect(status).toBe(200);
    expect(body.pin).toMatchObject({ id: old.id, mypin: to, searchCount: 7, subscriptionId: bought.subscriptionId });

    const row = await pinRow(to);
    expect(row).toMatchObject({ id: old.id, searchCount: 7, latitude: old.latitude, skeleton: nameKey(to) });
    expect(await pinRow(bought.mypin)).toBeUndefined();

    const newFile = await qrStorageKey(to);
    expect(await findQrCode(db(), to)).toMatchObject({ filePath: newFile });
    expect(await findQrCode(db(), bought.mypin)).toBeUndefined();
    expect((await env.QR_BUCKET.head(newFile))?.customMetadata?.link).toBe(shareLink(to, ORIGIN));
    expect(await env.QR_BUCKET.head(oldFile)).toBeNull();

    const requests = await db()
      .select({ mypin: cancellationRequests.mypin })
      .from(cancellationRequests)
      .where(eq(cancellationRequests.email, bought.user.email));
    expect(requests).toEqual([{ mypin: to }]);

    const [email] = await emailsOf(bought.user.email, "pin-renamed");
    expect(email?.text).toContain(`"${bought.mypin}" to "${to}"`);
    expect(email?.text).toContain(shareLink(to, ORIGIN));

    expect(await auditRows(to)).toMatchObject([
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "rename",
        before: { mypin: bought.mypin },
        after: { mypin: to },
      },
    ]);
    const subscription = await stripeClient().subscriptions.retrieve(bought.subscriptionId);
    expect(subscription.metadata.mypin).toBe(to);

    // The old name is the pin's former name, taken to anyone else; the new one is held by nobody.
    const anyone = browserSession();
    const available = await anyone.get(`/api/names/${encodeURIComponent(bought.mypin)}/availability`);
    expect(await available.json()).toEqual({ available: false, reason: "taken" });
    expect(await formerNamesOf(old.id)).toEqual([
      { mypin: bought.mypin, skeleton: nameKey(bought.mypin), until: expect.any(Number) },
    ]);
    expect(await (await anyone.get(`/api/names/${encodeURIComponent(to)}/hold`)).json()).toMatchObject({
      isLocked: false,
    });
  });

  it("answers a change of case only with the pin as it was, and records nothing", async () => {
    const pin = await makePin(env.DB);
    const { browser } = await signedInStaff("system_admin");
    const { status, body } = await rename(browser, pin.id, `  ${pin.mypin.toUpperCase()} `);
    expect(status).toBe(200);
    expect(body.pin).toMatchObject({ mypin: pin.mypin, updatedAt: null });
    expect(await auditRows(pin.mypin)).toEqual([]);
  });

  it("refuses a name another pin has, in any form that reads as the same name", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const taken = await makePin(env.DB, { mypin: `com.${tag}` });
    const pin = await makePin(env.DB, { mypin: uniqueName("mine", "simple") });
    const { browser } = await signedInStaff("help_desk");
    // The same name, full-width capitals that fold to it, and "rn", which reads as "m".
    for (const name of [taken.mypin, `ＣＯＭ.${tag}`, `corn.${tag}`]) {
      const { status, body } = await rename(browser, pin.id, name);
      expect([name, status, body.error]).toEqual([
        name,
        409,
        { code: "STAFF_NAME_EXISTS", message: helpDesk.renameExists },
      ]);
    }
    expect(await pinRow(pin.mypin)).toMatchObject({ id: pin.id });
  });

  it("refuses a name that mixes scripts, such as a Cyrillic і among Latin letters", async () => {
    const pin = await makePin(env.DB);
    const { browser } = await signedInStaff("help_desk");
    const { status, body } = await rename(browser, pin.id, `p\u0456n.${crypto.randomUUID().slice(0, 6)}`);
    expect([status, body.error?.code]).toEqual([400, "NAME_MIXED_SCRIPTS"]);
  });

  it("refuses a name a buyer holds, and leaves the buyer's hold alone", async () => {
    const pin = await makePin(env.DB);
    const buyer = await signedInAs(await makeUser(env.DB));
    const name = uniqueName("held", "premium");
    expect((await buyer.post(`/api/names/${encodeURIComponent(name)}/hold`, {})).status).toBe(200);
    const { browser } = await signedInStaff("help_desk");

    const { status, body } = await rename(browser, pin.id, name);
    expect([status, body.error?.code]).toEqual([409, "STAFF_NAME_EXISTS"]);
    expect(await (await buyer.get(`/api/names/${encodeURIComponent(name)}/hold`)).json()).toMatchObject({
      isLocked: true,
      lockedByCurrentUser: true,
    });
  });

  it("refuses a reserved brand unless it was released to the pin's owner", async () => {
    const owner = await makeUser(env.DB);
    const pin = await makeOwnedPin(env.DB, owner);
    const otherPin = await makePin(env.DB);
    const { user: actor, browser } = await signedInStaff("help_desk");
    const brand = "nike";
    const refused = await rename(browser, pin.id, brand);
    expect([refused.status, refused.body.error?.code]).toEqual([409, "NAME_RESERVED"]);

    await db().insert(reservedNameReleases).values({
      name: brand,
      userId: owner.id,
      releasedBy: actor.id,
      reason: "Proved ownership",
      createdAt: Date.now(),
    });
    const forOther = await rename(browser, otherPin.id, brand);
    expect([forOther.status, forOther.body.error?.code]).toEqual([409, "NAME_RESERVED"]);
    const forOwner = await rename(browser, pin.id, brand);
    expect([forOwner.status, forOwner.body.pin?.mypin]).toEqual([200, brand]);
  });

  it("renames a pin that has no QR, no subscription and no requests, without a file appearing", async () => {
    const owner = await makeUser(env.DB);
    const pin = await makeOwnedPin(env.DB, owner);
    const { browser } = await signedInStaff("help_desk");
    const to = uniqueName("plain", "premium");
    const { status } = await rename(browser, pin.id, to);
    expect(status).toBe(200);
    expect(await findQrCode(db(), to)).toBeUndefined();
    expect(await env.QR_BUCKET.head(await qrStorageKey(to))).toBeNull();
    expect(await emailsOf(owner.email, "pin-renamed")).toHaveLength(1);
  });

  it("answers a name taken between its check and the batch as taken, and changes nothing", async () => {
    const pin = await makePin(env.DB);
    const { browser } = await signedInStaff("help_desk");
    const to = uniqueName("raced", "premium");
    // Another pin gets the name just before the rename's batch runs: the unique index refuses it.
    const batch = env.DB.batch.bind(env.DB);
    const spy = vi.spyOn(env.DB, "batch").mockImplementationOnce(async (statements) => {
      await makePin(env.DB, { mypin: to });
      return batch(statements);
    });
    const { status, body } = await rename(browser, pin.id, to);
    spy.mockRestore();
    expect([status, body.error?.code]).toEqual([409, "STAFF_NAME_EXISTS"]);
    expect(await pinRow(pin.mypin)).toMatchObject({ id: pin.id });
    expect(await auditRows(to)).toEqual([]);
  });

  it("still renames when Stripe cannot update the subscription, and says so in a warning", async () => {
    const pin = await makePin(env.DB, { subscriptionId: "sub_gone_from_stripe" });
    const { browser } = await signedInStaff("help_desk");
    const warnings = captureConsole("warn");
    const to = uniqueName("offline", "premium");
    expect((await rename(browser, pin.id, to)).status).toBe(200);
    expect(warnings()).toEqual([expect.stringContaining(`could not update its subscription's metadata`)]);
    expect(await pinRow(to)).toMatchObject({ id: pin.id });
  });

  it("answers 404 for a pin that does not exist and 400 for a name that is no name", async () => {
    const pin = await makePin(env.DB);
    const { browser } = await signedInStaff("help_desk");
    expect((await rename(browser, 999_999_999, uniqueName())).status).toBe(404);
    for (const name of ["", "   ", "a..b", "x".repeat(300), "bad/name"]) {
      const { status, body } = await rename(browser, pin.id, name);
      expect([name, status, body.error?.code]).toEqual([name, 400, "BAD_REQUEST"]);
    }
    const wrongShape = await browser.patch(`/api/helpdesk/pins/${pin.id}`, { name: "x" });
    expect(wrongShape.status).toBe(400);
    const keys = await db()
      .select()
      .from(mypins)
      .where(and(eq(mypins.id, pin.id), eq(mypins.mypin, pin.mypin)));
    expect(keys).toHaveLength(1);
  });
});
