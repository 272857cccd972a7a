import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { passwordResets } from "../../db/schema";
import { LINK_TOKEN_PATTERN } from "../../domain/accounts";
import { auth, password, reset } from "../../domain/messages/accounts";
import { sha256 } from "../../worker/platform/tokens";
import { uniqueIp } from "../helpers/unique";
import { latestEmailTo, linkIn, makeUser, signedInAs } from "../helpers/worker/accounts";
import { errorOf, ORIGIN, post } from "../helpers/worker/api";
import { fakeClock } from "../helpers/worker/clock";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

afterEach(() => vi.useRealTimers());

const NEW_PASSWORD = "Brand-New-Pass-7";
// Of the shape of our links' tokens, but never sent.
const UNKNOWN_TOKEN = "A".repeat(43);
async function requestReset(email: string) {
  const response = await post("/api/auth/password-reset", { email }, { ip: uniqueIp() });
  expect(response.status).toBe(200);
  const sent = await latestEmailTo(env.DB, email);
  return linkIn(sent?.text ?? "", "/reset-password").token;
}

describe("POST /api/auth/password-reset", () => {
  it("e-mails a single-use link valid for an hour and keeps only the token's hash", async () => {
    const clock = fakeClock();
    const user = await makeUser(env.DB);
    const response = await post("/api/auth/password-reset", { email: user.email.toUpperCase() }, { ip: uniqueIp() });
    expect(await response.json()).toEqual({ ok: true });
    const sent = await latestEmailTo(env.DB, user.email);
    expect(sent?.template).toBe("password-reset");
    const { link, token } = linkIn(sent?.text ?? "", "/reset-password");
    expect(link).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?token=[\\w-]{43}$`));
    const stored = await createDb(env.DB).select().from(passwordResets).where(eq(passwordResets.userId, user.id)).get();
    expect(stored).toEqual({
      tokenHash: await sha256(token),
      userId: user.id,
      expiresAt: clock.now() + 3_600_000,
      usedAt: null,
    });
  });

  it.each(["nobody@example.com", "not-an-email"])("answers 404 with the spec's words for %j", async (email) => {
    const response = await post("/api/auth/password-reset", { email }, { ip: uniqueIp() });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: "NO_ACCOUNT", message: auth.noAccount });
  });

  it("sends an account at most three reset e-mails an hour, and says when the next may go", async () => {
    const clock = fakeClock();
    const start = clock.now();
    const user = await makeUser(env.DB);
    for (let sent = 1; sent <= 3; sent += 1) {
      expect((await post("/api/auth/password-reset", { email: user.email }, { ip: uniqueIp() })).status).toBe(200);
      clock.advance(60_000);
    }
    const refused = await post("/api/auth/password-reset", { email: user.email }, { ip: uniqueIp() });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: "RESET_RATE_LIMITED", message: auth.tooManyResets });
    expect(refused.headers.get("Retry-After")).toBe(String(3_600 - 180));
    clock.advance(start + 3_600_000 - clock.now() + 1);
    expect((await post("/api/auth/password-reset", { email: user.email }, { ip: uniqueIp() })).status).toBe(200);
  });

  it("refuses the 11th reset request in a minute from one client", async () => {
    const response = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 10; i += 1) await post("/api/auth/password-reset", { email: "nobody@example.com" }, { ip });
      return post("/api/auth/password-reset", { email: "nobody@example.com" }, { ip });
    });
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({ code: "RESET_RATE_LIMITED", message: auth.tooManyResets });
  });
});

describe("POST /api/auth/password-reset/check", () => {
  it("names the account of a usable token", async () => {
    const user = await makeUser(env.DB);
    const token = await requestReset(user.email);
    const response = await post("/api/auth/password-reset/check", { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: user.email });
  });

  it("refuses an unknown token", async () => {
    const response = await post("/api/auth/password-reset/check", { token: UNKNOWN_TOKEN });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "RESET_TOKEN_INVALID", message: reset.invalidLink });
  });

  it("calls a token no link of ours could carry an invalid token, apart from an unknown or expired one", async () => {
    const user = await makeUser(env.DB);
    expect(await requestReset(user.email)).toMatch(LINK_TOKEN_PATTERN);
    for (const token of ["unknown-token", "A".repeat(42), `${"A".repeat(42)}=`, "A".repeat(44)]) {
      const response = await post("/api/auth/password-reset/check", { token });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: "RESET_TOKEN_INVALID", message: reset.invalidToken });
    }
  });
});

describe("POST /api/auth/password-reset/complete", () => {
  it("changes the password, signs the account out everywhere and spends the token", async () => {
    const user = await makeUser(env.DB);
    const elsewhere = await signedInAs(user);
    const token = await requestReset(user.email);

    const response = await post("/api/auth/password-reset/complete", { token, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    elsewhere.jar.values.delete("mypin_access");
    expect((await elsewhere.get("/api/me")).status).toBe(401);
    expect(
      (await post("/api/auth/sign-in", { email: user.email, password: user.password }, { ip: uniqueIp() })).status,
    ).toBe(401);
    expect(
      (await post("/api/auth/sign-in", { email: user.email, password: NEW_PASSWORD }, { ip: uniqueIp() })).status,
    ).toBe(200);

    expect((await post("/api/auth/password-reset/check", { token })).status).toBe(400);
    const reused = await post("/api/auth/password-reset/complete", { token, password: "Another-Pass-8" });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toEqual({ code: "RESET_TOKEN_INVALID", message: reset.invalidLink });
  });

  it("lets the owner sign in at once with the new password, however many wrong guesses came before", async () => {
    const user = await makeUser(env.DB);
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) {
      await post("/api/auth/sign-in", { email: user.email, password: "Wrong-Guess-9" }, { ip });
    }
    const slowed = await post("/api/auth/sign-in", { email: user.email, password: user.password }, { ip });
    expect(slowed.status).toBe(429);

    const token = await requestReset(user.email);
    expect((await post("/api/auth/password-reset/complete", { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post("/api/auth/sign-in", { email: user.email, password: NEW_PASSWORD }, { ip })).status).toBe(200);
  });

  it("spends every other outstanding reset link of the account too", async () => {
    const clock = fakeClock();
    const user = await makeUser(env.DB);
    const older = await requestReset(user.email);
    clock.advance(60_000);
    const newer = await requestReset(user.email);
    expect((await post("/api/auth/password-reset/complete", { token: newer, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    expect((await post("/api/auth/password-reset/check", { token: older })).status).toBe(400);
    expect((await post("/api/auth/password-reset/complete", { token: older, password: "Another-Pass-8" })).status).toBe(
      400,
    );
    expect(
      (await post("/api/auth/sign-in", { email: user.email, password: NEW_PASSWORD }, { ip: uniqueIp() })).status,
    ).toBe(200);
  });

  it("signs out the browser that resets its password at once, cookies and all", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const token = await requestReset(user.email);

    expect((await browser.post("/api/auth/password-reset/complete", { token, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    expect(browser.jar.values.size).toBe(0);
    expect((await browser.get("/api/me")).status).toBe(401);
  });

  it("refuses a token older than an hour and leaves the password alone", async () => {
    const clock = fakeClock();
    const user = await makeUser(env.DB);
    const token = await requestReset(user.email);
    clock.advance(3_600_000);
    expect((await post("/api/auth/password-reset/check", { token })).status).toBe(400);
    expect((await post("/api/auth/password-reset/complete", { token, password: NEW_PASSWORD })).status).toBe(400);
    expect(
      (await post("/api/auth/sign-in", { email: user.email, password: user.password }, { ip: uniqueIp() })).status,
    ).toBe(200);
  });

  it("refuses an unknown token before hashing the new password: the route has no rate limit, so a hash for every guess would let anyone spend the worker's CPU", async () => {
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    const response = await post("/api/auth/password-reset/complete", {
      token: UNKNOWN_TOKEN,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "RESET_TOKEN_INVALID", message: reset.invalidLink });
    expect(derive).not.toHaveBeenCalled();
    derive.mockRestore();
  });

  it("refuses a weak password with the spec's words without spending the token", async () => {
    const user = await makeUser(env.DB);
    const token = await requestReset(user.email);
    const response = await post("/api/auth/password-reset/complete", { token, password: "weakpass" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: password.tooWeak });
    expect((await post("/api/auth/password-reset/check", { token })).status).toBe(200);
  });
});
