// An arrival note: what a visitor needs once there ("Ring the bell at gate 2"), written by the
// pin's owner and shown to everyone under the result, as text and never as markup or links.
export const NOTE_MAX_CHARACTERS = 280;

// Controls other than the line break, and the bidi controls that reorder what is shown (an owner
// could make a note read differently from what it holds). Joiners stay: emoji are made with them.
const HIDDEN = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const BLANK_LINES = /\n{3,}/g;

// The note as stored and counted: line breaks of any system as "\n", tabs as spaces, each line
// without trailing spaces, at most one blank line in a row, none at either end.
export function normalizeNote(input: string): string {
  return input
    .normalize("NFC")
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .replace(/\t/g, " ")
    .replace(HIDDEN, (character) => (character === "\n" ? character : ""))
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(BLANK_LINES, "\n\n")
    .trim();
}

// As a visitor counts them: a letter outside the BMP (an emoji) is one character, not two units.
export const noteLength = (note: string) => Array.from(note).length;
