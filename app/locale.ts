import { isIndexedPath } from "../domain/indexed-paths";
import { localizedPath } from "../domain/locale-paths";
import type { TLocale } from "../domain/locales";

// The language this build of the app is in (vite.config.ts): every text it shows is that
// language's, and its public pages are under that language's prefix.
export const LOCALE: TLocale = import.meta.env.LOCALE;

// An address within the app as this language has it: an indexed page under the language's prefix
// ("/pricing" is "/de/pricing" in German). "/" with a query is a screen rather than the landing and,
// like every address that is no indexed page's (a shared link, a signed-in screen), one address for
// every language, answered in the visitor's.
export function localePath(to: string): string {
  if (LOCALE === "en" || !to.startsWith("/")) return to;
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? "" : to.slice(cut);
  if (!isIndexedPath(pathname) || (pathname === "/" && rest.startsWith("?"))) return to;
  return localizedPath(pathname, LOCALE) + rest;
}
