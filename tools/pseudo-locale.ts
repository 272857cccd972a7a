import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

// The pseudo-locale the browser suite renders every screen in (test/e2e/pseudo-locale.test.ts):
// English with every letter accented and every vowel doubled, about a third longer, as translations
// often are. A word of plain letters on such a page was not taken from a catalogue, and a screen
// whose layout breaks with it will break in German. Only the suite's build has it (tools/build.ts);
// it is served under /en-XA/, the tag such locales use.
export const PSEUDO_LOCALE = "en-XA";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ"][index] ?? letter,
  ]),
);

export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => {
    const accented = ACCENTED[letter] ?? letter;
    return "aeiouAEIOU".includes(letter) ? accented + accented : accented;
  });
}

// A catalogue entry in the pseudo-locale: its texts, a message function's result, every item.
export function pseudoCatalogue<T>(value: T): T {
  if (typeof value === "string") return pseudoText(value) as T;
  if (typeof value === "function") {
    return ((...args: unknown[]) => pseudoCatalogue((value as (...a: unknown[]) => unknown)(...args))) as T;
  }
  if (Array.isArray(value)) return value.map(pseudoCatalogue) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, pseudoCatalogue(entry)])) as T;
  }
  return value;
}

const VIRTUAL = "\0mypin-pseudo:";
const ENGLISH_AREA = /[\\/]domain[\\/]messages[\\/](?!plural|translation)[\w-]+\.ts$/;

// Every English catalogue module, as its pseudo-locale twin: each export passed through
// pseudoCatalogue. (The legal pages' text goes through pseudoText in markdownAsHtml.)
export function pseudoTexts(): Plugin {
  return {
    name: "mypin-pseudo-texts",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (importer === undefined || importer.startsWith(VIRTUAL) || source.endsWith("?english")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && ENGLISH_AREA.test(resolved.id) ? `${VIRTUAL}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const file = id.slice(VIRTUAL.length);
      const names = [...readFileSync(file, "utf8").matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
      return [
        `import * as english from ${JSON.stringify(`${file}?english`)};`,
        `import { pseudoCatalogue } from ${JSON.stringify(new URL(import.meta.url).pathname)};`,
        ...names.map((name) => `export const ${name} = pseudoCatalogue(english.${name});`),
      ].join("\n");
    },
  };
}
