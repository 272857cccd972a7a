import type { TLocale } from "../../domain/locales";
import { CATALOGUES } from "./catalogues";

// A text the worker's rules produce is English: the spec's words, taken from the English catalogue.
// Like gettext's, the English text is its own key: found at a path of the English catalogue, it is
// answered with the text at the same path of the reader's. A text that is not a catalogue's (a
// message function's result, a name) is answered as it is.
let pathsOfEnglish: Map<string, string[]> | undefined;

function collectPaths(node: unknown, path: string[], into: Map<string, string[]>) {
  if (typeof node === "string") {
    if (!into.has(node)) into.set(node, path);
  } else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) collectPaths(value, [...path, key], into);
  }
}

function englishPaths() {
  if (pathsOfEnglish === undefined) {
    pathsOfEnglish = new Map();
    collectPaths(CATALOGUES.en, [], pathsOfEnglish);
  }
  return pathsOfEnglish;
}

export function localize(text: string, locale: TLocale): string {
  if (locale === "en") return text;
  const path = englishPaths().get(text);
  if (path === undefined) return text;
  const translated = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], CATALOGUES[locale]);
  return typeof translated === "string" ? translated : text;
}
