// ENSIP-15 lets Latin, Greek, Cyrillic and the CJK scripts keep no combining mark that NFC leaves
// standing: each accent they write has a precomposed letter, which NFC makes, so a mark left over
// can only draw a letter the name already shows (an "i" with a combining dot above is an "i") or
// one no language writes. Digits, punctuation and the start of a name carry no mark either.
const MARKLESS_BASE =
  /[\p{Script_Extensions=Latin}\p{Script_Extensions=Greek}\p{Script_Extensions=Cyrillic}\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\p{Script_Extensions=Bopomofo}\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

// Marks Unicode gives to no script (overlays and enclosures for symbols, such as a combining
// enclosing circle) belong on no letter, and the name policy's mixed-script check passes them over.
const SCRIPTLESS_MARK = /[\p{Script_Extensions=Inherited}\p{Script_Extensions=Common}]/u;

const MARK = /\p{M}/u;

// Scripts that write with marks (Devanagari's vowel signs, Thai's, Arabic's harakat) keep their own
// marks on their own letters; a mark of one such script on another's letter is the name policy's
// mixed scripts. The argument must be a canonical name, in which NFC has composed what it can.
export function hasLooseMark(canonicalName: string): boolean {
  let base: string | null = null;
  for (const character of canonicalName) {
    if (!MARK.test(character)) {
      base = character;
      continue;
    }
    if (base === null || MARKLESS_BASE.test(base) || SCRIPTLESS_MARK.test(character)) return true;
  }
  return false;
}
