import { skeleton } from "./confusables.ts";

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

const MARKS = /\p{M}/gu;

// A word's comparable letters: substitutes undone, look-alike letters replaced by their prototype,
// and accents dropped ("fück" and "gòogle" are the words they decorate). The skeleton is
// decomposed, so an accent is a mark of its own there.
export function foldLetters(word: string): string {
  const plain = Array.from(word, (character) => SUBSTITUTES[character] ?? character).join("");
  return skeleton(plain).replace(MARKS, "");
}

// The letters with "l" read as "i", because both hide behind "1", "|" and "!". Only a whole word is
// compared in this fold: "ll" here is "ii", which a stretched or reordered word would read as one
// "i" or as another letter's place ("pills" is not "piss" stretched, nor "suit" "slut" reordered).
export function foldWord(word: string): string {
  return foldLetters(word).replaceAll("l", "i");
}

const CONSONANT = "[b-df-hj-np-tv-xz]";
const VOWEL_LIKE_V = new RegExp(`(?<=${CONSONANT})v(?=${CONSONANT})`, "g");

// Letters as they are said: "ph" as "f" ("phuck"), "ck" and "q" as "k" ("fuq"), and a "v" between
// consonants as the "u" it stands for ("fvck"), where no English word says a "v". A lone "c" stays:
// "phuc" is the Vietnamese name Phúc far more often than a disguise.
export function soundFold(letters: string): string {
  return letters.replaceAll("ph", "f").replace(VOWEL_LIKE_V, "u").replaceAll("ck", "k").replaceAll("q", "k");
}

// "fuuuck" is "fuck" stretched.
export function squeeze(text: string): string {
  return text.replace(/(.)\1+/gu, "$1");
}

// The word with two neighbouring letters inside it swapped, first and last kept: "fcuk" reads as
// "fuck", since a reader takes a word by its ends.
export function innerSwaps(text: string): string[] {
  const letters = Array.from(text);
  const swaps: string[] = [];
  for (let at = 1; at + 2 < letters.length; at++) {
    const swapped = [...letters];
    [swapped[at], swapped[at + 1]] = [letters[at + 1] ?? "", letters[at] ?? ""];
    swaps.push(swapped.join(""));
  }
  return swaps;
}
