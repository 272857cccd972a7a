import type { TLocale } from "../../domain/locales";
import { CATALOGUES } from "./catalogues";

// A text the worker's rules produce is English: the spec's words, taken from the English catalogue.
// Like gettext's, the English text is its own key: found at a path of the English catalogue, it is
// answered with the text at the same path of the reader's. A message function's result with a
// number in it ("at most 200 characters") is found by calling the English functions of one
// parameter with that number; the reader's function at the same path then writes it. Any other
// text (a name, a value of a string) is answered as it is.
type TPaths = { texts: Map<string, string[]>; counts: string[][] };

let pathsOfEnglish: TPaths | undefined;

function collectPaths(node: unknown, path: string[], into: TPaths) {
  if (typeof node === "string") {
    if (!into.texts.has(node)) into.texts.set(node, path);
  } else if (typeof node === "function") {
    if (node.length === 1) into.counts.push(path);
  } else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) collectPaths(value, [...path, key], into);
  }
}

function englishPaths() {
  if (pathsOfEnglish === undefined) {
    pathsOfEnglish = { texts: new Map(), counts: [] };
    collectPaths(CATALOGUES.en, [], pathsOfEnglish);
  }
  return pathsOfEnglish;
}

const at = (locale: TLocale, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], CATALOGUES[locale]);

function writtenWith(text: string, locale: TLocale): string | undefined {
  const numbers = [...new Set(text.match(/\d+/g) ?? [])].map(Number);
  for (const path of englishPaths().counts) {
    const english = at("en", path) as (value: number) => unknown;
    for (const value of numbers) {
      let written: unknown;
      try {
        written = english(value);
      } catch {
        // A function of a text, not a number.
        continue;
      }
      if (written !== text) continue;
      const translated = at(locale, path);
      return typeof translated === "function" ? String(translated(value)) : undefined;
    }
  }
  return undefined;
}

export function localize(text: string, locale: TLocale): string {
  if (locale === "en") return text;
  const path = englishPaths().texts.get(text);
  if (path === undefined) return writtenWith(text, locale) ?? text;
  const translated = at(locale, path);
  return typeof translated === "string" ? translated : text;
}
