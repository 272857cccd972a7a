import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function alphanumerics(bytes: Uint8Array) {
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

// Stripe's ids: a prefix naming the kind (`cus_`, `sub_`), then random letters and digits.
export function randomId(prefix: string, length = 24) {
  return prefix + alphanumerics(randomBytes(length));
}
