import { DEFAULT_LOCALE, intlLocale, type TLocale } from "./locales.ts";

// The manage tables show short month, day, year, hour and minute, as the language writes them
// (English as in the US). The time zone is the reader's unless a caller (a test, an e-mail) fixes one.
export function formatShortDateTime(epochMs: number, timeZone?: string, locale: TLocale = DEFAULT_LOCALE): string {
  return new Date(epochMs).toLocaleString(intlLocale(locale), {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });
}
