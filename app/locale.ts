import { isIndexedPath } from "../domain/indexed-paths";
import type { TLocale } from "../domain/locales";

// The language this build of the app is in (vite.config.ts): every text it shows is that
// language's, and its public pages are under its prefix.
export const LOCALE: TLocale = import.meta.env.LOCALE;

// Where this build's public pages live: "" for English's, "/de" for German's (the build's base).
const PREFIX = import.meta.env.BASE_URL.replace(/\/$/, "");

// An address within the app as this build has it: an indexed page under the build's prefix
// ("/pricing" is "/de/pricing" in German). "/" with a query is a screen rather than the landing and,
// like every address that is no indexed page's (a shared link, a signed-in screen), one address for
// every language, answered in the visitor's.
export function localePath(to: string): string {
  if (PREFIX === "" || !to.startsWith("/")) return to;
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? "" : to.slice(cut);
  if (!isIndexedPath(pathname) || (pathname === "/" && rest.startsWith("?"))) return to;
  return `${PREFIX}${pathname === "/" ? "/" : pathname}${rest}`;
}

// The page a path is, without the build's prefix ("/de/pricing" is "/pricing").
export function pagePath(pathname: string): string {
  if (PREFIX === "" || (pathname !== PREFIX && !pathname.startsWith(`${PREFIX}/`))) return pathname;
  return pathname.slice(PREFIX.length) || "/";
}

// A file this build writes for its language (the QR card), under the build's own address.
export const localeFile = (name: string) => `${import.meta.env.BASE_URL}${name}`;
