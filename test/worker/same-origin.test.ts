import { expect, it } from "vitest";
import { api } from "../../domain/messages/api";
import { uniqueIp } from "../helpers/unique";
import { errorOf, get, post } from "../helpers/worker/api";

const forbidden = { error: { code: "FORBIDDEN_ORIGIN", message: api.forbiddenOrigin } };
const body = { email: "someone@example.com", password: "Whatever-1" };

it.each([
  ["without an Origin", { Origin: undefined }],
  ["from a foreign Origin", { Origin: "https://evil.example" }],
  ["from the same host on another scheme", { Origin: "https://mypin.test" }],
  ["sent as a form", { "Content-Type": "application/x-www-form-urlencoded" }],
  ["sent as plain text", { "Content-Type": "text/plain" }],
])("refuses a POST %s with 403", async (_case, headers) => {
  const response = await post("/api/auth/sign-in", body, { ip: uniqueIp(), headers });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual(forbidden);
});

it("accepts JSON with a charset from our own origin", async () => {
  const response = await post("/api/auth/sign-in", body, {
    ip: uniqueIp(),
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
  expect(response.status).toBe(401);
});

it("leaves GET requests alone", async () => {
  expect((await get("/api/health")).status).toBe(200);
});

// Only Stripe's own path goes without the check; its signature is checked there instead.
it.each([
  "/api/webhooks/stripe/",
  "/api/webhooks/stripe-copy",
  "/api/webhooks/other",
  "/api/webhooks/",
  "/api/webhooks/stripe/../stripe/extra",
])("refuses a POST without our Origin to the look-alike %s", async (path) => {
  const response = await post(path, {}, { ip: uniqueIp(), headers: { Origin: undefined } });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual(forbidden);
});

it("lets Stripe's webhook through without our Origin, to its signature check", async () => {
  const response = await post("/api/webhooks/stripe", {}, { ip: uniqueIp(), headers: { Origin: undefined } });
  expect(response.status).toBe(400);
  expect((await errorOf(response)).code).toBe("WEBHOOK_SIGNATURE_INVALID");
});
