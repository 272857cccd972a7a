import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasLooseMark } from "../../domain/combining-marks.ts";
import { nameRules } from "../../domain/messages/names.ts";
import { normalizeName, validateName } from "../../domain/names.ts";

const MARK = /\p{M}/u;

// Every code point Unicode (as this runtime has it) calls a combining mark, enclosing ones included.
const MARKS: string[] = [];
for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
  const character = String.fromCodePoint(codePoint);
  if (MARK.test(character)) MARKS.push(character);
}

describe("validateName: loose combining marks", () => {
  // The finding's look-alike: a combining dot above on an "i" draws the dot the "i" already has.
  it("refuses my.pi\u0307n2, which shows as my.pin2", () => {
    expect(validateName("my.pin2").isValid).toBe(true);
    expect(validateName("my.pi\u0307n2").error).toBe(nameRules.looseMarks);
  });

  it.each([
    ["a mark no precomposed letter holds", "cafe\u0331.bar"],
    ["a mark on a digit", "my.pin2\u0301"],
    ["a mark after the period", "my.\u0301pin2"],
    ["a mark first", "\u0301my.pin2"],
    ["a mark on a Cyrillic letter", "\u0434\u0307\u043e\u043c.\u0434\u0430"],
    ["a mark on a Greek letter", "\u03b1\u0323.\u03b2"],
    ["a mark on a Han character", "\u6771\u0301\u4eac.tokyo"],
    ["a Devanagari vowel sign on a Latin letter", "ka\u093f.bar"],
    ["an enclosing circle on a Devanagari letter", "\u0915\u20dd.\u0918\u0930"],
  ])("refuses %s", (_, name) => {
    expect(validateName(name).error).toBe(nameRules.looseMarks);
  });

  it("reports a repeated accent as stacked, before it is loose", () => {
    expect(validateName("cafe\u0301\u0301.bar").error).toBe(nameRules.stackedMarks);
  });

  // NFC composes these into letters of their own, so no mark is left standing.
  it.each([
    ["decomposed accents", "cafe\u0301.bar"],
    ["a Vietnamese letter with two accents", "vie\u0323\u0302t.nam"],
    ["a Japanese voiced kana", "\u304b\u3099.\u305f"],
  ])("accepts %s, which NFC composes", (_, name) => {
    expect(validateName(name).isValid).toBe(true);
    expect(normalizeName(name)).not.toMatch(MARK);
  });

  // Scripts that write with marks keep them, as ENSIP-15 lets them.
  it.each([
    ["Hindi", "\u0928\u092e\u0938\u094d\u0924\u0947.\u0918\u0930"],
    ["Thai", "\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35.\u0e44\u0e17\u0e22"],
    ["vowelled Arabic", "\u0645\u064e\u0631\u0652\u062d\u064e\u0628\u064b\u0627.\u0628\u064a\u062a"],
    ["pointed Hebrew", "\u05e9\u05b8\u05c1\u05dc\u05d5\u05b9\u05dd.\u05d1\u05d9\u05ea"],
    ["Tamil", "\u0b95\u0bcb\u0baf\u0bbf\u0bb2\u0bcd.\u0ba4\u0bc6\u0bb0\u0bc1"],
  ])("accepts %s, which writes its vowels as marks", (_, name) => {
    expect(validateName(name).isValid).toBe(true);
    expect(hasLooseMark(normalizeName(name))).toBe(false);
  });

  it("knows every combining mark", () => {
    expect(MARKS.length).toBeGreaterThan(2000);
    expect(MARKS).toContain("\u0307");
  });

  // The property behind the finding, over every mark: put anywhere in a name of Latin letters and
  // digits, a mark is refused, or NFC composes it into a letter of its own. No valid name keeps one.
  // Each run tries all the marks, so fewer runs than fast-check's default keep it quick.
  it("refuses every combining mark that NFC leaves in a Latin name", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,10}(\.[a-z0-9]{1,10}){0,2}$/), fc.nat(), (name, at) => {
        const index = at % (name.length + 1);
        for (const mark of MARKS) {
          const marked = `${name.slice(0, index)}${mark}${name.slice(index)}`;
          if (validateName(marked).isValid) expect(normalizeName(marked)).not.toMatch(MARK);
        }
      }),
      { numRuns: 40 },
    );
  });
});
