import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { findPendingSignUp } from "../../db/queries/email-codes";
import { auth, password } from "../../domain/messages/accounts";
import { sha256 } from "../../worker/services/tokens";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { latestCode, latestEmailTo, makeUser, PASSWORD, signUp } from "../helpers/worker/accounts";
import { errorOf, ORIGIN, post } from "../helpers/worker/api";
import { fakeClock } from "../helpers/worker/clock";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

afterEach(() => vi.useRealTimers());

describe("POST /api/auth/sign-up", () => {
  it("e-mails a 6-digit code and a verify link, storing only their hashes, and says when the code expires and when it may be resent", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    const response = await signUp(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email, expiresAt: clock.now() + 900_000, resendAt: clock.now() + 60_000 });

    const sent = await latestEmailTo(env.DB, email);
    expect(sent).toMatchObject({ template: "verification-code", status: expect.any(String) });
    const { code, token } = await latestCode(env.DB, email);
    expect(code).toMatch(/^\d{6}$/);
    expect((sent?.payload as { link: string } | undefined)?.link).toBe(`${ORIGIN}/verify-email?token=${token}`);
    const pending = await findPendingSignUp(createDb(env.DB), email);
    expect(pending).toMatchObject({
      displayName: "Ada Lovelace",
      codeHash: await sha256(code),
      linkTokenHash: await sha256(token),
      attempts: 0,
    });
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
    expect(((await response.json()) as { email: string }).email).toBe(email);
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
  it("refuses within 60 seconds, then sends a new code that replaces the old one", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    await signUp(email);
    const first = await latestCode(env.DB, email);

    clock.advance(59_000);
    const early = await post("/api/auth/sign-up/resend", { email }, { ip: uniqueIp() });
    expect(early.status).toBe(429);
    expect((await errorOf(early)).code).toBe("RESEND_LOCKED");

    clock.advance(1_000);
    const resent = await post("/api/auth/sign-up/resend", { email }, { ip: uniqueIp() });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ email, expiresAt: clock.now() + 900_000, resendAt: clock.now() + 60_000 });
    const second = await latestCode(env.DB, email);
    expect(second.token).not.toBe(first.token);
    const pending = await findPendingSignUp(createDb(env.DB), email);
    expect(pending?.codeHash).toBe(await sha256(second.code));
  });

  it("answers 404 when no sign-up is pending for the address", async () => {
    const response = await post("/api/auth/sign-up/resend", { email: uniqueEmail() }, { ip: uniqueIp() });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: "NO_PENDING_SIGN_UP", message: auth.sendCodeFailed });
  });

  it("answers 409 when the address already has an account", async () => {
    const { email } = await makeUser(env.DB);
    const response = await post("/api/auth/sign-up/resend", { email }, { ip: uniqueIp() });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe("ACCOUNT_EXISTS");
  });
});
