import { exports } from "cloudflare:workers";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describe, expect, it, vi } from "vitest";
import { ERRORS } from "../../domain/errors";
import { MAX_BODY_BYTES } from "../../worker/app";
import { answerError } from "../../worker/errors";
import { uniqueIp } from "../helpers/unique";
import { get, ORIGIN, post } from "../helpers/worker/api";

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
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("Permissions-Policy")).toBe(
      "camera=(), geolocation=(), microphone=(), payment=(), usb=()",
    );
  }
});

it("lets no browser or proxy store an API answer, a refusal included", async () => {
  const answers = [
    await get("/api/health"),
    await get("/api/me"),
    await get("/api/no-such-thing"),
    await post("/api/auth/sign-in", { email: "x" }, { ip: uniqueIp() }),
    await post("/api/auth/sign-in", {}, { ip: uniqueIp(), headers: { Origin: "https://evil.example" } }),
    await get("/dev/mailbox"),
  ];
  expect(answers.map((response) => response.status)).toEqual([200, 401, 404, 400, 403, 200]);
  for (const response of answers) expect(response.headers.get("Cache-Control")).toBe("no-store");
});

describe("the body limit", () => {
  const send = (body: BodyInit, headers: Record<string, string> = {}) =>
    exports.default.fetch(
      new Request(`${ORIGIN}/api/auth/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": uniqueIp(), ...headers },
        body,
      }),
    );
  const tooLarge = { error: { code: "PAYLOAD_TOO_LARGE", message: ERRORS.PAYLOAD_TOO_LARGE.message } };

  it("answers a body over 1 MB with 413 in the error shape", async () => {
    const response = await send(JSON.stringify({ email: "a@example.com", password: "x".repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("counts a streamed body that declares no length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await send(stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it("reads a body of exactly 1 MB", async () => {
    const body = JSON.stringify({ email: "a@example.com", password: "" });
    const padded = body.replace("{", `{${" ".repeat(MAX_BODY_BYTES - body.length)}`);
    expect(padded.length).toBe(MAX_BODY_BYTES);
    const response = await send(padded);
    expect(response.status).toBe(401);
  });
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
