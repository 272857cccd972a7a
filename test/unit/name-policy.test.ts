import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skeleton } from "../../domain/confusables.ts";
import { CONFUSABLES_VERSION } from "../../domain/confusables-data.ts";
import { EXPLETIVES } from "../../domain/expletives.ts";
import { nameKey, namePolicyRefusal } from "../../domain/name-policy.ts";
import { normalizeName, validateName } from "../../domain/names.ts";
import { RESERVED_BRANDS } from "../../domain/reserved-names.ts";
import { mixesScripts } from "../../domain/scripts.ts";

const key = (name: string) => nameKey(normalizeName(name));
const refusal = (name: string) => namePolicyRefusal(normalizeName(name));

describe("skeleton (UTS #39)", () => {
  it("is built from a current confusables table", () => {
    expect(Number.parseInt(CONFUSABLES_VERSION, 10)).toBeGreaterThanOrEqual(17);
  });

  it.each([
    ["a Cyrillic і for a Latin i", "my.p\u0456n2", "my.pin2"],
    ["a Greek ο for a Latin o", "g\u03bf\u03bfd.place", "good.place"],
    ["rn for m", "rny house", "my house"],
    ["a digit one for an l", "he1lo", "hello"],
    ["a Cyrillic о for a Latin o", "c\u043erner shop", "corner shop"],
    ["full-width letters", "\uff4d\uff59.\uff50\uff49\uff4e\uff12", "my.pin2"],
    ["a dotless i", "p\u0131n.two", "pin.two"],
  ])("gives %s the plain name's key", (_, lookAlike, plain) => {
    expect(key(lookAlike)).toBe(key(plain));
  });

  it.each([
    ["my.pin2", "my.pin3"],
    ["corner shop", "corner shop!"],
    ["cafe", "caf\u00e9"],
    ["my.pin2", "my pin2"],
    // Unicode lists a digit zero as a look-alike of a capital O only, and names are lower-case.
    ["c0rner shop", "corner shop"],
  ])("keeps %j and %j apart", (one, other) => {
    expect(key(one)).not.toBe(key(other));
  });

  // Typed in capitals, each is the other; nobody may own the name the other's owner is typed as.
  it.each([
    ["straße", "strasse"],
    ["αθηνας", "αθηνασ"],
  ])("gives %j and %j one key", (one, other) => {
    expect(key(one)).toBe(key(other));
  });

  it("drops default-ignorable characters", () => {
    expect(skeleton("my.pi\u200bn2")).toBe(skeleton("my.pin2"));
  });

  it("follows a prototype to its own prototype", () => {
    expect(skeleton("\u048b")).toBe(skeleton(skeleton("\u048b")));
  });

  it("is a fixed point: a skeleton's skeleton is itself", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (text) => {
        const once = skeleton(normalizeName(text));
        expect(skeleton(once)).toBe(once);
      }),
    );
  });

  it("gives every spelling of one canonical name the same key", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (text) => {
        expect(key(text.toUpperCase())).toBe(key(text.toLowerCase().toUpperCase()));
        expect(key(`  ${text}  `)).toBe(key(text));
      }),
    );
  });
});

describe("mixesScripts", () => {
  it.each([
    "my.pin2",
    "caf\u00e9 m\u00fcller",
    "\u043c\u043e\u0441\u043a\u0432\u0430",
    "\u03b5\u03bb\u03bb\u03ac\u03b4\u03b1 2",
    "\u6771\u4eac\u30bf\u30ef\u30fc",
    "\u3072\u3089\u304c\u306a \u6f22\u5b57",
    "\ud55c\uad6d\uc5b4 \u6f22\u5b57",
    "corner (shop) [1]-_!,",
    "\u0663\u0661\u0662 \u0639\u0631\u0628\u064a",
  ])("accepts %j, written in one script", (name) => {
    expect(mixesScripts(normalizeName(name))).toBe(false);
  });

  it.each([
    ["Latin with a Cyrillic і", "my.p\u0456n2"],
    ["Latin with a Greek ο", "g\u03bfogle"],
    ["Cyrillic and Latin words", "\u0434\u043e\u043c house"],
    ["Han and Latin", "\u6771\u4eac tokyo"],
    ["Hangul and Hiragana", "\ud55c\u3072"],
  ])("refuses %s", (_, name) => {
    expect(mixesScripts(normalizeName(name))).toBe(true);
  });

  it("refuses any Latin name with one Cyrillic letter put in", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,10}$/), fc.nat(), (word, at) => {
        const index = at % (word.length + 1);
        expect(mixesScripts(`${word.slice(0, index)}\u0430${word.slice(index)}`)).toBe(true);
      }),
    );
  });
});

describe("namePolicyRefusal: expletives", () => {
  it.each([
    "fuck.this.place",
    "Fuck.This.Place",
    "FUUUCK this",
    "sh1t happens",
    "sh!t.happens",
    "5h1t",
    "the.shit.show",
    "bitches.brew",
    "my (bullsh1t) bar",
    "\u0455hit happens",
  ])("refuses %j", (name) => {
    expect(validateName(name).isValid).toBe(true);
    expect(refusal(name)).not.toBeNull();
  });

  it("refuses every listed word as a name of its own", () => {
    for (const word of EXPLETIVES) expect(refusal(word), word).toBe("NAME_EXPLETIVE");
  });

  it.each([
    "as.good.as",
    "glass house",
    "bass.player",
    "scunthorpe",
    "classic.cars",
    "assassin",
    "shitake",
    "moby dick tours",
    "blue tits cafe",
    "wow!",
  ])("allows %j, which only contains or resembles one", (name) => {
    expect(refusal(name)).toBeNull();
  });
});

describe("namePolicyRefusal: reserved brands", () => {
  it.each([
    "google maps",
    "Google.Maps",
    "g00gle",
    "goog1e.maps.home",
    "coca cola",
    "coca.cola",
    "cocacola",
    "my.pin",
    "the netflix house",
  ])("reserves %j", (name) => {
    expect(refusal(name)).toBe("NAME_RESERVED");
  });

  it("reserves every listed brand as a name of its own", () => {
    for (const brand of RESERVED_BRANDS) expect(refusal(brand), brand).toBe("NAME_RESERVED");
  });

  it.each(["my.pin2", "googly eyes", "corner shop", "apple tree cottage"])("allows %j", (name) => {
    expect(refusal(name)).toBeNull();
  });

  it("lists each brand once, lower-case, as one word", () => {
    expect(new Set(RESERVED_BRANDS).size).toBe(RESERVED_BRANDS.length);
    for (const brand of RESERVED_BRANDS) expect(brand).toMatch(/^[a-z0-9]+$/);
  });
});

describe("namePolicyRefusal: order", () => {
  it("reports mixed scripts before an expletive or a brand", () => {
    expect(refusal("fuck g\u03bfogle")).toBe("NAME_MIXED_SCRIPTS");
  });

  it("reports an expletive before a brand", () => {
    expect(refusal("fuck.google")).toBe("NAME_EXPLETIVE");
  });

  it("allows the issue's own example name", () => {
    expect(refusal("My.Pin2")).toBeNull();
  });
});
