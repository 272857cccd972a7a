import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { staffActions } from "../../db/schema";
import { reservedNames } from "../../domain/messages/staff";
import { uniqueEmail } from "../helpers/unique";
import { makeUser, signedInAs, signedInStaff } from "../helpers/worker/accounts";
import { answerAs, type TApi } from "../helpers/worker/api";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { checkout } from "../helpers/worker/purchase";

async function release(browser: TBrowserSession, body: unknown) {
  return answerAs<TApi["helpdesk"]["reserved-names"]["$post"]>(
    await browser.post("/api/helpdesk/reserved-names", body),
  );
}

async function releases(browser: TBrowserSession) {
  return (await (await browser.api.helpdesk["reserved-names"].$get()).json()).releases;
}

const path = (name: string) => `/api/names/${encodeURIComponent(name)}`;

// What a visitor gets asking for the name: availability, a hold, and (signed in) a checkout.
async function tryToBuy(browser: TBrowserSession, name: string, signedIn: boolean) {
  const availability = (await browser.get(`${path(name)}/availability`)).status;
  const hold = (await browser.post(`${path(name)}/hold`, {})).status;
  const started = signedIn ? (await checkout(browser, { mypin: name })).status : null;
  return { availability, hold, checkout: started };
}

describe("reserved-name releases", () => {
  it("lets the account a brand was released to check, hold and buy it, and nobody else", async () => {
    const owner = await makeUser(env.DB);
    const other = await makeUser(env.DB);
    const { user: actor, browser } = await signedInStaff("system_admin");
    const { status, body } = await release(browser, {
      name: "  NIKE ",
      email: owner.email.toUpperCase(),
      reason: "Trademark certificate checked",
    });
    expect(status).toBe(200);
    expect(body.release).toMatchObject({
      name: "nike",
      ownerEmail: owner.email,
      releasedBy: actor.email,
      reason: "Trademark certificate checked",
    });

    expect(await tryToBuy(await signedInAs(other), "nike", true)).toEqual({
      availability: 409,
      hold: 409,
      checkout: 409,
    });
    expect(await tryToBuy(browserSession(), "nike", false)).toEqual({ availability: 409, hold: 409, checkout: null });
    expect(await tryToBuy(await signedInAs(owner), "nike", true)).toEqual({
      availability: 200,
      hold: 200,
      checkout: 200,
    });
    // A look-alike of the brand, or the brand inside a longer name, is still reserved.
    expect((await (await signedInAs(owner)).get(`${path("nike shoes")}/availability`)).status).toBe(409);

    const audit = await createDb(env.DB).select().from(staffActions).where(eq(staffActions.target, "nike"));
    expect(audit).toMatchObject([
      {
        actorId: actor.id,
        action: "release_reserved",
        before: null,
        after: { userId: owner.id, email: owner.email, reason: "Trademark certificate checked" },
      },
    ]);
  });

  it("moves a release to another account when released again, and lists the releases newest first", async () => {
    const first = await makeUser(env.DB);
    const second = await makeUser(env.DB);
    const { browser } = await signedInStaff("system_admin");
    expect((await release(browser, { name: "ikea", email: first.email, reason: "First claim" })).status).toBe(200);
    expect((await release(browser, { name: "ikea", email: second.email, reason: "Court order" })).status).toBe(200);
    expect((await release(browser, { name: "netflix", email: first.email, reason: "Licence" })).status).toBe(200);

    const listed = (await releases(browser)).filter((row) => ["ikea", "netflix"].includes(row.name));
    expect(listed.map((row) => [row.name, row.ownerEmail, row.reason])).toEqual([
      ["netflix", first.email, "Licence"],
      ["ikea", second.email, "Court order"],
    ]);
    expect((await (await signedInAs(first)).get(`${path("ikea")}/availability`)).status).toBe(409);
    expect((await (await signedInAs(second)).get(`${path("ikea")}/availability`)).status).toBe(200);
  });

  it("refuses a name that is not reserved, an address with no account, and a release without a reason", async () => {
    const owner = await makeUser(env.DB);
    const { browser } = await signedInStaff("system_admin");
    const notReserved = await release(browser, { name: "corner shop", email: owner.email, reason: "x" });
    expect([notReserved.status, notReserved.body.error]).toEqual([
      400,
      { code: "NAME_NOT_RESERVED", message: reservedNames.notReserved },
    ]);
    const noAccount = await release(browser, { name: "gucci", email: uniqueEmail(), reason: "x" });
    expect([noAccount.status, noAccount.body.error]).toEqual([
      404,
      { code: "RELEASE_NO_ACCOUNT", message: reservedNames.noAccount },
    ]);
    for (const body of [
      { name: "gucci", email: owner.email },
      { name: "gucci", email: owner.email, reason: "   " },
      { name: "", email: owner.email, reason: "x" },
      { name: "gucci", email: "not an address", reason: "x" },
      { name: "gucci", email: owner.email, reason: "x".repeat(201) },
    ]) {
      expect((await release(browser, body)).status).toBe(400);
    }
    expect((await releases(browser)).some((row) => row.name === "gucci")).toBe(false);
  });

  // The review's finding: help desk could release a reserved brand, to its own account too.
  it("is for system admins alone, and never to the admin's own account", async () => {
    const helpDesk = await signedInStaff("help_desk");
    const toItself = await release(helpDesk.browser, { name: "adidas", email: helpDesk.user.email, reason: "Mine" });
    expect(toItself.status).toBe(403);
    const admin = await signedInStaff("system_admin");
    const ownClaim = await release(admin.browser, { name: "adidas", email: admin.user.email, reason: "Mine" });
    expect([ownClaim.status, ownClaim.body.error]).toEqual([
      403,
      { code: "RELEASE_TO_SELF", message: reservedNames.toSelf },
    ]);
    expect((await releases(admin.browser)).some((row) => row.name === "adidas")).toBe(false);
  });
});
