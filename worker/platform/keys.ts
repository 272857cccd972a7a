const encoder = new TextEncoder();

// Each purpose gets its own key, derived from JWT_SECRET rather than being JWT_SECRET: a signature
// made for one job (a file link) can then never pass as another's (a session token), and no second
// secret has to be configured and rotated.
export async function purposeKey(secret: string, purpose: string) {
  if (!secret) throw new Error("JWT_SECRET is not set");
  const master = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", master, encoder.encode(purpose));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

// Hex HMAC-SHA256 of a value under a purpose's key.
export async function keyedHash(secret: string, purpose: string, value: string) {
  const mac = await crypto.subtle.sign("HMAC", await purposeKey(secret, purpose), encoder.encode(value));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
