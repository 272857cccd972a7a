import { LANGUAGE_COOKIE, type TLocale } from "../domain/locales";
import { chooseAccountLanguage } from "./api/language";
import { writeCookie } from "./cookies";

const A_YEAR_SECONDS = 365 * 24 * 3600;

// A visitor's language, kept in the cookie the worker answers pages in (worker/middleware/
// language.ts) and, for a signed-in visitor, on the account, whose e-mails follow it. Called as the
// visitor leaves for that language's page, so the account's is sent to finish on its own.
export function chooseLanguage(locale: TLocale, signedIn: boolean) {
  writeCookie(LANGUAGE_COOKIE, locale, A_YEAR_SECONDS);
  if (signedIn) void chooseAccountLanguage(locale);
}

// Whether the visitor has chosen a language (an English page offers theirs only until they have).
export function hasChosenLanguage(): boolean {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=`).test(document.cookie);
}
