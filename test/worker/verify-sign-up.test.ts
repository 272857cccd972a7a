import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { findUserByEmail } from "../../db/queries/users";
import { auth } from "../../domain/messages/accounts";
import worker from "../../worker/index";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { latestCode, PASSWORD, signUp } from "../helpers/worker/accounts";
import { errorOf, ORIGIN, post } from "../helpers/worker/api";
import { fakeClock } from "../helpers/worker/clock";

afterEach(() => vi.useRealTimers());

// Every test starts from a pending sign-up made through the API, as the app makes it.
describe("POST /api/auth/sign-up/verify", () => {
  const verify = (email: string, code: string) => post("/api/auth/sign-up/verify", { email, code });
  const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

  it("creates a verified account from the pending sign-up and signs it in", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const { code } = await latestCode(env.DB, email);
    const response = await verify(email, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(response.status).toBe(200);
    const account = await findUserByEmail(createDb(env.DB), email);
    expect(await response.json()).toEqual({
      user: { id: account?.id, email, displayName: "Ada Lovelace", roles: [] },
    });
    expect(account?.emailVerified).toBe(true);
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/^mypin_access=/m);
    expect(cookies).toMatch(/^mypin_refresh=/m);
  });

  it("says the code was wrong twice, locks on the third wrong code and then refuses even the right one", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const { code } = await latestCode(env.DB, email);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await verify(email, wrong(code));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: "CODE_INCORRECT", message: auth.verificationFailed });
    }
    const third = await verify(email, wrong(code));
    expect(third.status).toBe(429);
    expect(await errorOf(third)).toEqual({ code: "CODE_LOCKED", message: auth.tooManyAttempts });
    const right = await verify(email, code);
    expect(right.status).toBe(429);
    expect((await errorOf(right)).code).toBe("CODE_LOCKED");
    expect(await findUserByEmail(createDb(env.DB), email)).toBeUndefined();
  });

  it("lifts the lock with a new code", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    await signUp(email);
    const { code: old } = await latestCode(env.DB, email);
    for (let attempt = 1; attempt <= 3; attempt += 1) await verify(email, wrong(old));
    clock.advance(60_000);
    await post("/api/auth/sign-up/resend", { email }, { ip: uniqueIp() });
    const { code } = await latestCode(env.DB, email);
    expect((await verify(email, code)).status).toBe(200);
  });

  it("answers 410 for a code past its 900 seconds and for an address with no code", async () => {
    const clock = fakeClock();
    const email = uniqueEmail();
    await signUp(email);
    const { code } = await latestCode(env.DB, email);
    clock.advance(900_000);
    const expired = await verify(email, code);
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toEqual({ code: "CODE_EXPIRED", message: auth.codeExpiredOrInvalid });
    expect((await verify(uniqueEmail(), "123456")).status).toBe(410);
  });

  it.each(["12345", "1234567", "12a456", ""])("refuses the code %j as incomplete", async (code) => {
    const response = await verify(uniqueEmail(), code);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: auth.completeCode });
  });

  it("answers 409 once the address has an account", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const { code } = await latestCode(env.DB, email);
    await verify(email, code);
    const again = await verify(email, code);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("ACCOUNT_EXISTS");
  });

  it("makes an address listed in ADMIN_EMAILS a system admin", async () => {
    const email = uniqueEmail("boss");
    const adminEnv = { ...env, ADMIN_EMAILS: `someone@example.com, ${email.toUpperCase()}` };
    const call = (path: string, body: unknown) =>
      worker.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": uniqueIp() },
          body: JSON.stringify(body),
        }),
        adminEnv,
        createExecutionContext(),
      );
    await call("/api/auth/sign-up", { displayName: "Boss", email, password: PASSWORD });
    const { code } = await latestCode(env.DB, email);
    const response = await call("/api/auth/sign-up/verify", { email, code });
    expect(((await response.json()) as { user: { roles: string[] } }).user.roles).toEqual(["system_admin"]);
  });
});

describe("POST /api/auth/verify-email", () => {
  const verifyLink = (token: string) => post("/api/auth/verify-email", { token });

  it("verifies the pending sign-up from the e-mailed link and signs the account in", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const { token } = await latestCode(env.DB, email);
    const response = await verifyLink(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "verified",
      user: { email, displayName: "Ada Lovelace", roles: [] },
    });
    expect(response.headers.getSetCookie().join("\n")).toMatch(/^mypin_refresh=/m);
    expect((await findUserByEmail(createDb(env.DB), email))?.emailVerified).toBe(true);
  });

  it("says already verified when the link is opened again", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const { token } = await latestCode(env.DB, email);
    await verifyLink(token);
    const again = await verifyLink(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already-verified" });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("refuses an unknown token and an expired link", async () => {
    const unknown = await verifyLink("not-a-token");
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toEqual({ code: "VERIFY_LINK_INVALID", message: "Failed to verify email" });

    const clock = fakeClock();
    const email = uniqueEmail();
    await signUp(email);
    const { token } = await latestCode(env.DB, email);
    clock.advance(900_000);
    expect((await verifyLink(token)).status).toBe(400);
  });
});
