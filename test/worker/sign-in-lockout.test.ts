import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { signInFailures } from "../../db/schema";
import { auth } from "../../domain/messages/accounts";
import { uniqueIp } from "../helpers/unique";
import { latestEmailTo, linkIn, makeUser } from "../helpers/worker/accounts";
import { errorOf, post } from "../helpers/worker/api";
import { emailsOf } from "../helpers/worker/lifecycle";

const signIn = (email: string, password: string, ip: string) => post("/api/auth/sign-in", { email, password }, { ip });

// A stranger's wrong passwords written straight to the counter: `count` of them in the last hour,
// from `addresses` addresses.
async function strangerFailed(email: string, count: number, addresses: number) {
  const ips = Array.from({ length: addresses }, () => uniqueIp());
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    email,
    ip: ips[i % addresses] ?? "",
    failedAt: now - 60_000 * 50 + i * 1000,
  }));
  for (let i = 0; i < rows.length; i += 25)
    await createDb(env.DB)
      .insert(signInFailures)
      .values(rows.slice(i, i + 25));
}

// The review's finding: about 12 wrong passwords an hour from a stranger made the owner's right
// password answer 429.
describe("sign-in under attack", () => {
  it("never slows the owner down for a stranger's wrong passwords from another address", async () => {
    const owner = await makeUser(env.DB);
    const stranger = uniqueIp();
    for (let guess = 0; guess < 6; guess += 1) await signIn(owner.email, "Wrong-Horse-9", stranger);
    await strangerFailed(owner.email, 12, 1);
    expect((await signIn(owner.email, owner.password, stranger)).status).toBe(429);

    const response = await signIn(owner.email, owner.password, uniqueIp());
    expect(response.status).toBe(200);
    // The owner's sign-in does not give the stranger's address its free guesses back.
    expect((await signIn(owner.email, "Wrong-Horse-9", stranger)).status).toBe(429);
  });

  it("pauses every attempt at the account's ceiling of failures an hour, e-mails the owner once, and a reset lets them in", async () => {
    const owner = await makeUser(env.DB);
    await strangerFailed(owner.email, 100, 25);

    const paused = await signIn(owner.email, owner.password, uniqueIp());
    expect(paused.status).toBe(429);
    expect(await errorOf(paused)).toEqual({ code: "SIGN_IN_RATE_LIMITED", message: auth.tooManySignIns });
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(9 * 60);
    expect((await signIn(owner.email, owner.password, uniqueIp())).status).toBe(429);
    const [notice, ...more] = await emailsOf(owner.email, "sign-in-paused");
    expect(more).toHaveLength(0);
    expect(notice?.subject).toBe("Sign-in to your MyPin account is paused");
    expect(notice?.text).toContain("http://mypin.test/?page=auth");

    expect((await post("/api/auth/password-reset", { email: owner.email }, { ip: uniqueIp() })).status).toBe(200);
    const { token } = linkIn((await latestEmailTo(env.DB, owner.email))?.text ?? "", "/reset-password");
    const password = "Brand-New-Pass-7";
    expect((await post("/api/auth/password-reset/complete", { token, password }, { ip: uniqueIp() })).status).toBe(200);
    expect((await signIn(owner.email, password, uniqueIp())).status).toBe(200);
  });
});
