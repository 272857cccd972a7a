import { describe, expect, it } from "vitest";
import { urlSigner } from "../../worker/platform/signed-urls";

const SECRET = "a-secret-only-these-tests-use-0123456789";
const EXPIRES = 1_900_000_000;

describe("urlSigner", () => {
  it("accepts its own signature for the same file and expiry", async () => {
    const signer = urlSigner(SECRET, "qr-codes");
    const signature = await signer.sign("my.pin2_qr.png", EXPIRES);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await signer.verify("my.pin2_qr.png", EXPIRES, signature)).toBe(true);
  });

  it("refuses the signature for another file or another expiry", async () => {
    const signer = urlSigner(SECRET, "qr-codes");
    const signature = await signer.sign("my.pin2_qr.png", EXPIRES);
    expect(await signer.verify("my.pin3_qr.png", EXPIRES, signature)).toBe(false);
    expect(await signer.verify("my.pin2_qr.png", EXPIRES + 1, signature)).toBe(false);
  });

  it("refuses a changed, shortened, empty or malformed signature", async () => {
    const signer = urlSigner(SECRET, "qr-codes");
    const signature = await signer.sign("my.pin2_qr.png", EXPIRES);
    const changed = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [changed, signature.slice(0, -2), "", "not base64!", `${signature}=`]) {
      expect(await signer.verify("my.pin2_qr.png", EXPIRES, forged)).toBe(false);
    }
  });

  it("refuses every other spelling of its signature's last character", async () => {
    const signer = urlSigner(SECRET, "qr-codes");
    const signature = await signer.sign("my.pin2_qr.png", EXPIRES);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = [...alphabet]
      .filter((last) => last !== signature.at(-1))
      .map((last) => `${signature.slice(0, -1)}${last}`);
    const accepted = await Promise.all(respelled.map((forged) => signer.verify("my.pin2_qr.png", EXPIRES, forged)));
    expect(accepted.filter(Boolean)).toEqual([]);
  });

  it("keeps signatures of one purpose or secret from passing for another", async () => {
    const signature = await urlSigner(SECRET, "qr-codes").sign("my.pin2_qr.png", EXPIRES);
    expect(await urlSigner(SECRET, "other-purpose").verify("my.pin2_qr.png", EXPIRES, signature)).toBe(false);
    expect(await urlSigner(`${SECRET}-rotated`, "qr-codes").verify("my.pin2_qr.png", EXPIRES, signature)).toBe(false);
  });

  it("does not sign with the secret itself", async () => {
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(SECRET),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const raw = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`my.pin2_qr.png:${EXPIRES}`));
    const rawSignature = btoa(String.fromCharCode(...new Uint8Array(raw)))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    expect(await urlSigner(SECRET, "qr-codes").verify("my.pin2_qr.png", EXPIRES, rawSignature)).toBe(false);
  });

  it("refuses to sign without a secret", async () => {
    await expect(urlSigner("", "qr-codes").sign("my.pin2_qr.png", EXPIRES)).rejects.toThrow("JWT_SECRET is not set");
  });
});
