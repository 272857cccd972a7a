import { describe, expect, it } from "vitest";
import { EXPLETIVES } from "../../domain/expletives.ts";
import { namePolicyRefusal } from "../../domain/name-policy.ts";
import { piecesOf, runsOf } from "../../domain/name-words.ts";
import { normalizeName, validateName } from "../../domain/names.ts";
import { RESERVED_BRANDS } from "../../domain/reserved-names.ts";
import { foldWord, innerSwaps, soundFold } from "../../domain/word-folding.ts";

const refusal = (name: string) => namePolicyRefusal(normalizeName(name));

const ACCENTED: Record<string, string> = { a: "\u00e0", e: "\u00e9", i: "\u00ec", o: "\u00f6", u: "\u00fc" };

// The word with an accent on its first vowel, or null when it has none.
function accented(word: string): string | null {
  const at = word.search(/[aeiou]/);
  return at < 0 ? null : `${word.slice(0, at)}${ACCENTED[word[at] ?? ""]}${word.slice(at + 1)}`;
}

describe("namePolicyRefusal: filters stepped round", () => {
  // The review's names, each of them for sale before: the format is valid, the policy refuses it.
  it.each([
    ["f u c k", "NAME_EXPLETIVE"],
    ["f-u-c-k", "NAME_EXPLETIVE"],
    ["fu.ck.off", "NAME_EXPLETIVE"],
    ["sh.it.hole", "NAME_EXPLETIVE"],
    ["f\u00fcck", "NAME_EXPLETIVE"],
    ["fvck", "NAME_EXPLETIVE"],
    ["phuck", "NAME_EXPLETIVE"],
    ["fcuk", "NAME_EXPLETIVE"],
    ["p a y p a l", "NAME_RESERVED"],
    ["g o o g l e", "NAME_RESERVED"],
    ["g\u00f2ogle", "NAME_RESERVED"],
    ["n\u00e9tflix", "NAME_RESERVED"],
    ["go\u00f6gle.maps", "NAME_RESERVED"],
  ] as const)("refuses %j with %s", (name, code) => {
    expect(validateName(name).isValid).toBe(true);
    expect(refusal(name)).toBe(code);
  });

  it.each([
    "fuckoff",
    "shithole",
    "f_u_c_k.this",
    "s h 1 t",
    "f u ck you",
    "phuk",
    "fuq.that",
    "b i t c h",
    "whroe.house",
    "5h17.h0le",
    "pi.ss.off",
    // Bell End is a hamlet, but its two words are also how the insult is written.
    "bell end",
  ])("refuses %j as an expletive", (name) => {
    expect(validateName(name).isValid).toBe(true);
    expect(refusal(name)).toBe("NAME_EXPLETIVE");
  });

  it.each(["pay pal", "y o u t u b e", "t-e-s-c-o", "s\u00f6ny music", "\u00fcber eats", "coca.co-la"])(
    "reserves %j",
    (name) => {
      expect(validateName(name).isValid).toBe(true);
      expect(refusal(name)).toBe("NAME_RESERVED");
    },
  );

  it("refuses every listed expletive spelt a letter at a time, split by a period, or accented", () => {
    for (const word of EXPLETIVES) {
      expect(refusal(Array.from(word).join(" ")), word).toBe("NAME_EXPLETIVE");
      expect(refusal(Array.from(word).join("-")), word).toBe("NAME_EXPLETIVE");
      for (let at = 1; at < word.length; at++) {
        expect(refusal(`${word.slice(0, at)}.${word.slice(at)}`), word).toBe("NAME_EXPLETIVE");
      }
      const withAccent = accented(word);
      if (withAccent) expect(refusal(withAccent), withAccent).toBe("NAME_EXPLETIVE");
    }
  });

  it("reserves every listed brand spelt a letter at a time or accented", () => {
    for (const brand of RESERVED_BRANDS) {
      expect(refusal(Array.from(brand).join(" ")), brand).toBe("NAME_RESERVED");
      const withAccent = accented(brand);
      if (withAccent) expect(refusal(withAccent), withAccent).toBe("NAME_RESERVED");
    }
  });
});

describe("namePolicyRefusal: ordinary names stay free", () => {
  it.each([
    "scunthorpe",
    "class.act",
    "shell.beach",
    "cocktail bar",
    "assessment.centre",
    "the glass house",
    "shitake farm",
    "penistone",
    "cockermouth",
    "shitterton",
    "middlesex",
    "hancock",
    "peacock.farm",
    "pass the parcel",
    "bass.player",
    "pills.pharmacy",
    "suit.hire",
    "witch hazel",
    "wash it",
    "mis.take",
    "the old bell",
    "sucker punch",
    "fukushima",
    "phuket",
    "h\u1ea1nh ph\u00fac",
    "fuchsia",
    "a b c nursery",
    // A run of single letters is read as the one word it spells, never as words of its own.
    "a s s e t",
  ])("allows %j", (name) => {
    expect(validateName(name).isValid).toBe(true);
    expect(refusal(name)).toBeNull();
  });
});

describe("name words", () => {
  it("reads a run of one-letter words as the word it spells", () => {
    expect(piecesOf("f u c k off")).toEqual(["fuck", "off"]);
    expect(piecesOf("p-a-y.pal")).toEqual(["pay", "pal"]);
    expect(piecesOf("a.b c!")).toEqual(["abc"]);
  });

  it("runs neighbouring pieces together, the whole name the longest", () => {
    expect(runsOf(["fu", "ck", "off"])).toEqual(["fu", "fuck", "fuckoff", "ck", "ckoff", "off"]);
    expect(runsOf(["a", "b", "c", "d"], 2)).toEqual(["a", "ab", "b", "bc", "c", "cd", "d"]);
  });
});

describe("word folding", () => {
  it("drops accents and undoes substitutes and look-alikes", () => {
    expect(foldWord("g\u00f2\u00f6gle")).toBe(foldWord("google"));
    expect(foldWord("5h1t")).toBe(foldWord("shit"));
  });

  it.each([
    ["phuck", "fuk"],
    ["fvck", "fuk"],
    ["fuq", "fuk"],
    ["have", "have"],
    ["phuc", "fuc"],
  ])("says %j as %j", (letters, said) => {
    expect(soundFold(letters)).toBe(said);
  });

  it("swaps two neighbouring inside letters, keeping the ends", () => {
    expect(innerSwaps("fcuk")).toEqual(["fuck"]);
    expect(innerSwaps("abcde")).toEqual(["acbde", "abdce"]);
    expect(innerSwaps("ass")).toEqual([]);
  });
});
