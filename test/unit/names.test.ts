import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatGuide, nameRules } from "../../domain/messages/names.ts";
import {
  DEFAULT_ORIGIN,
  DOTTED_MAX_CHARACTERS,
  displayTier,
  foldCase,
  normalizeName,
  TIER_ORDER,
  tierLabel,
  validateName,
} from "../../domain/names.ts";
import { ZPinName } from "../../domain/schemas.ts";

const LISTED_FORBIDDEN = ["#", "%", "&", "?", "+", "/", "\\", '"', "'", "<", ">"];

function errorOf(name: string, origin?: string): string | undefined {
  return validateName(name, origin).error;
}

describe("normalizeName", () => {
  it("trims and lower-cases", () => {
    expect(normalizeName("  My.Pin2 \t")).toBe("my.pin2");
  });

  it.each([
    ["full-width letters and period", "\uff2d\uff59\uff0e\uff30\uff49\uff4e\uff12", "my.pin2"],
    ["a ligature", "\ufb01sh shop", "fish shop"],
    ["a run of spaces", "my   house", "my house"],
    ["no-break and ideographic spaces", "my\u00a0\u3000house", "my house"],
    ["a tab between words", "my\thouse", "my house"],
    ["decomposed accents", "cafe\u0301", "caf\u00e9"],
    ["a capital with a compatibility form", "\u212aelvin", "kelvin"],
    ["a capital sigma at the end of a word", "ΑΘΗΝΑΣ", "αθηνασ"],
    ["a mathematical sigma after a capital", "\u{1d400}\u{1d748}", "a\u03c3"],
  ])("folds %s into one canonical form", (_, input, canonical) => {
    expect(normalizeName(input)).toBe(canonical);
  });

  it("is idempotent for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const once = normalizeName(text);
        expect(normalizeName(once)).toBe(once);
      }),
    );
  });

  // Capitals lose what a few lower-case letters say ("ß" is "SS"), so a name in capitals is the same
  // name only once both are case-folded, which is how look-alike keys compare them.
  it("ignores case, compatibility forms and spacing for any name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const canonical = normalizeName(text);
        expect(foldCase(normalizeName(text.toUpperCase()))).toBe(foldCase(canonical));
        expect(normalizeName(` ${text.replaceAll(" ", "  ")} `)).toBe(canonical);
      }),
    );
  });

  it.each([
    ["a sharp s", "straße", "strasse"],
    ["a capital sharp s", "STRAẞE", "strasse"],
    ["a final sigma", "αθηνας", "αθηνασ"],
    ["a dotless i", "ı", "i"],
  ])("folds %s to what its capital reads as", (_, name, folded) => {
    expect(foldCase(normalizeName(name))).toBe(folded);
  });
});

describe("validateName: invisible characters", () => {
  // The issue's look-alikes of "my.pin2": each would otherwise be a different name that shows the same.
  it.each([
    ["a zero-width space", "my.pi\u200bn2"],
    ["a right-to-left override", "\u202emy.pin2"],
    ["a trailing soft hyphen", "my.pin2\u00ad"],
    ["a zero-width joiner", "my\u200d house"],
    ["a left-to-right mark", "my house\u200e"],
    ["a word joiner", "my.pin\u20602"],
    ["a variation selector", "my\ufe0f house"],
    ["a Hangul filler", "my\u3164house"],
    ["a bell control", "my\u0007house"],
    ["a private-use character", "my\ue000house"],
    ["a line separator", "my\u2028house"],
  ])("refuses %s with its own message", (_, name) => {
    expect(errorOf(name)).toBe(nameRules.invisibleCharacters);
  });

  it("refuses them before any other rule", () => {
    expect(errorOf("a..b\u200b")).toBe(nameRules.invisibleCharacters);
  });

  it("validates the canonical form, so full-width look-alikes get the plain name's tier", () => {
    expect(validateName("\uff2d\uff59\uff0e\uff30\uff49\uff4e\uff12")).toEqual(validateName("my.pin2"));
    expect(errorOf("my\uff03.pin")).toBe(nameRules.forbiddenCharacters);
  });

  it("collapses spaces before counting a Premium name's characters", () => {
    expect(validateName(`${"a".repeat(15)}     ${"b".repeat(14)}`).tier).toBe("premium");
  });

  it.each([
    ["a line separator", "!\u2028!"],
    ["a paragraph separator", "a\u2029b"],
    ["a zero-width no-break space", "a\uFEFFb"],
  ])("keeps %s in the canonical form, which refuses it as the name itself is refused", (_, name) => {
    expect(normalizeName(name)).toBe(name);
    expect(validateName(normalizeName(name))).toEqual(validateName(name));
    expect(errorOf(normalizeName(name))).toBe(nameRules.invisibleCharacters);
  });

  it("gives a name and its canonical form the same answer", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        expect(validateName(normalizeName(text))).toEqual(validateName(text));
      }),
    );
  });
});

describe("validateName: stacked marks", () => {
  it.each([
    ["a repeated accent", "cafe\u0301\u0301.bar"],
    ["a repeated accent after a precomposed letter", "caf\u00e9\u0301.bar"],
    ["five marks on one letter", "a\u0300\u0301\u0302\u0303\u0304.b"],
  ])("refuses %s in a dotted name", (_, name) => {
    expect(errorOf(name)).toBe(nameRules.stackedMarks);
  });

  it("accepts accents that a language writes", () => {
    expect(validateName("cafe\u0301.bar").tier).toBe("simple");
    expect(validateName("vi\u1ec7t.nam").tier).toBe("simple");
  });
});

describe("validateName: dotted length", () => {
  it("accepts a dotted name of 63 characters", () => {
    const name = `${"a".repeat(30)}.${"b".repeat(32)}`;
    expect(name).toHaveLength(DOTTED_MAX_CHARACTERS);
    expect(validateName(name).tier).toBe("simple");
  });

  it("refuses a dotted name of 64 characters", () => {
    expect(errorOf(`${"a".repeat(30)}.${"b".repeat(20)}.${"c".repeat(12)}`)).toBe(nameRules.dottedTooLong);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validateName(`${"𝐚".repeat(31)}.${"𝐛".repeat(31)}`).tier).toBe("simple");
  });
});

describe("validateName: empty", () => {
  it("refuses an empty name", () => {
    expect(validateName("")).toEqual({ isValid: false, error: nameRules.empty });
  });

  it("refuses a whitespace-only name", () => {
    expect(errorOf(" \t\n ")).toBe(nameRules.empty);
  });
});

describe("validateName: dotted names", () => {
  it("accepts two words as Simple, folding case", () => {
    expect(validateName("My.Pin2")).toEqual({ isValid: true, tier: "simple", urlSafe: false });
  });

  it("accepts three words as Basic", () => {
    expect(validateName("My3.House6.Place")).toEqual({ isValid: true, tier: "basic", urlSafe: false });
  });

  it("ignores leading and trailing spaces", () => {
    expect(validateName("  my.pin2  ").tier).toBe("simple");
  });

  it("refuses consecutive periods", () => {
    expect(errorOf("a..b")).toBe(nameRules.consecutivePeriods);
    expect(errorOf("a...b")).toBe(nameRules.consecutivePeriods);
  });

  it("reports consecutive periods before forbidden characters", () => {
    expect(errorOf("a#..b")).toBe(nameRules.consecutivePeriods);
  });

  it.each([".a", "a.", "a.b.", ".a.b", "a.b.c.d"])("refuses %j with the period-count message", (name) => {
    expect(errorOf(name)).toBe(nameRules.periodCount);
  });

  it("refuses a space inside a Simple word", () => {
    expect(errorOf("my pin.two")).toBe(nameRules.simpleSpaces);
  });

  it("refuses a space inside a Basic word", () => {
    expect(errorOf("a.b c.d")).toBe(nameRules.basicSpaces);
  });

  it("treats a tab inside a word as a space", () => {
    expect(errorOf("a\tb.c")).toBe(nameRules.simpleSpaces);
  });

  it("refuses a space beside a period as a space inside a word", () => {
    expect(errorOf("a .b")).toBe(nameRules.simpleSpaces);
  });

  it("reports the period count before spaces for four words", () => {
    expect(errorOf("a b.c.d.e")).toBe(nameRules.periodCount);
  });

  it.each(LISTED_FORBIDDEN)("refuses %j in a dotted name", (character) => {
    expect(errorOf(`my${character}.pin`)).toBe(nameRules.forbiddenCharacters);
  });

  it("reports forbidden characters before the period count and spaces", () => {
    expect(errorOf("a#.b.c.d")).toBe(nameRules.forbiddenCharacters);
    expect(errorOf("a b#.c")).toBe(nameRules.forbiddenCharacters);
  });

  it("allows unlisted punctuation and any letters inside dotted words", () => {
    expect(validateName("café@home.bar!").tier).toBe("simple");
    expect(validateName("a*b.c$d.東京").tier).toBe("basic");
  });

  it("does not limit the share link of a dotted name", () => {
    const longOrigin = `https://${"x".repeat(3000)}.app`;
    expect(validateName("my.pin2", longOrigin).isValid).toBe(true);
  });
});

describe("validateName: Premium names", () => {
  it("accepts a name with spaces and punctuation, folding case", () => {
    expect(validateName("Corner Shop!")).toEqual({ isValid: true, tier: "premium", urlSafe: true });
  });

  it("accepts exactly 30 characters", () => {
    expect(validateName("a".repeat(30)).tier).toBe("premium");
  });

  it("refuses 31 characters", () => {
    expect(errorOf("a".repeat(31))).toBe(nameRules.premiumTooLong);
  });

  it("counts the trimmed name against the 30-character limit", () => {
    expect(validateName(`  ${"a".repeat(30)}  `).tier).toBe("premium");
  });

  it("counts a letter outside the BMP as one character", () => {
    expect(validateName("𝐀".repeat(30)).tier).toBe("premium");
    expect(errorOf("𝐀".repeat(31))).toBe(nameRules.premiumTooLong);
  });

  it("reports the length before forbidden characters", () => {
    expect(errorOf(`${"a".repeat(30)}#`)).toBe(nameRules.premiumTooLong);
  });

  it.each(["-", "_", "(", ")", "[", "]", "!", ","])("allows %j", (character) => {
    expect(validateName(`my${character}pin`).tier).toBe("premium");
  });

  it("allows all the safe punctuation together", () => {
    expect(validateName("Corner (Shop) [1]-_!,").tier).toBe("premium");
  });

  it("allows letters and digits of any script", () => {
    expect(validateName("Café Müller").tier).toBe("premium");
    expect(validateName("東京タワー ٣").tier).toBe("premium");
  });

  it.each(LISTED_FORBIDDEN)("refuses %j", (character) => {
    expect(errorOf(`my${character}pin`)).toBe(nameRules.forbiddenCharacters);
  });

  it.each(["@", "*", "$", ":", ";", "=", "~", "😀"])("refuses unlisted character %j", (character) => {
    expect(errorOf(`my${character}pin`)).toBe(nameRules.forbiddenCharacters);
  });

  it("accepts a share link of exactly 2048 characters", () => {
    const origin = `https://${"x".repeat(2048 - "https://".length - "/?pin=a%20b".length)}`;
    expect(`${origin}/?pin=a%20b`).toHaveLength(2048);
    expect(validateName("A B", origin).tier).toBe("premium");
  });

  it("refuses a share link of 2049 characters", () => {
    const origin = `https://${"x".repeat(2049 - "https://".length - "/?pin=a%20b".length)}`;
    expect(errorOf("A B", origin)).toBe(nameRules.shareLinkTooLong);
  });

  it("uses the production site as the default origin", () => {
    expect(DEFAULT_ORIGIN).toBe("https://mypin.app");
  });
});

describe("validateName: the format guide's examples", () => {
  it.each([
    [formatGuide.premium.examples[0], "premium"],
    [formatGuide.premium.examples[1], "premium"],
    [formatGuide.simple.examples[0], "simple"],
    [formatGuide.basic.examples[0], "basic"],
  ])("accepts %j as %s", (name, tier) => {
    expect(validateName(name).tier).toBe(tier);
  });
});

describe("displayTier", () => {
  it.each([
    ["corner shop!", "premium"],
    ["my.pin2", "simple"],
    ["my3.house6.place", "basic"],
  ])("agrees with validateName on %j", (name, tier) => {
    expect(displayTier(name)).toBe(tier);
    expect(validateName(name).tier).toBe(tier);
  });

  it("shows a 31-character name without a period as Basic", () => {
    expect(displayTier("a".repeat(31))).toBe("basic");
    expect(errorOf("a".repeat(31))).toBe(nameRules.premiumTooLong);
  });

  it("shows a name with a trailing period as Simple", () => {
    expect(displayTier("a.")).toBe("simple");
    expect(errorOf("a.")).toBe(nameRules.periodCount);
  });

  it("shows two words with a space as Basic", () => {
    expect(displayTier("a b.c")).toBe("basic");
    expect(errorOf("a b.c")).toBe(nameRules.simpleSpaces);
  });
});

describe("ZPinName", () => {
  it("turns a valid name into the normalized name", () => {
    expect(ZPinName.parse("  My.Pin2 ")).toBe("my.pin2");
  });

  it("fails with the validator's own message", () => {
    const result = ZPinName.safeParse("a..b");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([nameRules.consecutivePeriods]);
  });

  it("fails on an empty name with the empty message", () => {
    expect(ZPinName.safeParse("  ").error?.issues[0]?.message).toBe(nameRules.empty);
  });

  it("refuses a value that is not a string", () => {
    expect(ZPinName.safeParse(42).success).toBe(false);
  });
});

describe("tiers", () => {
  it("orders tiers Premium, Simple, Basic", () => {
    expect(TIER_ORDER).toEqual(["premium", "simple", "basic"]);
  });

  it("labels each tier with the format guide's name", () => {
    expect(tierLabel("premium")).toBe(formatGuide.premium.name);
    expect(tierLabel("simple")).toBe(formatGuide.simple.name);
    expect(tierLabel("basic")).toBe(formatGuide.basic.name);
  });
});
