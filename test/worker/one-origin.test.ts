import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { ERRORS } from "../../domain/errors";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { uniqueIp } from "../helpers/unique";
import { makeUser } from "../helpers/worker/accounts";
import { ORIGIN } from "../helpers/worker/api";
import { deliverWebhook } from "../helpers/worker/stripe";

// As deployed: PUBLIC_ORIGIN is the apex, and the same worker also answers on www. and workers.dev.
const production: Env = {
  ...env,
  ENVIRONMENT: "production",
  PUBLIC_ORIGIN: "https://mypin.app",
  EMAIL_API_URL: "https://mail.test/send",
  EMAIL_API_KEY: "k",
};

async function call(config: Env, url: string, init: { body?: unknown; cookie?: string; method?: string } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": uniqueIp(), Origin: new URL(url).origin };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body) headers["Content-Type"] = "application/json";
  const request = new Request(url, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, config, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const misdirected = { error: { code: "MISDIRECTED_HOST", message: ERRORS.MISDIRECTED_HOST.message } };

// The pages themselves come from the assets, which the worker tests have not built.
let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = vi.spyOn(env.ASSETS, "fetch").mockImplementation(async (input) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    if (["/", "/pricing", "/shell", "/page-templates/not-found"].includes(pathname))
      return new Response(`<html>${pathname}</html>`);
    return new Response("Not Found", { status: 404 });
  });
});
afterEach(() => vi.restoreAllMocks());

describe("one origin", () => {
  it.each([
    ["127.0.0.1, the address wrangler prints", env, "http://127.0.0.1:8787/pricing?ref=qr", `${ORIGIN}/pricing?ref=qr`],
    ["www. in production", production, "https://www.mypin.app/pricing", "https://mypin.app/pricing"],
    [
      "workers.dev in production",
      production,
      "https://mypin.team.workers.dev/?pin=corner%20shop!",
      "https://mypin.app/?pin=corner%20shop!",
    ],
    [
      "plain http in production",
      production,
      "http://mypin.app/payment-success?session_id=cs_1",
      "https://mypin.app/payment-success?session_id=cs_1",
    ],
  ])(
    "moves a page asked for on %s to the same path and query on PUBLIC_ORIGIN, for good",
    async (_, config, from, to) => {
      const response = await call(config, from);
      expect(response.status).toBe(308);
      expect(response.headers.get("Location")).toBe(to);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(assets).not.toHaveBeenCalled();
    },
  );

  it("serves the page itself on PUBLIC_ORIGIN", async () => {
    const response = await call(production, "https://mypin.app/pricing");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<html>/pricing</html>");
  });

  it("never signs anyone in on another host: the API answers 421 there and sets no cookie", async () => {
    const user = await makeUser(env.DB);
    const credentials = { email: user.email, password: user.password };
    for (const [config, origin] of [
      [env, "http://127.0.0.1:8787"],
      [production, "https://www.mypin.app"],
    ] as const) {
      const response = await call(config, `${origin}/api/auth/sign-in`, { body: credentials });
      expect(response.status).toBe(421);
      expect(await response.json()).toEqual(misdirected);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    const signedIn = await call(production, "https://mypin.app/api/auth/sign-in", { body: credentials });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie()).toHaveLength(2);
  });

  it("refreshes no session on another host, even with a valid refresh cookie", async () => {
    const user = await makeUser(env.DB);
    const signedIn = await call(env, `${ORIGIN}/api/auth/sign-in`, {
      body: { email: user.email, password: user.password },
    });
    const refresh = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .filter((pair) => pair?.startsWith("mypin_refresh="))
      .join("");
    const response = await call(env, "http://127.0.0.1:8787/api/me", { cookie: refresh });
    expect(response.status).toBe(421);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("takes Stripe's signed webhooks on any host, since they set no cookie", async () => {
    const event = { id: `evt_${crypto.randomUUID()}`, object: "event", type: "charge.succeeded", data: { object: {} } };
    const delivered = await deliverWebhook(event, env.STRIPE_WEBHOOK_SECRET, "https://mypin.team.workers.dev");
    expect(delivered.status).toBe(200);
  });
});

describe("a page path with no file of its own", () => {
  it("is served the app's shell when the app has a screen there", async () => {
    const response = await call(env, `${ORIGIN}/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<html>/shell</html>");
  });

  it("is answered 404 with the not-found page when it has none", async () => {
    const response = await call(env, `${ORIGIN}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<html>/page-templates/not-found</html>");
  });
});
