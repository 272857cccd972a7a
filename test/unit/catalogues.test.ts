import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/locales.ts";
import { CATALOGUES } from "../../worker/i18n/catalogues.ts";

// The type checker already holds every catalogue to English's keys and parameters; what it cannot
// see is a translation that accepts a parameter and then leaves it out of its text, or a text left
// empty. Each message function is called with marked values, and every mark English shows must show
// in each language too.
const english = CATALOGUES.en;

type TEntry = { path: string; english: unknown; translated: unknown };

function entries(english: unknown, translated: unknown, path: string): TEntry[] {
  if (typeof english === "object" && english !== null) {
    return Object.keys(english).flatMap((key) =>
      entries(
        (english as Record<string, unknown>)[key],
        (translated as Record<string, unknown> | undefined)?.[key],
        `${path}.${key}`,
      ),
    );
  }
  return [{ path, english, translated }];
}

// Marks that read the same in every language: a string no translation would write, or a number
// small enough to need no grouping and large enough to take every language's "other" plural form.
function marksFor(parameterCount: number, kind: "text" | "number") {
  return Array.from({ length: parameterCount }, (_, index) => (kind === "text" ? `⟦${index}⟧` : 37 + index));
}

function shownMarks(render: (...args: unknown[]) => unknown, marks: (string | number)[]) {
  const text = String(render(...marks));
  return marks.filter((mark) => text.includes(String(mark)));
}

// Numbers are tried first, since a count must stay a number for the plural rules while a text
// parameter shows a number as well; where English cannot take numbers, text marks are used.
function markedCall(render: (...args: unknown[]) => unknown) {
  for (const kind of ["number", "text"] as const) {
    const marks = marksFor(render.length, kind);
    try {
      const text = String(render(...marks));
      if (!text.includes("NaN") && shownMarks(render, marks).length > 0) return marks;
    } catch {
      // A parameter of the other kind; the next kind is tried.
    }
  }
  return null;
}

const translations = LOCALES.filter((locale) => locale !== "en");

describe.each(translations)("the %s catalogue", (locale) => {
  it("has a text for every English text", () => {
    const all = entries(english, CATALOGUES[locale], "");
    const missing = all.filter(
      ({ english, translated }) =>
        typeof english !== typeof translated || (typeof translated === "string" && translated.trim() === ""),
    );
    expect(missing.map(({ path }) => path)).toEqual([]);
  });

  it("shows every value English shows", () => {
    const all = entries(english, CATALOGUES[locale], "");
    const dropped = all.flatMap(({ path, english, translated }) => {
      if (typeof english !== "function" || typeof translated !== "function") return [];
      const marks = markedCall(english as (...args: unknown[]) => unknown);
      if (marks === null) return [];
      const expected = shownMarks(english as (...args: unknown[]) => unknown, marks);
      const shown = shownMarks(translated as (...args: unknown[]) => unknown, marks);
      return expected.every((mark) => shown.includes(mark)) ? [] : [`${path}: ${expected.join(", ")}`];
    });
    expect(dropped).toEqual([]);
  });
});
