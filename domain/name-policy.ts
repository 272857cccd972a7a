import { skeleton } from "./confusables.ts";
import { EXPLETIVES } from "./expletives.ts";
import { foldCase } from "./names.ts";
import { RESERVED_BRANDS } from "./reserved-names.ts";
import { mixesScripts } from "./scripts.ts";

// DESIGN section 12: what makes a well-formed canonical name unavailable whoever asks. The tables
// behind it (confusables, scripts, word lists) stay out of the app's first paint: the app checks
// the format as one types, and these refusals come with the server's availability answer.

export type TNameRefusal = "NAME_MIXED_SCRIPTS" | "NAME_EXPLETIVE" | "NAME_RESERVED";

// The key that look-alikes share: taken names and holds are compared by it, never by the name.
export function nameKey(canonicalName: string): string {
  return skeleton(foldCase(canonicalName));
}

const SEPARATORS = /[\s.\-_()[\],;]+/;

// Digits and symbols written for the letters they resemble. "!" is a letter here, not an ending,
// when something follows it ("sh!t"); an ending "!" ("wow!") is dropped with the separators.
const SUBSTITUTES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "i",
  "+": "t",
};

// A word's comparable shape: substitutes undone, look-alike letters replaced by their prototype,
// and "l" read as "i" because both hide behind "1", "|" and "!".
function fold(word: string): string {
  const plain = Array.from(word, (character) => SUBSTITUTES[character] ?? character).join("");
  return skeleton(plain).replaceAll("l", "i");
}

// "fuuuck" is "fuck" stretched; "as" is not "ass" squeezed, so a squeezed match needs the word to
// be at least as long as the expletive.
function squeeze(text: string): string {
  return text.replace(/(.)\1+/gu, "$1");
}

function wordsOf(name: string): string[] {
  return name
    .split(SEPARATORS)
    .map((word) => word.replace(/^!+|!+$/g, ""))
    .filter((word) => word !== "");
}

let expletives: { exact: Set<string>; squeezed: Map<string, number> } | null = null;

function expletiveTable() {
  if (expletives) return expletives;
  const exact = new Set(EXPLETIVES.map(fold));
  const squeezed = new Map<string, number>();
  for (const word of exact) {
    const key = squeeze(word);
    squeezed.set(key, Math.min(squeezed.get(key) ?? Number.POSITIVE_INFINITY, word.length));
  }
  expletives = { exact, squeezed };
  return expletives;
}

function isExpletive(word: string): boolean {
  const { exact, squeezed } = expletiveTable();
  const folded = fold(word);
  const plural = folded.replace(/e?s$/, "");
  if (exact.has(folded) || (plural !== folded && exact.has(plural))) return true;
  const shortest = squeezed.get(squeeze(folded));
  return shortest !== undefined && folded.length >= shortest;
}

let brands: Set<string> | null = null;

// A brand may be written as one word or split over several ("coca cola", "coca.cola").
const LONGEST_BRAND_WORDS = 3;

function isReserved(words: string[]): boolean {
  brands ??= new Set(RESERVED_BRANDS.map(fold));
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + LONGEST_BRAND_WORDS); end++) {
      if (brands.has(fold(words.slice(start, end).join("")))) return true;
    }
  }
  return false;
}

// The first policy refusal of a canonical name, or null when the policy allows it.
export function namePolicyRefusal(canonicalName: string): TNameRefusal | null {
  if (mixesScripts(canonicalName)) return "NAME_MIXED_SCRIPTS";
  const words = wordsOf(canonicalName);
  if (words.some(isExpletive)) return "NAME_EXPLETIVE";
  if (isReserved(words)) return "NAME_RESERVED";
  return null;
}
