import { MAX_SHARE_LINK_LENGTH, shareLink } from "./links.ts";
import { formatGuide, nameRules } from "./messages/names.ts";

export type TTier = "basic" | "simple" | "premium";

export const DEFAULT_ORIGIN = "https://mypin.app";

export type TNameValidation = { isValid: boolean; error?: string; tier?: TTier; urlSafe?: boolean };

const PREMIUM_MAX_CHARACTERS = 30;

// The characters the forbidden-characters message lists; they break a share link's query string
// or an HTML attribute.
const LISTED_FORBIDDEN = /[#%&?+/\\"'<>]/;

const PREMIUM_ALLOWED = /^[\p{L}\p{N}\s\-_()[\]!,]+$/u;

const WHITESPACE = /\s/;

// Names are case-insensitive and stored lower-case (core-flow section 1).
export function normalizeName(input: string): string {
  return input.trim().toLowerCase();
}

// Core-flow section 5, in the spec's order. Simple and Basic words may hold any character but the
// listed forbidden ones and whitespace: the spec restricts dotted names to exactly that, and only
// Premium names have a list of allowed characters.
export function validateName(input: string, origin: string = DEFAULT_ORIGIN): TNameValidation {
  const name = input.trim();
  if (name === "") return invalid(nameRules.empty);
  if (name.includes("..")) return invalid(nameRules.consecutivePeriods);
  if (name.includes(".")) return validateDotted(name);

  if (characterCount(name) > PREMIUM_MAX_CHARACTERS) return invalid(nameRules.premiumTooLong);
  if (!PREMIUM_ALLOWED.test(name)) return invalid(nameRules.forbiddenCharacters);
  if (shareLink(name.toLowerCase(), origin).length > MAX_SHARE_LINK_LENGTH) {
    return invalid(nameRules.shareLinkTooLong);
  }
  return valid("premium");
}

// The manage screens group pins by this looser rule (accounts-admin section 3). It agrees with
// validateName's tier for every name validateName accepts, and differs only on names it refuses
// (a 31-character name or "a b.c" shows as Basic, "a." as Simple), which can still exist as
// renamed or legacy rows. Prices always follow validateName's tier, never this one.
export function displayTier(name: string): TTier {
  if (characterCount(name) <= PREMIUM_MAX_CHARACTERS && !name.includes(".")) return "premium";
  if (!name.includes(" ") && name.split(".").length === 2) return "simple";
  return "basic";
}

export const TIER_ORDER: readonly TTier[] = ["premium", "simple", "basic"];

export function tierLabel(tier: TTier): "Premium" | "Simple" | "Basic" {
  return formatGuide[tier].name;
}

function validateDotted(name: string): TNameValidation {
  if (LISTED_FORBIDDEN.test(name)) return invalid(nameRules.forbiddenCharacters);
  const words = name.split(".");
  if (words.some((word) => word === "")) return invalid(nameRules.periodCount);
  const hasSpace = words.some((word) => WHITESPACE.test(word));
  if (words.length === 2) return hasSpace ? invalid(nameRules.simpleSpaces) : valid("simple");
  if (words.length === 3) return hasSpace ? invalid(nameRules.basicSpaces) : valid("basic");
  return invalid(nameRules.periodCount);
}

// The spec counts characters, so a letter outside the BMP counts once, not as two UTF-16 units.
function characterCount(text: string): number {
  return Array.from(text).length;
}

function invalid(error: string): TNameValidation {
  return { isValid: false, error };
}

// urlSafe records that the share-link length was checked, which only Premium names need: the spec
// reports it true for Premium names.
function valid(tier: TTier): TNameValidation {
  return { isValid: true, tier, urlSafe: tier === "premium" };
}
