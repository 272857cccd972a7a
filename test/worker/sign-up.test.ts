import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { findPendingSignUp } from "../../db/queries/email-codes";
import { emailOutbox } from "../../db/schema";
import { auth, password } from "../../domain/messages/accounts";
import { keyedHash } from "../../worker/platform/keys";
import { sha256 } from "../../worker/platform/tokens";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { latestCode, latestEmailTo, makeUser, PASSWORD, signUp, signUpInBrowser } from "../helpers/worker/accounts";
import { answerAs, errorOf, ORIGIN, post, type TApi } from "../helpers/worker/api";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

afterEach(() => vi.useRealTimers());

describe("POST /api/auth/sign-up", () => {
  it("e-mails a 6-digit code and a verify link, storing only an HMAC of the code and hashes of the link and the browser, and says when the code expires and when it may be resent", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    const { browser, response } = await signUpInBrowser(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email, expiresAt: clock.now() + 900_000, resendAt: clock.now() + 60_000 });
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^mypin_sign_up=[\w-]{43}; Max-Age=87300; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
    ]);

    const sent = await latestEmailTo(env.DB, email);
    expect(sent).toMatchObject({ template: "verification-code", status: expect.any(String) });
    const { code, link, token } = await latestCode(env.DB, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(link).toBe(`${ORIGIN}/verify-email?token=${token}`);
    const pending = await findPendingSignUp(createDb(env.DB), email);
    expect(pending).toMatchObject({
      displayName: "Ada Lovelace",
      codeHash: await keyedHash(env.JWT_SECRET, "sign-up-code", `${email}:${code}`),
      linkTokenHash: await sha256(token),
      browserHash: await sha256(browser.jar.values.get("mypin_sign_up") ?? ""),
      attempts: 0,
    });
    expect(pending?.codeHash).not.toBe(await sha256(code));
    expect(pending?.passwordHash).toMatch(/^pbkdf2_sha256\$100000\$/);
  });

  it("saves no code when its e-mail cannot be queued, because both are written in one batch", async () => {
    const email = uniqueEmail("no-outbox");
    await env.DB.exec(
      `CREATE TRIGGER refuse_outbox BEFORE INSERT ON email_outbox WHEN NEW."to" = '${email}' BEGIN SELECT RAISE(ABORT, 'refused'); END;`,
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await signUp(email);
    expect(response.status).toBe(500);
    expect(logged).toHaveBeenCalledOnce();
    expect(await findPendingSignUp(createDb(env.DB), email)).toBeUndefined();
    await env.DB.exec("DROP TRIGGER refuse_outbox;");
    logged.mockRestore();
  });

  it("folds the e-mail address to lower case", async () => {
    const email = uniqueEmail();
    const response = await signUp(`  ${email.toUpperCase()} `);
    expect((await answerAs<TApi["auth"]["sign-up"]["$post"]>(response)).body.email).toBe(email);
  });

  it("refuses an address that already has an account", async () => {
    const { email } = await makeUser(env.DB);
    const response = await signUp(email);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: "ACCOUNT_EXISTS", message: auth.accountExists });
  });

  it.each([
    [{ displayName: "A", email: "not-an-email", password: PASSWORD }, auth.invalidEmail],
    [{ displayName: "A", email: "a@example.com", password: "Ab1!" }, password.tooShort],
    [{ displayName: "A", email: "a@example.com", password: "abcdefgh1!" }, password.tooWeak],
    [{ displayName: "  ", email: "a@example.com", password: PASSWORD }, auth.displayNameRequired],
    [{ displayName: "A", email: "a@example.com" }, password.tooShort],
    [{ displayName: "A", email: "a@example.com", password: 12345678 }, password.tooShort],
  ])("refuses %j with the spec's words", async (body, message) => {
    const response = await post("/api/auth/sign-up", body, { ip: uniqueIp() });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message });
  });

  it("refuses a second sign-up for the same address within 60 seconds", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const response = await signUp(email);
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({ code: "RESEND_LOCKED", message: auth.resendTooMany });
  });

  it("sends one code when sign-ups for one address arrive together: each reads the same pending row, so the minute is counted atomically", async () => {
    const email = uniqueEmail();
    const responses = await Promise.all(Array.from({ length: 4 }, () => signUp(email)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 429, 429, 429]);
    const sent = await createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(sent).toHaveLength(1);
  });

  it("refuses the 11th sign-up in a minute from one client", async () => {
    const { statuses, response } = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      const answers: number[] = [];
      for (let i = 0; i < 10; i += 1) answers.push((await signUp(uniqueEmail(), ip)).status);
      return { statuses: answers, response: await signUp(uniqueEmail(), ip) };
    });
    expect(statuses).toEqual(Array(10).fill(200));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(response)).toEqual({ code: "AUTH_RATE_LIMITED", message: auth.resendTooMany });
  });
});

describe("POST /api/auth/sign-up/resend", () => {
  const resend = (browser: TBrowserSession, email: string) => browser.post("/api/auth/sign-up/resend", { email });

  it("refuses within 60 seconds, then sends a new code that replaces the old one", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    const first = await latestCode(env.DB, email);

    clock.advance(59_000);
    const early = await resend(browser, email);
    expect(early.status).toBe(429);
    expect((await errorOf(early)).code).toBe("RESEND_LOCKED");

    clock.advance(1_000);
    const resent = await resend(browser, email);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ email, expiresAt: clock.now() + 900_000, resendAt: clock.now() + 60_000 });
    const second = await latestCode(env.DB, email);
    expect(second.token).not.toBe(first.token);
    const pending = await findPendingSignUp(createDb(env.DB), email);
    expect(pending?.codeHash).toBe(await keyedHash(env.JWT_SECRET, "sign-up-code", `${email}:${second.code}`));
  });

  it("sends at most five codes to an address in an hour, sign-ups and resends together, and says when the next may go", async () => {
    const clock = fakeClock();
    const start = clock.now();
    const email = uniqueEmail();
    const { browser } = await signUpInBrowser(email);
    for (let sent = 2; sent <= 5; sent += 1) {
      clock.advance(60_000);
      expect((await resend(browser, email)).status).toBe(200);
    }
    clock.advance(60_000);
    const refused = await resend(browser, email);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: "TOO_MANY_CODES", message: auth.tooManyCodes });
    expect(refused.headers.get("Retry-After")).toBe(String(3_600 - 300));
    const again = await signUpInBrowser(email, PASSWORD, browserSession());
    expect((await errorOf(again.response)).code).toBe("TOO_MANY_CODES");

    clock.advance(start + 3_600_000 - clock.now() + 1);
    expect((await resend(browser, email)).status).toBe(200);
  });

  it("answers 404 when no sign-up is pending for the address, or it was started in another browser", async () => {
    const response = await resend(browserSession(), uniqueEmail());
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: "NO_PENDING_SIGN_UP", message: auth.sendCodeFailed });

    const clock = fakeClock();
    const email = uniqueEmail();
    await signUpInBrowser(email);
    clock.advance(60_000);
    expect((await resend(browserSession(), email)).status).toBe(404);
  });

  it("answers 409 when the address already has an account", async () => {
    const { email } = await makeUser(env.DB);
    const response = await post("/api/auth/sign-up/resend", { email }, { ip: uniqueIp() });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe("ACCOUNT_EXISTS");
  });
});
