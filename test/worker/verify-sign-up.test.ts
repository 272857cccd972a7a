import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { findPendingSignUp } from "../../db/queries/email-codes";
import { findUserByEmail } from "../../db/queries/users";
import { authAttempts } from "../../db/schema";
import { auth } from "../../domain/messages/accounts";
import worker from "../../worker/index";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { latestCode, PASSWORD, signUpInBrowser } from "../helpers/worker/accounts";
import { answerAs, errorOf, ORIGIN, post, type TApi } from "../helpers/worker/api";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { captureConsole } from "../helpers/worker/console";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

afterEach(() => vi.useRealTimers());

const verify = (browser: TBrowserSession, email: string, code: string) =>
  browser.post("/api/auth/sign-up/verify", { email, code });
const resend = (browser: TBrowserSession, email: string) => browser.post("/api/auth/sign-up/resend", { email });
const wrong = (code: string) => (code === "000000" ? "111111" : "000000");
const signIn = (email: string, password: string) => post("/api/auth/sign-in", { email, password }, { ip: uniqueIp() });

// Earlier wrong codes, written straight to the counter so a test need not make them one by one.
async function earlierTries(rows: { email?: string; ip?: string; browser?: string; at: number }[]) {
  await createDb(env.DB)
    .insert(authAttempts)
    .values(
      rows.map((row) => ({
        kind: "code_try" as const,
        email: row.email ?? "",
        ip: row.ip ?? "",
        browser: row.browser ?? null,
        at: row.at,
      })),
    );
}

// The browser a pending sign-up belongs to, as its cookie proves it.
async function browserOf(email: string) {
  return (await findPendingSignUp(createDb(env.DB), email))?.browserHash ?? "";
}

// Every test starts from a pending sign-up made through the API, as the app makes it.
describe("POST /api/auth/sign-up/verify", () => {
  it("creates a verified account from the pending sign-up and signs it in", async () => {
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code } = await latestCode(env.DB, email);
    const response = await verify(browser, email, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(response.status).toBe(200);
    const account = await findUserByEmail(createDb(env.DB), email);
    expect(await response.json()).toEqual({
      user: { id: account?.id, email, displayName: "Ada Lovelace", roles: [] },
    });
    expect(account?.emailVerified).toBe(true);
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/^mypin_access=/m);
    expect(cookies).toMatch(/^mypin_refresh=/m);
    expect(cookies).toMatch(/^mypin_sign_up=; Max-Age=0; Path=\/;/m);
  });

  // The account is written first, its session after: a session the store refuses (a trigger on
  // the sessions table, made for this account alone) must not read as a failed sign-up.
  it("says an account was created but not signed in when its session cannot start, and its password signs it in", async () => {
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code } = await latestCode(env.DB, email);
    const trigger = `refuse_session_${crypto.randomUUID().replaceAll("-", "")}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON sessions WHEN NEW.user_id IN (SELECT id FROM users WHERE email = '${email}') BEGIN SELECT RAISE(ABORT, 'the session store failed'); END`,
    ).run();
    try {
      const logged = captureConsole("error");
      const response = await verify(browser, email, code);
      expect(logged()).toEqual([
        expect.stringMatching(/^ACCOUNT_CREATED_SIGNED_OUT on POST \/api\/auth\/sign-up\/verify/),
      ]);
      expect(response.status).toBe(500);
      expect(await errorOf(response)).toEqual({
        code: "ACCOUNT_CREATED_SIGNED_OUT",
        message: auth.accountCreatedSignIn,
      });
      expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith("mypin_access="))).toEqual([]);
      expect(await findUserByEmail(createDb(env.DB), email)).toMatchObject({ emailVerified: true });
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it("never opens the account with the password of a later sign-up of the same address", async () => {
    const clock = fakeClock();
    const email = uniqueEmail("owner");
    const owner = await signUpInBrowser(email, PASSWORD);
    clock.advance(61_000);
    const other = await signUpInBrowser(email, "Intruder-Pass-1");
    expect(other.response.status).toBe(200);
    const { code } = await latestCode(env.DB, email);

    const refused = await verify(owner.browser, email, code);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: "SIGN_UP_OTHER_BROWSER", message: auth.signUpOtherBrowser });
    expect(await findUserByEmail(createDb(env.DB), email)).toBeUndefined();

    // The owner signs up again from their browser and finishes with their own password.
    clock.advance(61_000);
    await signUpInBrowser(email, PASSWORD, owner.browser);
    expect((await verify(owner.browser, email, (await latestCode(env.DB, email)).code)).status).toBe(200);
    expect((await signIn(email, "Intruder-Pass-1")).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it("refuses a code from a browser that did not sign up, without using up the owner's attempts", async () => {
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code } = await latestCode(env.DB, email);
    const stranger = browserSession();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify(stranger, email, wrong(code));
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe("SIGN_UP_OTHER_BROWSER");
    }
    expect((await verify(stranger, email, code)).status).toBe(409);
    expect((await verify(browser, email, code)).status).toBe(200);
  });

  it("says the code was wrong twice, locks on the third wrong code and then refuses even the right one", async () => {
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code } = await latestCode(env.DB, email);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await verify(browser, email, wrong(code));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: "CODE_INCORRECT", message: auth.verificationFailed });
    }
    const third = await verify(browser, email, wrong(code));
    expect(third.status).toBe(429);
    expect(await errorOf(third)).toEqual({ code: "CODE_LOCKED", message: auth.tooManyAttempts });
    const right = await verify(browser, email, code);
    expect(right.status).toBe(429);
    expect((await errorOf(right)).code).toBe("CODE_LOCKED");
    expect(await findUserByEmail(createDb(env.DB), email)).toBeUndefined();
  });

  it("lifts the lock with a new code", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code: old } = await latestCode(env.DB, email);
    for (let attempt = 1; attempt <= 3; attempt += 1) await verify(browser, email, wrong(old));
    clock.advance(60_000);
    await resend(browser, email);
    const { code } = await latestCode(env.DB, email);
    expect((await verify(browser, email, code)).status).toBe(200);
  });

  it("never lets a stranger's wrong codes for the owner's address use up the owner's tries", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    const stranger = (await signUpInBrowser(email)).browser;
    const { code: first } = await latestCode(env.DB, email);
    for (let attempt = 1; attempt <= 3; attempt += 1) await verify(stranger, email, wrong(first));
    clock.advance(60_000);
    await resend(stranger, email);
    const { code: second } = await latestCode(env.DB, email);
    for (let attempt = 1; attempt <= 2; attempt += 1) await verify(stranger, email, wrong(second));
    expect((await verify(stranger, email, second)).status).toBe(429);

    clock.advance(60_000);
    const owner = (await signUpInBrowser(email)).browser;
    const { code } = await latestCode(env.DB, email);
    expect((await verify(owner, email, code)).status).toBe(200);
  });

  it("counts wrong codes across resends: the sixth in an hour is refused, the right code too, until the first is an hour old", async () => {
    const clock = fakeClock();
    const start = clock.now();
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code: first } = await latestCode(env.DB, email);
    for (let attempt = 1; attempt <= 3; attempt += 1) await verify(browser, email, wrong(first));
    clock.advance(60_000);
    await resend(browser, email);
    const { code } = await latestCode(env.DB, email);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await verify(browser, email, wrong(code))).status).toBe(400);
    }
    const refused = await verify(browser, email, code);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: "CODE_TRIES_EXHAUSTED", message: auth.tooManyWrongCodes });
    expect(refused.headers.get("Retry-After")).toBe(String(3_600 - 60));
    expect(await findUserByEmail(createDb(env.DB), email)).toBeUndefined();

    clock.advance(start + 3_600_000 - clock.now() + 1);
    await resend(browser, email);
    expect((await verify(browser, email, (await latestCode(env.DB, email)).code)).status).toBe(200);
  });

  it("refuses an eleventh wrong code for a sign-up in a day, and says when the oldest leaves the day", async () => {
    const now = Date.now();
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code } = await latestCode(env.DB, email);
    const pending = await browserOf(email);
    await earlierTries(
      Array.from({ length: 10 }, (_, i) => ({ email, browser: pending, at: now - 80_000_000 + i * 60_000 })),
    );
    const refused = await verify(browser, email, code);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("CODE_TRIES_EXHAUSTED");
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(86_400 - 80_000 - 5);
    expect(retryAfter).toBeLessThanOrEqual(86_400 - 80_000 + 1);
  });

  it("refuses codes from a client IP with 20 wrong codes in the hour, whatever the address", async () => {
    const ip = uniqueIp();
    const now = Date.now();
    await earlierTries(Array.from({ length: 20 }, (_, i) => ({ email: uniqueEmail(), ip, at: now - 600_000 + i })));
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email, PASSWORD, browserSession(ip));
    const refused = await verify(browser, email, (await latestCode(env.DB, email)).code);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("CODE_TRIES_EXHAUSTED");
  });

  it("does not count a right code against the address or the IP", async () => {
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code } = await latestCode(env.DB, email);
    await verify(browser, email, wrong(code));
    await verify(browser, email, code);
    const counted = await createDb(env.DB)
      .select()
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, "code_try"), eq(authAttempts.email, email)));
    expect(counted).toHaveLength(1);
  });

  it("refuses the 11th code in a minute from one client", async () => {
    const response = await inOneRateWindow(async () => {
      const browser = browserSession();
      for (let i = 0; i < 10; i += 1) await verify(browser, uniqueEmail(), "123456");
      return verify(browser, uniqueEmail(), "123456");
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect((await errorOf(response)).code).toBe("CODE_TRIES_EXHAUSTED");
  });

  it("answers 410 for a code past its 900 seconds and for an address with no code", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code } = await latestCode(env.DB, email);
    clock.advance(900_000);
    const expired = await verify(browser, email, code);
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toEqual({ code: "CODE_EXPIRED", message: auth.codeExpiredOrInvalid });
    expect((await verify(browser, uniqueEmail(), "123456")).status).toBe(410);
  });

  it.each(["12345", "1234567", "12a456", ""])("refuses the code %j as incomplete", async (code) => {
    const response = await verify(browserSession(), uniqueEmail(), code);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: auth.completeCode });
  });

  it("answers 409 once the address has an account", async () => {
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { code } = await latestCode(env.DB, email);
    await verify(browser, email, code);
    const again = await verify(browser, email, code);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("ACCOUNT_EXISTS");
  });

  it("makes an address listed in ADMIN_EMAILS a system admin", async () => {
    const email = uniqueEmail("boss");
    const adminEnv = { ...env, ADMIN_EMAILS: `someone@example.com, ${email.toUpperCase()}` };
    const ip = uniqueIp();
    let cookie = "";
    const call = async (path: string, body: unknown) => {
      const response = await worker.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": ip, Cookie: cookie },
          body: JSON.stringify(body),
        }),
        adminEnv,
        createExecutionContext(),
      );
      cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? cookie;
      return response;
    };
    await call("/api/auth/sign-up", { displayName: "Boss", email, password: PASSWORD });
    const { code } = await latestCode(env.DB, email);
    const response = await call("/api/auth/sign-up/verify", { email, code });
    const { body } = await answerAs<TApi["auth"]["sign-up"]["verify"]["$post"]>(response);
    expect(body.user.roles).toEqual(["system_admin"]);
  });
});

describe("POST /api/auth/verify-email", () => {
  const verifyLink = (browser: TBrowserSession, token: string) => browser.post("/api/auth/verify-email", { token });

  it("verifies the pending sign-up from the e-mailed link and signs the account in", async () => {
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { token } = await latestCode(env.DB, email);
    const response = await verifyLink(browser, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "verified",
      user: { email, displayName: "Ada Lovelace", roles: [] },
    });
    expect(response.headers.getSetCookie().join("\n")).toMatch(/^mypin_refresh=/m);
    expect((await findUserByEmail(createDb(env.DB), email))?.emailVerified).toBe(true);
  });

  it("refuses the link in a browser that did not sign up, so a later sign-up's password cannot ride on it", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    const owner = await signUpInBrowser(email);
    clock.advance(61_000);
    await signUpInBrowser(email, "Intruder-Pass-1");
    const { token } = await latestCode(env.DB, email);
    for (const browser of [owner.browser, browserSession()]) {
      const response = await verifyLink(browser, token);
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: "SIGN_UP_OTHER_BROWSER", message: auth.signUpOtherBrowser });
    }
    expect(await findUserByEmail(createDb(env.DB), email)).toBeUndefined();
  });

  it("says already verified when the link is opened again", async () => {
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { token } = await latestCode(env.DB, email);
    await verifyLink(browser, token);
    const again = await verifyLink(browser, token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already-verified" });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("refuses an unknown token and an expired link", async () => {
    const unknown = await verifyLink(browserSession(), "not-a-token");
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toEqual({ code: "VERIFY_LINK_INVALID", message: "Failed to verify email" });

    const clock = fakeClock();
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const { token } = await latestCode(env.DB, email);
    clock.advance(900_000);
    expect((await verifyLink(browser, token)).status).toBe(400);
  });
});
