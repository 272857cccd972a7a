import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { findUserByEmail } from "../../db/queries/users";
import { signInFailures, users } from "../../db/schema";
import { auth } from "../../domain/messages/accounts";
import { parsePasswordHash } from "../../worker/services/accounts/passwords";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { makeUser, PASSWORD, signedInAs } from "../helpers/worker/accounts";
import { answerAs, errorOf, post, type TApi } from "../helpers/worker/api";
import { browserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

afterEach(() => vi.useRealTimers());

const signIn = (email: string, password: string, ip = uniqueIp()) =>
  post("/api/auth/sign-in", { email, password }, { ip });

// Failed sign-ins of an account at the given times from one client address, written straight to
// the counter.
async function failedBefore(email: string, times: number[], ip: string) {
  const db = createDb(env.DB);
  const rows = times.map((failedAt) => ({ email, ip, failedAt }));
  for (let i = 0; i < rows.length; i += 25) await db.insert(signInFailures).values(rows.slice(i, i + 25));
}
describe("POST /api/auth/sign-in", () => {
  it("signs in with the right password: two HttpOnly, Secure, SameSite=Lax cookies and the account", async () => {
    const user = await makeUser(env.DB, { roles: [{ role: "help_desk" }] });
    const response = await signIn(user.email.toUpperCase(), user.password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: user.id, email: user.email, displayName: "Test User", roles: ["help_desk"] },
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      /^mypin_access=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=900; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookies[1]).toMatch(
      /^mypin_refresh=[\w-]+\.[\w-]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("refuses a wrong password and counts the failure against the account", async () => {
    const user = await makeUser(env.DB);
    const response = await signIn(user.email, "Wrong-Horse-9");
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: "INVALID_CREDENTIALS", message: auth.incorrectCredentials });
    expect(response.headers.getSetCookie()).toEqual([]);
    const failures = await createDb(env.DB).select().from(signInFailures).where(eq(signInFailures.email, user.email));
    expect(failures).toHaveLength(1);
  });

  it("refuses an unknown address with the same words as a wrong password", async () => {
    const response = await signIn(uniqueEmail(), PASSWORD);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: "INVALID_CREDENTIALS", message: auth.incorrectCredentials });
  });

  it("refuses a malformed address with the spec's words", async () => {
    const response = await signIn("not-an-email", PASSWORD);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: auth.invalidEmail });
  });

  it("slows an address down after five failures: its next attempt waits a second, even with the right password", async () => {
    const clock = fakeClock();
    const user = await makeUser(env.DB);
    const ip = uniqueIp();
    for (let failure = 1; failure <= 5; failure += 1)
      expect((await signIn(user.email, "Wrong-Horse-9", ip)).status).toBe(401);
    const early = await signIn(user.email, user.password, ip);
    expect(early.status).toBe(429);
    expect(await errorOf(early)).toEqual({ code: "SIGN_IN_RATE_LIMITED", message: auth.tooManySignIns });
    expect(early.headers.get("Retry-After")).toBe("1");
    clock.advance(1_000);
    expect((await signIn(user.email, user.password, ip)).status).toBe(200);
  });

  it("doubles the wait with every further failure, to at most five minutes", async () => {
    const user = await makeUser(env.DB);
    const ip = uniqueIp();
    const now = Date.now();
    await failedBefore(
      user.email,
      Array.from({ length: 8 }, (_, i) => now - 3_007 + i),
      ip,
    );
    expect((await signIn(user.email, user.password, ip)).headers.get("Retry-After")).toBe("5");
    const other = await makeUser(env.DB);
    await failedBefore(
      other.email,
      Array.from({ length: 30 }, (_, i) => now - 10_000 - (30 - i)),
      ip,
    );
    expect(Number((await signIn(other.email, other.password, ip)).headers.get("Retry-After"))).toBe(290);
  });

  it("never locks an address out for the hour: after 90 failures its right password works five minutes after the last", async () => {
    const user = await makeUser(env.DB);
    const ip = uniqueIp();
    const now = Date.now();
    await failedBefore(
      user.email,
      Array.from({ length: 90 }, (_, i) => now - 3_000_000 + i * 30_000),
      ip,
    );
    expect((await signIn(user.email, user.password, ip)).status).toBe(200);
  });

  it("forgets the failures once the right password is given", async () => {
    const user = await makeUser(env.DB);
    const ip = uniqueIp();
    await failedBefore(user.email, [Date.now() - 60_000, Date.now() - 50_000], ip);
    expect((await signIn(user.email, user.password, ip)).status).toBe(200);
    const left = await createDb(env.DB).select().from(signInFailures).where(eq(signInFailures.email, user.email));
    expect(left).toEqual([]);
  });

  it("does not count failures older than an hour", async () => {
    const user = await makeUser(env.DB);
    await failedBefore(
      user.email,
      Array.from({ length: 100 }, () => Date.now() - 3_600_001),
      uniqueIp(),
    );
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("lets one of a burst of parallel attempts through and makes the rest wait", async () => {
    const user = await makeUser(env.DB);
    const ip = uniqueIp();
    const now = Date.now();
    await failedBefore(
      user.email,
      [1, 2, 3, 4, 5].map((i) => now - 5_000 + i),
      ip,
    );
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(user.email, "Wrong-Horse-9", ip)));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it("refuses the 11th sign-in in a minute from one client", async () => {
    const { statuses, response } = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      const answers: number[] = [];
      for (let i = 0; i < 10; i += 1) answers.push((await signIn(uniqueEmail(), PASSWORD, ip)).status);
      return { statuses: answers, response: await signIn(uniqueEmail(), PASSWORD, ip) };
    });
    expect(statuses).toEqual(Array(10).fill(401));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(response)).toEqual({ code: "SIGN_IN_RATE_LIMITED", message: auth.tooManySignIns });
  });

  it("makes an ADMIN_EMAILS account a system admin when it signs in, and renews an expired grant", async () => {
    const user = await makeUser(env.DB, {
      email: "admin@mypin.app",
      roles: [{ role: "system_admin", expiresAt: Date.now() - 1 }],
    });
    const response = await signIn(user.email, user.password);
    expect((await answerAs<TApi["auth"]["sign-in"]["$post"]>(response)).body.user.roles).toEqual(["system_admin"]);
  });

  it("re-hashes a password stored with older parameters at the next sign-in", async () => {
    const user = await makeUser(env.DB);
    const db = createDb(env.DB);
    const weak = await weakHash(user.password);
    await db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    expect((await signIn(user.email, user.password)).status).toBe(200);
    const stored = (await findUserByEmail(db, user.email))?.passwordHash ?? "";
    expect(parsePasswordHash(stored)?.iterations).toBe(100_000);
  });
});

describe("POST /api/auth/sign-out", () => {
  it("ends the session: cookies cleared and the old refresh token signs nobody in", async () => {
    const browser = await signedInAs(await makeUser(env.DB));
    const refresh = browser.jar.values.get("mypin_refresh") ?? "";
    const response = await browser.post("/api/auth/sign-out");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(browser.jar.values.size).toBe(0);
    expect((await browser.get("/api/me")).status).toBe(401);

    const stolen = browserSession();
    stolen.jar.values.set("mypin_refresh", refresh);
    expect((await stolen.get("/api/me")).status).toBe(401);
  });

  it("answers 200 when nobody is signed in", async () => {
    const response = await browserSession().post("/api/auth/sign-out");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

// A record in the stored format with 1,000 iterations, as an older deployment might have written.
async function weakHash(password: string) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, key, 256);
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  return `pbkdf2_sha256$1000$${b64(salt)}$${b64(new Uint8Array(bits))}`;
}
