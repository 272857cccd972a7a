import { exports } from "cloudflare:workers";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describe, expect, it, vi } from "vitest";
import { ERRORS } from "../../domain/errors";
import { answerError } from "../../worker/errors";
import { get, ORIGIN } from "../helpers/worker/api";

it("answers an unknown API path with 404 in the error shape", async () => {
  const response = await get("/api/no-such-thing");
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
});

it("sends the security headers on every API answer", async () => {
  for (const path of ["/api/health", "/api/no-such-thing"]) {
    const response = await get(path);
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  }
});

it("reports health", async () => {
  const response = await get("/api/health");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

describe("Hono's own exceptions", () => {
  it("answers a malformed JSON body with 400 in the error shape, logging nothing", async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/auth/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": "203.0.113.7" },
        body: "{oops",
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: ERRORS.BAD_REQUEST.message } });
  });

  // The worker uses no middleware that raises the others today; a small app with the same error
  // handler proves each status Hono raises keeps its status and gets our code and words.
  const raising = new Hono()
    .post("/limited", bodyLimit({ maxSize: 8 }), (c) => c.text("ok"))
    .get("/:status", (c) => {
      throw new HTTPException(Number(c.req.param("status")) as ContentfulStatusCode, { message: "Hono's words" });
    })
    .onError(answerError);

  it.each([
    [400, "BAD_REQUEST"],
    [401, "UNAUTHENTICATED"],
    [403, "FORBIDDEN"],
    [413, "PAYLOAD_TOO_LARGE"],
  ] as const)("answers Hono's %i as %s, logging nothing", async (status, code) => {
    const response = await raising.request(`/${status}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: ERRORS[code].message } });
  });

  it.each([
    [500, "INTERNAL"],
    [504, "TIMED_OUT"],
  ] as const)("answers Hono's %i as %s and logs it as an error", async (status, code) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await raising.request(`/${status}`);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: ERRORS[code].message } });
  });

  it("answers a body past the body limit with 413 in the error shape", async () => {
    const response = await raising.request("/limited", { method: "POST", body: "far more than eight bytes" });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "PAYLOAD_TOO_LARGE", message: ERRORS.PAYLOAD_TOO_LARGE.message },
    });
  });

  it("answers a status Hono has no code for as an unexpected failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await raising.request("/418");
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "INTERNAL", message: ERRORS.INTERNAL.message } });
  });
});
