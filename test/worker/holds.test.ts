import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { namePolicy, nameRules, nameStatus } from "../../domain/messages/names";
import { locks } from "../../domain/messages/purchase";
import { nameLock } from "../../worker/services/names/locks";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { makeUser, signedInAs } from "../helpers/worker/accounts";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { makePin } from "../helpers/worker/pins";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

const hold = (browser: TBrowserSession, name: string, convert?: boolean) =>
  browser.post(`/api/names/${encodeURIComponent(name)}/hold`, convert === undefined ? {} : { convert });

async function statusFor(browser: TBrowserSession, name: string) {
  return (await browser.get(`/api/names/${encodeURIComponent(name)}/hold`)).json();
}

const release = (browser: TBrowserSession, name: string) =>
  browser.delete(`/api/names/${encodeURIComponent(name)}/hold`);

describe("holding a name", () => {
  it("holds a name for a signed-out visitor by a cookie, and tells only them it is theirs", async () => {
    const visitor = browserSession();
    const name = uniqueName("anon");
    const response = await hold(visitor, name);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hold: { kind: "anonymous" } });
    expect(
      response.headers.getSetCookie().some((cookie) => cookie.startsWith("mypin_hold=") && /HttpOnly/i.test(cookie)),
    ).toBe(true);
    expect(await statusFor(visitor, name)).toMatchObject({ isLocked: true, lockedByCurrentUser: true });
    expect(await statusFor(browserSession(), name)).toMatchObject({ isLocked: true, lockedByCurrentUser: false });
  });

  it("refuses a name someone else holds, and one that is already a pin", async () => {
    const name = uniqueName("busy");
    await hold(browserSession(), name);
    const second = await hold(browserSession(), name);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: "NAME_HELD", message: nameStatus.temporarilyUnavailable } });

    const pin = await makePin(env.DB, { mypin: uniqueName("owned") });
    const taken = await hold(browserSession(), pin.mypin);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: { code: "NAME_TAKEN", message: nameStatus.alreadyExists } });
  });

  it("refuses a malformed name with the rule it breaks", async () => {
    const response = await hold(browserSession(), "a..b");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: nameRules.consecutivePeriods } });
  });

  it("holds for a signed-in user, renews for them, and releases when they leave", async () => {
    const user = await signedInAs(await makeUser(env.DB));
    const name = uniqueName("mine");
    expect(await (await hold(user, name)).json()).toMatchObject({ hold: { kind: "user" } });
    expect((await hold(user, name)).status).toBe(200);
    expect(await (await release(browserSession(), name)).json()).toEqual({ released: false });
    expect(await (await release(user, name)).json()).toEqual({ released: true });
    expect(await statusFor(browserSession(), name)).toEqual({
      isLocked: false,
      lockedByCurrentUser: false,
      expiresAt: null,
    });
  });

  it("caps the signed-out hold requests one address can make in a minute", async () => {
    const statuses = await inOneRateWindow(async () => {
      const visitor = browserSession(uniqueIp());
      const name = uniqueName("cap");
      const answers: number[] = [];
      for (let index = 0; index < 21; index += 1) answers.push((await hold(visitor, name)).status);
      return answers;
    });
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("refuses a look-alike of a name someone else holds, and of one that is already a pin", async () => {
    const held = uniqueName("mill");
    expect((await hold(browserSession(), held)).status).toBe(200);
    const lookAlike = await hold(browserSession(), held.replace("mill", "rni1l"));
    expect(lookAlike.status).toBe(409);
    expect(await lookAlike.json()).toEqual({
      error: { code: "NAME_HELD", message: nameStatus.temporarilyUnavailable },
    });

    const pin = await makePin(env.DB, { mypin: uniqueName("mall") });
    const taken = await hold(browserSession(), pin.mypin.replace("mall", "rna11"));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: { code: "NAME_TAKEN", message: nameStatus.alreadyExists } });
  });

  it("lets the holder of a name renew it through a look-alike, which shares its lock", async () => {
    const visitor = browserSession();
    const name = uniqueName("mill");
    expect((await hold(visitor, name)).status).toBe(200);
    expect((await hold(visitor, name.replace("mill", "rnill"))).status).toBe(200);
    expect(await statusFor(visitor, name)).toMatchObject({ isLocked: true, lockedByCurrentUser: true });
  });

  it.each([
    ["NAME_MIXED_SCRIPTS", "my.p\u0456n2", namePolicy.mixedScripts, 400],
    ["NAME_EXPLETIVE", "fuck.this.place", namePolicy.expletive, 400],
    ["NAME_RESERVED", "google maps", namePolicy.reserved, 409],
  ] as const)(
    "refuses to hold a name the policy refuses (%s), and holds nothing",
    async (code, name, message, status) => {
      const visitor = browserSession();
      const response = await hold(visitor, name);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: { code, message } });
      expect(await statusFor(visitor, name)).toMatchObject({ isLocked: false });
    },
  );
});

describe("converting a virtual reservation on sign-in", () => {
  async function visitorWhoSignsIn(name: string) {
    const visitor = browserSession();
    expect((await hold(visitor, name)).status).toBe(200);
    const user = await makeUser(env.DB);
    const signIn = await visitor.post("/api/auth/sign-in", { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    return { visitor, user };
  }

  it("makes the visitor's hold the user's", async () => {
    const name = uniqueName("conv");
    const { visitor } = await visitorWhoSignsIn(name);
    const response = await hold(visitor, name, true);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hold: { kind: "user" } });
    expect(await statusFor(visitor, name)).toMatchObject({ lockedByCurrentUser: true });
  });

  it("says the name is no longer available when it became a pin meanwhile", async () => {
    const name = uniqueName("conv");
    const { visitor } = await visitorWhoSignsIn(name);
    await makePin(env.DB, { mypin: name });
    const response = await hold(visitor, name, true);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "HOLD_CONVERT_TAKEN", message: locks.noLongerAvailable } });
  });

  it("says the name was reserved by another user when someone else holds it now", async () => {
    const name = uniqueName("conv");
    const { visitor } = await visitorWhoSignsIn(name);
    // The visitor's hold lapses and another visitor takes the name before the sign-in finishes.
    await runInDurableObject(nameLock(env, name), (_instance, state) => state.storage.delete("hold"));
    expect((await hold(browserSession(), name)).status).toBe(200);
    const response = await hold(visitor, name, true);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "HOLD_CONVERT_RESERVED", message: locks.reservedByAnother },
    });
  });
});
