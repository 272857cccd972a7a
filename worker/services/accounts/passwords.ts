// Password hashing with WebCrypto only and no relative imports, so tools/seed.ts (Node) can import
// this file directly to hash the demo accounts' passwords.

// Production Workers refuse PBKDF2 above 100,000 iterations (OWASP asks 600,000). Every record
// carries its parameters, so raising this later re-hashes each password at its next sign-in.
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCHEME = "pbkdf2_sha256";

function toBase64(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bytes: number) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, bytes * 8);
  return new Uint8Array(bits);
}

// Compares every byte whatever the first difference, so the time taken says nothing about the hash.
function equalBytes(a: Uint8Array, b: Uint8Array) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export async function hashPassword(password: string) {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS, KEY_BYTES);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export function parsePasswordHash(stored: string) {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== SCHEME || !iterations || !salt || !hash) return null;
  return { iterations: Number(iterations), salt: fromBase64(salt), hash: fromBase64(hash) };
}

export async function verifyPassword(password: string, stored: string) {
  const parsed = parsePasswordHash(stored);
  if (!parsed || !Number.isInteger(parsed.iterations) || parsed.iterations < 1) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length);
  return equalBytes(candidate, parsed.hash);
}

export function needsRehash(stored: string) {
  return parsePasswordHash(stored)?.iterations !== PBKDF2_ITERATIONS;
}
