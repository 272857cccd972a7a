import { afterEach, describe, expect, it, vi } from "vitest";
import { randomCode, randomToken, sha256 } from "../../worker/platform/tokens";
import {
  hashPassword,
  needsRehash,
  PBKDF2_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from "../../worker/services/accounts/passwords";

afterEach(() => vi.restoreAllMocks());

describe("password hashing", () => {
  // Production Workers refuse PBKDF2 above 100,000 iterations; local workerd would accept more.
  it("derives PBKDF2-SHA256 with exactly 100,000 iterations, a 16-byte salt and a 32-byte key", async () => {
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    const stored = await hashPassword("Correct-Horse-9");
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(derive).toHaveBeenCalledWith(
      expect.objectContaining({ name: "PBKDF2", hash: "SHA-256", iterations: 100_000 }),
      expect.anything(),
      256,
    );
    expect(stored).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(parsePasswordHash(stored)).toMatchObject({ iterations: 100_000 });
  });

  it("verifies the right password and refuses any other", async () => {
    const stored = await hashPassword("Correct-Horse-9");
    expect(await verifyPassword("Correct-Horse-9", stored)).toBe(true);
    expect(await verifyPassword("correct-Horse-9", stored)).toBe(false);
    expect(await verifyPassword("Correct-Horse-9", "garbage")).toBe(false);
  });

  it("salts every hash, so one password never hashes the same twice", async () => {
    expect(await hashPassword("Same-Pass-1")).not.toBe(await hashPassword("Same-Pass-1"));
  });

  it("asks for a re-hash only when the stored parameters differ from today's", async () => {
    expect(needsRehash(await hashPassword("Correct-Horse-9"))).toBe(false);
    expect(needsRehash("pbkdf2_sha256$50000$c2FsdA==$aGFzaA==")).toBe(true);
  });
});

describe("codes and tokens", () => {
  it("draws six-digit codes, leading zeros kept", () => {
    const codes = Array.from({ length: 200 }, randomCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("draws URL-safe 256-bit tokens", () => {
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
  });

  it("hashes with SHA-256 in hex", async () => {
    expect(await sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
