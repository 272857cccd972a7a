import type { TTier } from "../../domain/names";

// Values no other test (nor an earlier run on the same database) has used, so every test makes its
// own rows and visitors and none depends on another or on the order they run in. Web APIs only:
// the workerd suite and the browser suite both import this.
const token = () => crypto.randomUUID().replaceAll("-", "").slice(0, 10);

// A valid name of the tier asked for: Premium is words (at most 30 characters, so keep the label
// short), Simple two words joined by a period, Basic three.
export function uniqueName(label = "pin", tier: TTier = "simple") {
  if (tier === "premium") return `${label} ${token()}`;
  if (tier === "basic") return `${label}.${token()}.x`;
  return `${label}.${token()}`;
}

export function uniqueEmail(label = "user") {
  return `${label}-${token()}@example.com`;
}

// Each visitor its own address, as real visitors have: the per-IP rate limits (10 sign-ins a
// minute, say) would otherwise count a whole suite as one client. Local workerd takes
// CF-Connecting-IP as the request sends it.
export function uniqueIp() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

// A card number of this test's own: one free trial per card makes tests that share Stripe's 4242…
// card collide. Stripe's test prefix 4242 then 0 (never the 4242… card itself), random digits, and
// the Luhn check digit a card form demands.
export function uniqueCard() {
  const random = Array.from(crypto.getRandomValues(new Uint32Array(10)), (value) => value % 10);
  const digits = [4, 2, 4, 2, 0, ...random];
  return `${digits.join("")}${luhnCheckDigit(digits)}`;
}

// Doubling every second digit from the right of the number that the check digit completes.
function luhnCheckDigit(digits: number[]) {
  const sum = digits
    .toReversed()
    .reduce((total, digit, index) => total + (index % 2 === 0 ? ((digit * 2) % 10) + Math.floor(digit / 5) : digit), 0);
  return (10 - (sum % 10)) % 10;
}

// A fresh IPv6 /64 and a new address inside it at each call, as one subscriber can pick any of its
// 2^64 addresses for each request.
export function uniqueIpv6Network() {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  const prefix = `2001:db8:${group()}:${group()}`;
  return () => `${prefix}:${group()}:${group()}:${group()}:${group()}`;
}
