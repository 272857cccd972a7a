// Links to private files that work without a session for a while (docs/decisions/007): whoever holds
// the link may fetch that one file until it expires, and changing the file or the expiry breaks it.

import { purposeKey } from "./keys";

const encoder = new TextEncoder();

function signedText(file: string, expires: number) {
  return encoder.encode(`${file}:${expires}`);
}

function toBase64Url(bytes: ArrayBuffer) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

// Only the one spelling sign() makes: the last character of 43 carries two spare bits, and a
// decoder that ignored them would accept four spellings of every signature.
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (character) =>
      character.charCodeAt(0),
    );
  } catch {
    return null;
  }
  return toBase64Url(bytes.buffer) === text ? bytes : null;
}

export function urlSigner(secret: string, purpose: string) {
  return {
    // expires is in epoch seconds, the usual unit of a signed URL.
    async sign(file: string, expires: number) {
      return toBase64Url(
        await crypto.subtle.sign("HMAC", await purposeKey(secret, purpose), signedText(file, expires)),
      );
    },
    // crypto.subtle.verify compares in constant time, so timing tells nothing about a guessed signature.
    async verify(file: string, expires: number, signature: string) {
      const bytes = fromBase64Url(signature);
      if (!bytes) return false;
      return crypto.subtle.verify("HMAC", await purposeKey(secret, purpose), bytes, signedText(file, expires));
    },
  };
}
