import { formatUtcDay as utcDayIn } from "../domain/analytics";
import { formatShortDateTime as shortDateTimeIn } from "../domain/dates";
import { intlLocale } from "../domain/locales";
import { formatPriceIn, type TCurrency } from "../domain/prices";
import { LOCALE } from "./locale";

// Prices and dates as this build's language writes them (German "24,00 £", "30. Juni 2027").

export const formatPrice = (amount: number, currency: TCurrency) => formatPriceIn(LOCALE, amount, currency);

export const formatShortDateTime = (epochMs: number, timeZone?: string) => shortDateTimeIn(epochMs, timeZone, LOCALE);

export const formatUtcDay = (day: string) => utcDayIn(day, LOCALE);

export const formatCount = (count: number) => new Intl.NumberFormat(intlLocale(LOCALE)).format(count);

// A UTC month ("2026-11") as its name and year: "November 2026".
export const formatUtcMonth = (month: string) =>
  new Date(`${month}-01T00:00:00.000Z`).toLocaleDateString(intlLocale(LOCALE), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
