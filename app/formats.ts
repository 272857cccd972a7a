import { formatUtcDay as utcDayIn } from "../domain/analytics";
import { formatShortDateTime as shortDateTimeIn } from "../domain/dates";
import { formatPriceIn, type TCurrency } from "../domain/prices";
import { LOCALE } from "./locale";

// Prices and dates as this build's language writes them (German "24,00 £", "30. Juni 2027").

export const formatPrice = (amount: number, currency: TCurrency) => formatPriceIn(LOCALE, amount, currency);

export const formatShortDateTime = (epochMs: number, timeZone?: string) => shortDateTimeIn(epochMs, timeZone, LOCALE);

export const formatUtcDay = (day: string) => utcDayIn(day, LOCALE);
