import { expect, it } from "vitest";
import { get } from "../helpers/worker/api";

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
