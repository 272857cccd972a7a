import { expect, it } from "vitest";
import { auth, password, reset, verifyEmail } from "../../domain/messages/accounts";
import { qrLink } from "../../domain/messages/manage";
import { coordinates } from "../../domain/messages/search";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { errorOf, get, post } from "../helpers/worker/api";

// Every string a request carries has an upper bound (docs/decisions/021), refused in the error shape
// before any work is done on it: a hash, a lookup, a stored row.
const PASSWORD = "Correct-Horse-9";

it("takes a display name of 64 characters and refuses 65", async () => {
  const fits = await post(
    "/api/auth/sign-up",
    { displayName: "d".repeat(64), email: uniqueEmail(), password: PASSWORD },
    { ip: uniqueIp() },
  );
  expect(fits.status).toBe(200);
  const over = await post(
    "/api/auth/sign-up",
    { displayName: "d".repeat(65), email: uniqueEmail(), password: PASSWORD },
    { ip: uniqueIp() },
  );
  expect(over.status).toBe(400);
  expect(await errorOf(over)).toEqual({ code: "BAD_REQUEST", message: auth.displayNameTooLong });
});

it("refuses a sign-up password over 128 characters", async () => {
  const response = await post(
    "/api/auth/sign-up",
    { displayName: "Ada", email: uniqueEmail(), password: `Ab1!${"x".repeat(125)}` },
    { ip: uniqueIp() },
  );
  expect(response.status).toBe(400);
  expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: password.tooLong });
});

it("refuses a sign-in password over 128 characters before hashing it", async () => {
  const response = await post(
    "/api/auth/sign-in",
    { email: uniqueEmail(), password: "x".repeat(129) },
    { ip: uniqueIp() },
  );
  expect(response.status).toBe(400);
  expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: auth.incorrectCredentials });
});

it("refuses a reset request for an address longer than any address", async () => {
  const response = await post(
    "/api/auth/password-reset",
    { email: `${"a".repeat(250)}@example.com` },
    { ip: uniqueIp() },
  );
  expect(response.status).toBe(400);
  expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: auth.invalidEmail });
});

it("answers a link token longer than any we send as an invalid link", async () => {
  const token = "t".repeat(129);
  const lookup = await post("/api/auth/password-reset/check", { token });
  expect(lookup.status).toBe(400);
  expect(await errorOf(lookup)).toEqual({ code: "RESET_TOKEN_INVALID", message: reset.invalidToken });
  const change = await post("/api/auth/password-reset/complete", { token, password: PASSWORD }, { ip: uniqueIp() });
  expect(await errorOf(change)).toEqual({ code: "RESET_TOKEN_INVALID", message: reset.invalidToken });
  const verify = await post("/api/auth/verify-email", { token }, { ip: uniqueIp() });
  expect(verify.status).toBe(400);
  expect(await errorOf(verify)).toEqual({ code: "VERIFY_LINK_INVALID", message: verifyEmail.failed });
});

it("refuses a verification code padded far past six digits", async () => {
  const response = await post(
    "/api/auth/sign-up/verify",
    { email: uniqueEmail(), code: `123456${" ".repeat(100)}` },
    { ip: uniqueIp() },
  );
  expect(response.status).toBe(400);
  expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: auth.completeCode });
});

it("refuses a QR file name longer than any we sign as an invalid link", async () => {
  const response = await get(`/api/qr-codes/${"f".repeat(256)}?expires=1&signature=x`);
  expect(response.status).toBe(403);
  expect(await errorOf(response)).toEqual({ code: "QR_LINK_INVALID", message: qrLink.invalid });
});

it("refuses coordinates written longer than any decimal degree", async () => {
  const long = `51.${"5".repeat(70)}`;
  const response = await get(`/api/directions?fromLat=${long}&fromLng=0&toLat=0&toLng=0`);
  expect(response.status).toBe(400);
  expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: coordinates.invalid });
});
