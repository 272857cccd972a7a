import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { emailOutbox, signInFailures, users } from "../../db/schema";
import { changePassword, password as passwordText } from "../../domain/messages/accounts";
import { uniqueIp } from "../helpers/unique";
import { latestEmailTo, makeUser, PASSWORD, signedInAs } from "../helpers/worker/accounts";
import { errorOf, post } from "../helpers/worker/api";
import { browserSession, copyOf, type TBrowserSession } from "../helpers/worker/browser-session";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

const NEW_PASSWORD = "Brand-New-Pass-7";

const change = (browser: TBrowserSession, body: unknown) => browser.post("/api/me/password", body);
const signInStatus = async (email: string, password: string) =>
  (await post("/api/auth/sign-in", { email, password }, { ip: uniqueIp() })).status;

async function passwordHashOf(id: string) {
  return (await createDb(env.DB).query.users.findFirst({ where: eq(users.id, id) }))?.passwordHash;
}

describe("POST /api/me/password", () => {
  it("changes the password, keeps this session, ends every other one and e-mails the owner", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const elsewhere = await signedInAs(user);

    const response = await change(browser, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect(await signInStatus(user.email, PASSWORD)).toBe(401);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);

    expect((await browser.post("/api/billing-portal", {})).status).toBe(404);
    browser.jar.values.delete("mypin_access");
    expect((await browser.get("/api/me")).status).toBe(200);

    expect((await copyOf(elsewhere).post("/api/billing-portal", {})).status).toBe(401);
    elsewhere.jar.values.delete("mypin_access");
    expect((await elsewhere.get("/api/me")).status).toBe(401);

    const sent = await latestEmailTo(env.DB, user.email);
    expect(sent?.template).toBe("password-changed");
    expect(sent?.subject).toBe("Your MyPin password was changed");
    expect(sent?.text).toContain("Every other device signed in to your account has been signed out.");
    expect(sent?.text).toContain("http://mypin.test/?page=auth");
  });

  it("refuses a wrong current password, counts it against the account and changes nothing", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const elsewhere = await signedInAs(user);
    const before = await passwordHashOf(user.id);

    const response = await change(browser, { currentPassword: "Wrong-Horse-9", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "CURRENT_PASSWORD_INCORRECT",
      message: changePassword.currentIncorrect,
    });

    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await elsewhere.post("/api/billing-portal", {})).status).toBe(404);
    const failures = await createDb(env.DB).select().from(signInFailures).where(eq(signInFailures.email, user.email));
    expect(failures).toHaveLength(1);
    expect(await createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).toEqual([]);
  });

  it.each([
    ["a missing current password", { newPassword: NEW_PASSWORD }, changePassword.currentRequired],
    ["an empty current password", { currentPassword: "", newPassword: NEW_PASSWORD }, changePassword.currentRequired],
    ["a short new password", { currentPassword: PASSWORD, newPassword: "Ab1!" }, passwordText.tooShort],
    ["a new password without a digit", { currentPassword: PASSWORD, newPassword: "Abcdefgh!" }, passwordText.tooWeak],
    ["a missing new password", { currentPassword: PASSWORD }, passwordText.tooShort],
  ])("refuses %s with the sign-up rules' words", async (_, body, message) => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const response = await change(browser, body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message });
    expect(await signInStatus(user.email, PASSWORD)).toBe(200);
  });

  it("refuses a current password over 128 characters before hashing it or counting it, as sign-in does", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const response = await change(browser, { currentPassword: "x".repeat(129), newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: changePassword.currentIncorrect });
    const failures = await createDb(env.DB).select().from(signInFailures).where(eq(signInFailures.email, user.email));
    expect(failures).toEqual([]);
  });

  it("needs a live session: nobody signed in, or a signed-out access token, is refused", async () => {
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    expect((await change(browserSession(), body)).status).toBe(401);

    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const copied = copyOf(browser);
    await browser.post("/api/auth/sign-out", {});
    expect((await change(copied, body)).status).toBe(401);
    expect(await signInStatus(user.email, PASSWORD)).toBe(200);
  });

  it("slows the address down after 5 wrong current passwords, as sign-in does, even for the right one", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const before = await passwordHashOf(user.id);
    for (let i = 0; i < 5; i++) {
      expect((await change(browser, { currentPassword: "Wrong-Horse-9", newPassword: NEW_PASSWORD })).status).toBe(400);
    }

    const response = await change(browser, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({ code: "PASSWORD_CHANGE_RATE_LIMITED", message: changePassword.tooMany });
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await passwordHashOf(user.id)).toBe(before);
    expect(
      (await post("/api/auth/sign-in", { email: user.email, password: PASSWORD }, { ip: browser.ip })).status,
    ).toBe(429);
  });

  it("refuses the 11th attempt in a minute from one client", async () => {
    // A fresh client and accounts for each try: a burst that straddled a window left its attempts
    // counted against both in the next one.
    const responses = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      const users = await Promise.all([makeUser(env.DB), makeUser(env.DB), makeUser(env.DB)]);
      const browsers = await Promise.all(users.map((user) => signedInAs(user, ip)));
      const attempts: Response[] = [];
      // Four wrong passwords per account at most, under the account's own slow-down.
      for (let i = 0; i < 11; i++) {
        const browser = browsers[i % browsers.length] as TBrowserSession;
        attempts.push(await change(browser, { currentPassword: "Wrong-Horse-9", newPassword: NEW_PASSWORD }));
      }
      return attempts;
    });
    expect(responses.slice(0, 10).map((response) => response.status)).toEqual(Array(10).fill(400));
    const last = responses[10] as Response;
    expect(last.status).toBe(429);
    expect(last.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(last)).toEqual({ code: "PASSWORD_CHANGE_RATE_LIMITED", message: changePassword.tooMany });
  });
});
