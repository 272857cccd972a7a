import { DEFAULT_LOCALE, isLocale, type TLocale } from "./locales.ts";

// The indexed public pages of a language other than English live under its prefix (/de/,
// /de/pricing); English's are unprefixed. Every other address (a shared link, a signed-in screen)
// is one for all languages, answered in the visitor's.

// Where a language's build is served from: English's at the root, another's under its prefix.
export const localeBase = (locale: TLocale) => (locale === DEFAULT_LOCALE ? "/" : `/${locale}/`);

export function localizedPath(path: string, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}

// The language a path's prefix names, if it names one other than English.
export function localeOfPath(pathname: string): TLocale | null {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : null;
}

// The path without its language's prefix: the page it is of any language.
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === null) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}
