// The public API's keys and allowances (docs/decisions/046): what a key looks like, which website
// origins a browser key may list, and the calendar month a quota counts.

export const API_KEY_KINDS = ["server", "browser"] as const;
export type TApiKeyKind = (typeof API_KEY_KINDS)[number];

// "mp_" and 43 characters of base64url: 32 random bytes, so a key cannot be guessed and its plain
// SHA-256 is all we keep.
export const API_KEY_PREFIX = "mp_";
export const API_KEY_PATTERN = /^mp_[A-Za-z0-9_-]{43}$/;
// The end of a key the screens show, to tell keys apart after the key itself was shown once.
export const API_KEY_HINT_LENGTH = 4;

export const MAX_API_KEYS = 10;
export const MAX_KEY_ORIGINS = 10;
export const API_KEY_NAME_MAX = 60;

// Keys an account may create, and rotate or revoke, in any 24 hours: far more than a developer
// setting up or cleaning up needs, and a bound on what a script signed in as one account can
// write (each key a D1 row, each retired secret a row of the quota object).
export const MAX_KEY_CREATIONS_PER_DAY = 20;
export const MAX_KEY_REVOCATIONS_PER_DAY = 20;

// The free allowance of every account, and the burst each key may spend at once.
export const FREE_MONTHLY_CALLS = 1_000;
export const BURST_CALLS = 20;
export const BURST_SECONDS = 10;

// A website a browser key may be used from, as the browser names it in Origin: https, or http for
// a local address while developing, with no path. Null when it is not one.
export function websiteOrigin(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") return null;
  if (url.pathname !== "/" && url.pathname !== "") return null;
  return url.origin;
}

// The UTC calendar month a moment falls in: its key ("2026-11"), when it began and when the next begins.
export function monthOf(now: number) {
  const date = new Date(now);
  const startsAt = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const endsAt = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return { month: new Date(startsAt).toISOString().slice(0, 7), startsAt, endsAt };
}

// What one call spent, for the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers):
// remaining calls and seconds until each window starts again.
type TWindowLeft = { remaining: number; resetSeconds: number };
export type TAllowance = { monthly: TWindowLeft; burst: TWindowLeft };

type TPolicy = { monthlyCalls: number; burstCalls: number };

// The policies every /v1 answer names, a key's or not: the month's calls (its window this calendar
// month) and a key's burst.
export function rateLimitPolicy({ monthlyCalls, burstCalls }: TPolicy, now: number) {
  const month = monthOf(now);
  const monthSeconds = (month.endsAt - month.startsAt) / 1000;
  return `"monthly";q=${monthlyCalls};w=${monthSeconds}, "burst";q=${burstCalls};w=${BURST_SECONDS}`;
}

// What is left of them for the account and key that called.
export function rateLimitState({ monthly, burst }: TAllowance) {
  const state = (name: string, window: TWindowLeft) => `"${name}";r=${window.remaining};t=${window.resetSeconds}`;
  return `${state("monthly", monthly)}, ${state("burst", burst)}`;
}
