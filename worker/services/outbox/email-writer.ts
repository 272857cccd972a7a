import { formatCoordinate, type TCoordinates } from "../../../domain/coordinates";
import { intlLocale, type TLocale } from "../../../domain/locales";
import type { TCatalogue } from "../../../domain/messages/translation";
import { formatPriceIn, type TCurrency } from "../../../domain/prices";
import { CATALOGUES } from "../../i18n/catalogues";

// What a template writes with: the texts, dates, prices and places of its reader's language.
export type TWriter = {
  t: TCatalogue["emails"]["emailTexts"];
  catalogue: TCatalogue;
  date: (epochMs: number) => string;
  price: (amountMinor: number, currency: TCurrency) => string;
  place: (coordinates: TCoordinates) => string;
};

export function writerFor(locale: TLocale): TWriter {
  const catalogue = CATALOGUES[locale];
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" });
  return {
    t: catalogue.emails.emailTexts,
    catalogue,
    date: (epochMs) => dates.format(epochMs),
    price: (amountMinor, currency) => formatPriceIn(locale, amountMinor / 100, currency),
    place: ({ latitude, longitude }) =>
      catalogue.emails.emailTexts.place(formatCoordinate(latitude), formatCoordinate(longitude)),
  };
}

// An e-mail's text: its paragraphs, a blank line between each.
export const paragraphs = (...texts: string[]) => texts.join("\n\n");
