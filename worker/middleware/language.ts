import type { Context } from "hono";
import { languageDetector } from "hono/language";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LOCALES, type TLocale } from "../../domain/locales";

// The language a request is answered in: the visitor's stored choice (the cookie the language
// chooser sets), else the first language of Accept-Language that MyPin speaks ("de-AT" is German),
// else English. The API's refusals and the e-mails a request queues are written in it. Detecting
// never sets the cookie: only a visitor's own choice does.
export const requestLanguage = languageDetector({
  supportedLanguages: [...LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  order: ["cookie", "header"],
  lookupCookie: LANGUAGE_COOKIE,
  caches: false,
});

// The detected language as a locale (English before detection, for a request refused earlier).
export function requestLocale(c: Context): TLocale {
  const language = c.get("language");
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
