import { hasLooseMark } from "./combining-marks.ts";
import { MAX_SHARE_LINK_LENGTH, shareLink } from "./links.ts";
import { formatGuide, nameRules } from "./messages/names.ts";

export type TTier = "basic" | "simple" | "premium";

export const DEFAULT_ORIGIN = "https://mypin.app";

export type TNameValidation = { isValid: boolean; error?: string; tier?: TTier; urlSafe?: boolean };

const PREMIUM_MAX_CHARACTERS = 30;

// A dotted name is read aloud and typed as it is printed, like a domain: the cap is a DNS label's.
export const DOTTED_MAX_CHARACTERS = 63;

// Characters that show nothing, or reorder what is shown: zero-width spaces and joiners, bidi
// overrides, the soft hyphen, controls, private-use and unpaired surrogates. A name holding one
// looks like another name it is not (the look-alikes the name policy refuses, docs/decisions/020).
// Tabs and line breaks are controls too, but they show as space and count as whitespace.
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

// A run of whitespace, but not the line and paragraph separators and the zero-width no-break
// space, which JavaScript counts as whitespace and INVISIBLE refuses: made a space here, they would
// give a refused name a canonical form that is accepted.
const WHITESPACE_RUN = /[^\S\u2028\u2029\uFEFF]+/g;

const CAPITAL_SIGMA = /Σ/g;

// ENSIP-15's rule for marks: one mark twice on a letter, or more than four, draws as a letter that
// another name already shows (a doubled accent over "e" looks like one).
const STACKED_MARKS = /(\p{M})\1|\p{M}{5}/u;

// The characters the forbidden-characters message lists; they break a share link's query string
// or an HTML attribute.
const LISTED_FORBIDDEN = /[#%&?+/\\"'<>]/;

const PREMIUM_ALLOWED = /^[\p{L}\p{N}\s\-_()[\]!,]+$/u;

const WHITESPACE = /\s/;

// The one canonical form of a name for every path (docs/decisions/020): NFKC folds full-width and
// other compatibility forms into the plain letters they show, names are case-insensitive and
// stored lower-case, and a run of spaces reads as one. NFKC runs again after
// lower-casing because a few lower-case forms are not NFKC themselves, so the form is a fixed point.
// A capital sigma lower-cases to σ first, as ENSIP-15 maps it: toLowerCase would make it a final ς at
// the end of a word, so "ΑΘΗΝΑΣ" and its own lower-case form "αθηνασ" would be different names.
export function normalizeName(input: string): string {
  return input
    .normalize("NFKC")
    .replaceAll(CAPITAL_SIGMA, "σ")
    .toLowerCase()
    .normalize("NFKC")
    .replace(WHITESPACE_RUN, " ")
    .trim();
}

// The canonical form keeps a few lower-case letters whose capital reads as other letters: "ß" is
// "SS" in capitals, a final "ς" is "Σ", a dotless "ı" is "I". Such a name typed in capitals becomes
// another name, so look-alike keys (name-policy.ts nameKey) compare names in this fold, in which
// "straße" and "strasse" are one: nobody can own the one the other's owner is sure to be typed as.
export function foldCase(canonicalName: string): string {
  return normalizeName(canonicalName.toUpperCase());
}

// The name rules, in the spec's order, on the canonical form. Simple and Basic words may hold
// any character but the listed forbidden ones and whitespace: the spec restricts dotted names to
// exactly that, and only Premium names have a list of allowed characters. Invisible characters are
// refused before anything else, because the canonical form would otherwise keep them. A dotted name
// is refused a combining mark that NFC leaves loose (combining-marks.ts) for the same reason, as
// it shows as another name; Premium names allow no mark at all.
export function validateName(input: string, origin: string = DEFAULT_ORIGIN): TNameValidation {
  const trimmed = input.trim();
  if (trimmed === "") return invalid(nameRules.empty);
  if (INVISIBLE.test(trimmed)) return invalid(nameRules.invisibleCharacters);
  const name = normalizeName(trimmed);
  if (name.includes("..")) return invalid(nameRules.consecutivePeriods);
  if (name.includes(".")) return validateDotted(name);

  if (characterCount(name) > PREMIUM_MAX_CHARACTERS) return invalid(nameRules.premiumTooLong);
  if (!PREMIUM_ALLOWED.test(name)) return invalid(nameRules.forbiddenCharacters);
  if (shareLink(name, origin).length > MAX_SHARE_LINK_LENGTH) {
    return invalid(nameRules.shareLinkTooLong);
  }
  return valid("premium");
}

// The manage screens group pins by this looser rule. It agrees with
// validateName's tier for every name validateName accepts, and differs only on names it refuses
// (a 31-character name or "a b.c" shows as Basic, "a." as Simple), which can still exist as
// renamed or legacy rows. Prices always follow validateName's tier, never this one.
export function displayTier(name: string): TTier {
  if (characterCount(name) <= PREMIUM_MAX_CHARACTERS && !name.includes(".")) return "premium";
  if (!name.includes(" ") && name.split(".").length === 2) return "simple";
  return "basic";
}

export const TIER_ORDER: readonly TTier[] = ["premium", "simple", "basic"];

// The create panel's price-tier hint shows relative cost, not a figure.
export const TIER_HINT: Record<TTier, "$" | "$$" | "$$$"> = {
  basic: "$",
  simple: "$$",
  premium: "$$$",
};

// The tier of the mypins.tier_rank column (db/tables/pins.ts), which is displayTier's place in TIER_ORDER.
export function tierOfRank(rank: number | null): TTier {
  return TIER_ORDER[rank ?? TIER_ORDER.length - 1] ?? "basic";
}

export function tierLabel(tier: TTier): "Premium" | "Simple" | "Basic" {
  return formatGuide[tier].name;
}

function validateDotted(name: string): TNameValidation {
  if (LISTED_FORBIDDEN.test(name)) return invalid(nameRules.forbiddenCharacters);
  if (characterCount(name) > DOTTED_MAX_CHARACTERS) return invalid(nameRules.dottedTooLong);
  if (STACKED_MARKS.test(name.normalize("NFD"))) return invalid(nameRules.stackedMarks);
  if (hasLooseMark(name)) return invalid(nameRules.looseMarks);
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
