import { skeleton } from "./confusables.ts";
import { EXPLETIVES } from "./expletives.ts";
import { piecesOf, runsOf } from "./name-words.ts";
import { foldCase } from "./names.ts";
import { RESERVED_BRANDS } from "./reserved-names.ts";
import { mixesScripts } from "./scripts.ts";
import { foldLetters, foldWord, innerSwaps, soundFold, squeeze } from "./word-folding.ts";

// What makes a well-formed canonical name unavailable whoever asks (docs/decisions/020). The tables
// behind it (confusables, scripts, word lists) stay out of the app's first paint: the app checks
// the format as one types, and these refusals come with the server's availability answer.

export type TNameRefusal = "NAME_MIXED_SCRIPTS" | "NAME_EXPLETIVE" | "NAME_RESERVED";

// The key that look-alikes share: taken names and holds are compared by it, never by the name.
export function nameKey(canonicalName: string): string {
  return skeleton(foldCase(canonicalName));
}

type TExpletiveTable = { exact: Set<string>; letters: Set<string>; squeezed: Map<string, number> };

let expletives: TExpletiveTable | null = null;

const exactKey = (word: string) => soundFold(foldWord(word));

// "as" is not "ass" squeezed, so a squeezed match needs the word to be at least as long as the
// expletive.
function expletiveTable(): TExpletiveTable {
  if (expletives) return expletives;
  const letters = new Set(EXPLETIVES.map((word) => soundFold(foldLetters(word))));
  const squeezed = new Map<string, number>();
  for (const word of letters) {
    const key = squeeze(word);
    squeezed.set(key, Math.min(squeezed.get(key) ?? Number.POSITIVE_INFINITY, word.length));
  }
  expletives = { exact: new Set(EXPLETIVES.map(exactKey)), letters, squeezed };
  return expletives;
}

// A listed word in any of its disguises: look-alike letters, digits and symbols for letters,
// accents, spellings that sound the same, two inside letters swapped, or letters stretched.
function isExpletive(word: string): boolean {
  const { exact, letters, squeezed } = expletiveTable();
  const key = exactKey(word);
  if (exact.has(key) || exact.has(key.replace(/e?s$/, ""))) return true;
  const plain = foldLetters(word);
  if (innerSwaps(plain).some((swapped) => letters.has(soundFold(swapped)))) return true;
  const said = soundFold(plain);
  const shortest = squeezed.get(squeeze(said));
  return shortest !== undefined && said.length >= shortest;
}

let brands: Set<string> | null = null;

function brandTable(): Set<string> {
  brands ??= new Set(RESERVED_BRANDS.map(foldWord));
  return brands;
}

// A brand may be written as one word or split over several ("coca cola", "coca.cola").
const LONGEST_BRAND_WORDS = 3;

function isReserved(pieces: string[]): boolean {
  const known = brandTable();
  return runsOf(pieces, LONGEST_BRAND_WORDS).some((run) => known.has(foldWord(run)));
}

// Whether free text (an arrival note) holds an expletive in any of its disguises. Its words are
// read as a name's are, but runs of at most three, so a long text costs a few hundred checks.
const TEXT_RUN_WORDS = 3;

export function holdsExpletive(text: string): boolean {
  const words = foldCase(text).replace(/[^\p{L}\p{N}\p{M}!@$]+/gu, " ");
  return runsOf(piecesOf(words), TEXT_RUN_WORDS).some(isExpletive);
}

// The first policy refusal of a canonical name, or null when the policy allows it. An expletive is
// looked for in every run of words, so one split over separators ("sh.it.hole") is still found.
export function namePolicyRefusal(canonicalName: string): TNameRefusal | null {
  if (mixesScripts(canonicalName)) return "NAME_MIXED_SCRIPTS";
  const pieces = piecesOf(canonicalName);
  if (runsOf(pieces).some(isExpletive)) return "NAME_EXPLETIVE";
  if (isReserved(pieces)) return "NAME_RESERVED";
  return null;
}
