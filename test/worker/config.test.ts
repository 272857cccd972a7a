import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { ERRORS } from "../../domain/errors";
import { readConfig } from "../../worker/config";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { uniqueEmail } from "../helpers/unique";
import { ORIGIN } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";

// Each test's env is an object of its own, so the worker parses (and logs) its configuration afresh.
async function healthWith(config: Env) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}/api/health`), config, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const misconfigured = { error: { code: "SERVICE_MISCONFIGURED", message: ERRORS.SERVICE_MISCONFIGURED.message } };

function without(name: keyof Env): Env {
  const { [name]: _, ...rest } = env;
  return rest as Env;
}

describe("the worker's configuration", () => {
  it("answers normally with the suite's own configuration", async () => {
    const response = await healthWith({ ...env });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("answers 503 for a JWT_SECRET under 32 bytes, logging the variable's name once and never its value", async () => {
    const logged = captureConsole("error");
    const config = { ...env, JWT_SECRET: "short-but-secret-value" };
    const first = await healthWith(config);
    const second = await healthWith(config);
    const lines = logged();
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual(misconfigured);
    expect(second.status).toBe(503);
    expect(lines).toEqual(["SERVICE_MISCONFIGURED: JWT_SECRET is shorter than 32 bytes"]);
    expect(lines[0]).not.toContain("short-but-secret-value");
  });

  it.each([
    ["STRIPE_SECRET_KEY", "is not set"],
    ["STRIPE_WEBHOOK_SECRET", "is not set"],
    ["JWT_SECRET", "is not set"],
    ["EMAIL_FROM", "is not set"],
  ] as const)("answers 503 when %s is missing", async (name, problem) => {
    const logged = captureConsole("error");
    const response = await healthWith(without(name));
    expect(logged()).toEqual([`SERVICE_MISCONFIGURED: ${name} ${problem}`]);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(misconfigured);
  });

  it.each([
    ["HOLD_SECONDS", "ten minutes", "is not a whole number of seconds"],
    ["HOLD_SECONDS", "-5", "is not a whole number of seconds"],
    ["GRACE_DAYS", "two weeks", "is not a whole number of days"],
    ["GRACE_DAYS", "1.5", "is not a whole number of days"],
    ["GRACE_DAYS", "366", "is more than 365 days"],
    ["ADMIN_FEE", "gbp 3", "is not a list of currency:amount pairs"],
    ["ADMIN_FEE", "gbp:3,chf:2", "is not a list of currency:amount pairs"],
    ["ADMIN_FEE", "usd:-1", "is not a list of currency:amount pairs"],
    ["USD_RATES", "gbp:1.27:2", "is not a list of currency:rate pairs"],
    ["GEOCODER_URL", "nominatim.example/search", "is not an http(s) URL"],
    ["ROUTER_URL", "ftp://router.example", "is not an http(s) URL"],
    ["CONVERSIONS_URL", "graph.facebook.com/events", "is not an http(s) URL"],
    ["CONVERSIONS_TOKEN", "two words", "contains white space"],
    ["TILE_URL", "https://tiles.example/{z}/{x}.png", "is not an http(s) URL template with {z}, {x} and {y}"],
    ["TILE_URL", "tiles.example/{z}/{x}/{y}.png", "is not an http(s) URL template with {z}, {x} and {y}"],
    ["STRIPE_API_URL", "localhost:12111", "is not an http(s) URL"],
    ["STRIPE_SECRET_KEY", "pk_test_published", "is not a secret (sk_) or restricted (rk_) key"],
    ["STRIPE_WEBHOOK_SECRET", "secret", "is not a webhook signing secret (whsec_)"],
    ["ADMIN_EMAILS", "admin@mypin.app, admin", "lists something that is not an e-mail address"],
    ["SUPPORT_EMAIL", "support at mypin.app", "is not an e-mail address"],
    ["ENVIRONMENT", "staging", "is neither production nor development"],
  ] as const)("answers 503 for %s set to %j", async (name, value, problem) => {
    const logged = captureConsole("error");
    const response = await healthWith({ ...env, [name]: value });
    expect(logged()).toEqual([`SERVICE_MISCONFIGURED: ${name} ${problem}`]);
    expect(response.status).toBe(503);
  });

  it("needs the e-mail provider's key in production, and not locally", async () => {
    const logged = captureConsole("error");
    const response = await healthWith({ ...env, ENVIRONMENT: "production" });
    expect(logged()).toEqual(["SERVICE_MISCONFIGURED: EMAIL_API_KEY is not set"]);
    expect(response.status).toBe(503);
    const production = { ...env, ENVIRONMENT: "production", EMAIL_API_KEY: "re_test_key" };
    expect((await healthWith(production)).status).toBe(200);
    expect(readConfig(production)).toMatchObject({ EMAIL_API_URL: "https://api.resend.com/emails" });
    const loggedAgain = captureConsole("error");
    expect((await healthWith({ ...production, EMAIL_API_URL: "mail.test/send" })).status).toBe(503);
    expect(loggedAgain()).toEqual(["SERVICE_MISCONFIGURED: EMAIL_API_URL is not an http(s) URL"]);
  });

  it("keeps the default fee and rate of a currency ADMIN_FEE or USD_RATES leaves out", () => {
    const config = readConfig({ ...env, ADMIN_FEE: "gbp:2.5", USD_RATES: "EUR:1.1" });
    expect(config?.ADMIN_FEE).toEqual({ gbp: 2.5, eur: 3, usd: 4 });
    expect(config?.USD_RATES).toEqual({ gbp: 1.27, eur: 1.1, usd: 1 });
  });

  it("sends contact messages to support@mypin.app unless SUPPORT_EMAIL says otherwise", () => {
    expect(readConfig(without("SUPPORT_EMAIL"))?.SUPPORT_EMAIL).toBe("support@mypin.app");
    expect(readConfig({ ...env, SUPPORT_EMAIL: "" })?.SUPPORT_EMAIL).toBe("support@mypin.app");
    expect(readConfig({ ...env, SUPPORT_EMAIL: "help@example.com" })?.SUPPORT_EMAIL).toBe("help@example.com");
  });

  it("counts an optional variable set empty as unset", async () => {
    expect(
      (await healthWith({ ...env, ROUTER_URL: "", CONVERSIONS_URL: "", HOLD_SECONDS: "", GRACE_DAYS: "" })).status,
    ).toBe(200);
    expect(readConfig({ ...env, TILE_URL: "" })?.TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
  });

  it("runs no cron job on a misconfigured deployment, says why once, and fails the run", async () => {
    const now = Date.now();
    const row = await createDb(env.DB)
      .insert(emailOutbox)
      .values({ to: uniqueEmail("cron"), template: "password-reset", payload: { link: "x" }, nextAttemptAt: now })
      .returning()
      .get();
    const logged = captureConsole("error");
    const controller = createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" });
    await expect(
      worker.scheduled(controller, without("STRIPE_WEBHOOK_SECRET"), createExecutionContext()),
    ).rejects.toThrow("Schedule */5 * * * *: SERVICE_MISCONFIGURED, no job ran");
    expect(logged()).toEqual(["SERVICE_MISCONFIGURED: STRIPE_WEBHOOK_SECRET is not set"]);
    const after = await createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.id, row.id)).get();
    expect(after).toMatchObject({ status: "pending", attempts: 0 });
  });
});
