import { readFileSync } from "node:fs";

// The printable QR card in a language other than English's: public/qr-holder.svg with its two
// lines in that language's words, the heading made smaller where the words are longer than the
// card is wide (the English line, 19 letters at 46 px, fills most of it).
const HEADING = /(<text[^>]*font-size=")46("[^>]*>)Scan for directions(<\/text>)/;
const HINT = />Point your phone camera at the code below</;
const LETTERS_AT_FULL_SIZE = 20;

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

export function qrHolderCard(words: { heading: string; hint: string }): string {
  const english = readFileSync("public/qr-holder.svg", "utf8");
  if (!HEADING.test(english) || !HINT.test(english))
    throw new Error("public/qr-holder.svg has no heading or hint to translate");
  const size = Math.min(46, Math.floor((46 * LETTERS_AT_FULL_SIZE) / Math.max(words.heading.length, 1)));
  return english
    .replace(
      HEADING,
      (_line, open: string, attributes: string, close: string) =>
        `${open}${size}${attributes}${escapeXml(words.heading)}${close}`,
    )
    .replace(HINT, `>${escapeXml(words.hint)}<`);
}
