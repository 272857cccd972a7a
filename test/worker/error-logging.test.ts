import { env, exports } from "cloudflare:workers";
import { DrizzleQueryError } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ERRORS } from "../../domain/errors";
import { AppError, answerError } from "../../worker/errors";
import { describeError } from "../../worker/platform/log";
import { sha256 } from "../../worker/platform/tokens";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { ORIGIN, post } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";
import { GEOCODER_ORIGIN } from "../helpers/worker/routes";

// The one logger: app.onError writes the cause of a failed request, once, at the level its code
// calls for; the code that threw logs nothing itself.
const failing = new Hono()
  .get("/outside", () => {
    throw new AppError("PAYMENT_FAILED", { cause: new Error("card network down") });
  })
  .get("/ours", () => {
    throw new AppError("CANCELLATION_RECORD_FAILED", { cause: new Error("disk on fire") });
  })
  .get("/refused", () => {
    throw new AppError("PIN_NOT_FOUND");
  })
  .get("/worded", () => {
    throw new AppError("BAD_REQUEST", { message: "Invalid coordinates" });
  })
  .onError(answerError);

describe("app.onError", () => {
  it("logs an outside service's failure once, as a warning with its code and cause", async () => {
    const warned = captureConsole("warn");
    const response = await failing.request("/outside");
    expect(warned()).toEqual(["PAYMENT_FAILED on GET /outside: Error: card network down"]);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: "PAYMENT_FAILED", message: ERRORS.PAYMENT_FAILED.message },
    });
  });

  it("logs a fault of ours once, as an error with its code, cause and stack", async () => {
    const logged = captureConsole("error");
    const response = await failing.request("/ours");
    const lines = logged();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^CANCELLATION_RECORD_FAILED on GET \/ours: Error: disk on fire\n\s+at /);
    expect(response.status).toBe(500);
  });

  it("logs nothing for a refusal, and keeps a message given in place of the table's", async () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    expect((await failing.request("/refused")).status).toBe(404);
    expect(await (await failing.request("/worded")).json()).toEqual({
      error: { code: "BAD_REQUEST", message: "Invalid coordinates" },
    });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("logs a provider failure of a real route with its code, but not the query it was asked", async () => {
    const real = globalThis.fetch;
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation((input, init) =>
        new Request(input).url.startsWith(GEOCODER_ORIGIN)
          ? Promise.resolve(new Response("busy", { status: 503 }))
          : real(input, init),
      );
    onTestFinished(() => fetch.mockRestore());
    const warned = captureConsole("warn");
    const address = `10 Secret Lane ${crypto.randomUUID()}`;
    const request = new Request(`${ORIGIN}/api/geocode?q=${encodeURIComponent(address)}`, {
      headers: { "CF-Connecting-IP": uniqueIp() },
    });
    expect((await exports.default.fetch(request)).status).toBe(502);
    expect(warned()).toEqual(["GEOCODING_FAILED on GET /api/geocode: Error: Geocoder answered 503"]);
  });
});

describe("what a failed query logs", () => {
  it("names the code and where it failed, but neither the e-mail address it was asked with nor its hash", async () => {
    const email = uniqueEmail("leak");
    await env.DB.exec(
      `CREATE TRIGGER refuse_failure BEFORE INSERT ON sign_in_failures WHEN NEW.email = '${email}' BEGIN SELECT RAISE(ABORT, 'refused'); END;`,
    );
    const logged = captureConsole("error");
    const response = await post("/api/auth/sign-in", { email, password: "Not-The-Password-1" }, { ip: uniqueIp() });
    await env.DB.exec("DROP TRIGGER refuse_failure;");

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "INTERNAL", message: ERRORS.INTERNAL.message } });
    const lines = logged();
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? "";
    expect(line).toContain("INTERNAL on POST /api/auth/sign-in: DrizzleQueryError: Failed query: insert into");
    expect(line).toContain("caused by Error: D1_ERROR: refused");
    expect(line).toMatch(/\n\s+at claimSignInAttempt /);
    expect(line).not.toContain(email);
    expect(line).not.toContain(await sha256(email));
    expect(line).not.toContain("params");
  });

  it("blanks addresses and digests a driver's message quotes", async () => {
    const email = uniqueEmail("quoted");
    const digest = await sha256(email);
    const driver = new Error(`D1_ERROR: no row for ${email} with hash ${digest}`);
    const failed = new DrizzleQueryError("select * from users where email = ?", [email, digest], driver);
    const text = describeError(failed, { stack: true });
    expect(text).toContain("Failed query: select * from users where email = ?");
    expect(text).toContain("caused by Error: D1_ERROR: no row for [e-mail] with hash [hex]");
    expect(text).not.toContain(email);
    expect(text).not.toContain(digest);
  });
});
