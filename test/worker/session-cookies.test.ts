import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { uniqueEmail, uniqueIp, uniqueName } from "../helpers/unique";
import { makeUser } from "../helpers/worker/accounts";
import { ORIGIN } from "../helpers/worker/api";

// The suite runs as development; these requests reach the worker with a production configuration.
const production: Env = {
  ...env,
  ENVIRONMENT: "production",
  EMAIL_API_URL: "https://mail.test/send",
  EMAIL_API_KEY: "k",
};

async function call(config: Env, path: string, init: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": uniqueIp(), Origin: ORIGIN };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body) headers["Content-Type"] = "application/json";
  const request = new Request(`${ORIGIN}${path}`, {
    method: init.body ? "POST" : "GET",
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, config, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function signIn(config: Env) {
  const user = await makeUser(env.DB);
  const response = await call(config, "/api/auth/sign-in", { body: { email: user.email, password: user.password } });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

afterEach(() => vi.restoreAllMocks());

const pairs = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(";")[0]).join("; ");

describe("the session cookies' names", () => {
  it("carry the __Host- prefix in production: Secure, Path=/ and no Domain", async () => {
    const cookies = await signIn(production);
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      /^__Host-mypin_access=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=900; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookies[1]).toMatch(
      /^__Host-mypin_refresh=[\w-]+\.[\w-]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    expect((await call(production, "/api/me", { cookie: pairs(cookies) })).status).toBe(200);
  });

  it("are read only with the prefix in production, so an unprefixed cookie planted over http counts for nothing", async () => {
    const cookies = await signIn(production);
    const unprefixed = pairs(cookies).replaceAll("__Host-", "");
    expect((await call(production, "/api/me", { cookie: unprefixed })).status).toBe(401);
  });

  it("are cleared under the prefix on sign-out in production", async () => {
    const cookies = await signIn(production);
    const response = await call(production, "/api/auth/sign-out", { body: {}, cookie: pairs(cookies) });
    expect(response.headers.getSetCookie()).toEqual([
      "__Host-mypin_access=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
      "__Host-mypin_refresh=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    ]);
  });

  it("stay plain in development, where the app is served over http://localhost", async () => {
    const cookies = await signIn(env);
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["mypin_access", "mypin_refresh"]);
    expect((await call(env, "/api/me", { cookie: pairs(cookies) })).status).toBe(200);
    expect((await call(env, "/api/me", { cookie: pairs(cookies).replaceAll("mypin_", "__Host-mypin_") })).status).toBe(
      401,
    );
  });
});

// The review's finding: the hold and sign-up cookies had no prefix, so a subdomain or a plain-http
// page could plant one (a hold to squat with, a sign-up to ride on).
describe("the hold and sign-up cookies' names", () => {
  it("carry the __Host- prefix in production, and an unprefixed one counts for nothing there", async () => {
    const hold = await call(production, `/api/names/${encodeURIComponent(uniqueName("hostonly"))}/hold`, { body: {} });
    expect(hold.status).toBe(200);
    const [holdCookie] = hold.headers.getSetCookie();
    expect(holdCookie).toMatch(/^__Host-mypin_hold=[\w-]+; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const planted = (holdCookie ?? "").split(";")[0]?.replace("__Host-", "") ?? "";
    const status = await call(production, `/api/names/${encodeURIComponent(uniqueName("hostonly"))}/hold`, {
      cookie: planted,
    });
    expect(await status.json()).toMatchObject({ lockedByCurrentUser: false });

    // The code e-mail goes out at once, to the production provider, which is outside this machine.
    const send = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      new Request(input, init).url.startsWith("https://mail.test/")
        ? Promise.resolve(new Response("{}"))
        : send(input, init),
    );
    const signUp = await call(production, "/api/auth/sign-up", {
      body: { displayName: "Ada", email: uniqueEmail(), password: "Correct-Horse-9" },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie()[0]).toMatch(
      /^__Host-mypin_sign_up=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
