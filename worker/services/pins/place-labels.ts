import type { TTown } from "../../../domain/answers/maps";
import { intlLocale, type TLocale } from "../../../domain/locales";
import { CATALOGUES } from "../../i18n/catalogues";

export type TNear = TTown & { label: string };

// One per language, made on first use: building a DisplayNames loads its locale's data.
const countryNames = new Map<TLocale, Intl.DisplayNames>();

function countryName(country: string, locale: TLocale): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: "region", fallback: "code" });
    countryNames.set(locale, names);
  }
  return names.of(country) ?? country;
}

// "near Lyon, France", "bei Lyon, Frankreich": the town as the geocoder names it locally, the
// country in the reader's language.
export function nearOf(row: { nearTown: string | null; nearCountry: string | null }, locale: TLocale): TNear | null {
  const { nearTown: town, nearCountry: country } = row;
  if (town === null || country === null) return null;
  return { town, country, label: CATALOGUES[locale].places.places.near(town, countryName(country, locale)) };
}
