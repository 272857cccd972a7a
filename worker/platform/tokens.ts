import { CODE_LENGTH } from "../../domain/accounts";

// Codes and tokens are only ever stored as SHA-256 hashes: a leaked table lets nobody sign in.
export async function sha256(value: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// 32 random bytes, base64url: safe in a URL and a cookie (the shape LINK_TOKEN_PATTERN in domain/accounts.ts checks).
export function randomToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

const CODE_RANGE = 10 ** CODE_LENGTH;
// The largest multiple of the range below 2^32: drawing again above it keeps every code equally likely.
const UNBIASED_LIMIT = Math.floor(2 ** 32 / CODE_RANGE) * CODE_RANGE;

export function randomCode(): string {
  const [draw = UNBIASED_LIMIT] = crypto.getRandomValues(new Uint32Array(1));
  if (draw >= UNBIASED_LIMIT) return randomCode();
  return String(draw % CODE_RANGE).padStart(CODE_LENGTH, "0");
}
