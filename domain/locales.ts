// The languages MyPin speaks. English is the source every other catalogue mirrors, and the
// language of a page without a prefix.
export const LOCALES = ["en", "de", "fr", "es", "it", "nl", "pt"] as const;

export type TLocale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: TLocale = "en";

// The cookie that keeps a visitor's chosen language.
export const LANGUAGE_COOKIE = "lang";

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// The locale Intl formats and plural rules are asked for: MyPin's English writes dates as the spec
// does, the US way ("June 30, 2027"); its Portuguese is Portugal's, whose numbers ("12 345") and
// plurals (0 takes the plural) are not Brazil's, which plain "pt" gives.
export function intlLocale(locale: TLocale): string {
  if (locale === "en") return "en-US";
  return locale === "pt" ? "pt-PT" : locale;
}
