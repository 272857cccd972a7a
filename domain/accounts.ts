import type * as z from "zod";
import type { ZMe } from "./answers/accounts.ts";

// The staff roles, and the limits of sign-up codes and reset links.
export const ROLES = ["system_admin", "help_desk"] as const;
export type TRole = (typeof ROLES)[number];

export type TMe = z.output<typeof ZMe>;

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 900_000;
export const RESEND_LOCK_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 3;
export const RESET_TTL_MS = 3_600_000;

// Limits the spec leaves open (docs/security.md). Each is a count in a sliding window; a refusal
// says when the oldest counted attempt leaves the window.
export type TLimit = { max: number; windowMs: number };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Wrong codes are counted across resends, so new codes do not buy new guesses; per pending sign-up
// (its browser), so a stranger's wrong codes never use up the tries of the owner's own sign-up.
export const CODE_TRIES_PER_SIGN_UP: TLimit[] = [
  { max: 5, windowMs: HOUR_MS },
  { max: 10, windowMs: DAY_MS },
];
export const CODE_TRIES_PER_IP: TLimit[] = [
  { max: 20, windowMs: HOUR_MS },
  { max: 50, windowMs: DAY_MS },
];
// Section 9's one code a minute, counted with the caps below in one statement: sign-ups of one
// address that arrive together all read the same pending row, so only a count can hold them to one.
export const ONE_CODE_A_MINUTE: TLimit = { max: 1, windowMs: RESEND_LOCK_MS };
export const CODES_SENT_PER_ADDRESS: TLimit[] = [
  { max: 5, windowMs: HOUR_MS },
  { max: 10, windowMs: DAY_MS },
];
export const RESETS_SENT_PER_ACCOUNT: TLimit[] = [
  { max: 3, windowMs: HOUR_MS },
  { max: 10, windowMs: DAY_MS },
];
// The longest window above: older attempts count for nothing and are deleted.
export const ATTEMPT_RETENTION_MS = DAY_MS;

// Failed sign-ins for one account from one client address within an hour slow that address's next
// attempt down instead of locking the owner out: the first five are free, then each waits twice as
// long as the one before, at most five minutes (about 24 guesses an hour from one address). A
// stranger's failures never slow the owner's own address.
const FREE_SIGN_IN_FAILURES = 5;
const MAX_SIGN_IN_DELAY_MS = 300_000;

// Above the per-address delays, one account takes at most this many failed sign-ins an hour from
// every address together (OWASP ASVS 2.2.1): only many addresses at once can reach it, and then
// every attempt waits and the owner is e-mailed how to get in (a reset).
export const ACCOUNT_SIGN_IN_FAILURE_CEILING = 100;

export function signInDelayMs(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_SIGN_IN_FAILURES), MAX_SIGN_IN_DELAY_MS);
}

// Bounds of what a person types (docs/decisions/021): generous for people, small for storage and
// for the password hash, which would otherwise run over whatever length a request sends.
export const MAX_DISPLAY_NAME_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
// The tokens of e-mailed links are 43 characters; anything far longer is not one of ours.
export const MAX_LINK_TOKEN_LENGTH = 128;
// Exactly what an e-mailed link's token is: 32 random bytes in base64url without padding. A reset
// link whose token is not of this shape was broken on its way (cut short in a mail client, say),
// which the reset page tells apart from a link that was used or ran out.
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// A display name is shown to everyone as a pin's creator, so it may hold nothing that draws
// nothing or rearranges the text around it: control characters (NUL, line breaks), format
// characters (bidi overrides, zero-width spaces, soft hyphens), line and paragraph separators, and
// private-use, surrogate or unassigned code points. Any run of spaces (the no-break and wide ones
// too) is one plain space.
const HIDDEN_IN_A_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]/u;

export function cleanDisplayName(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(/\p{Zs}+/gu, " ")
    .trim();
}

export function hasHiddenCharacters(displayName: string): boolean {
  return HIDDEN_IN_A_NAME.test(displayName);
}
