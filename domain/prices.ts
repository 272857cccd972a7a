import { CURRENCIES, type TCurrency } from "./currency.ts";
import { intlLocale, type TLocale } from "./locales.ts";
import type { TTier } from "./names.ts";

// The currencies are declared with the visitor's (currency.ts), which the first paint's footer
// shows, so that the prices themselves load only with a screen that shows one.
export { CURRENCIES, type TCurrency };

// Annual prices in major units.
export const PRICES: Record<TCurrency, Record<TTier, number>> = {
  gbp: { basic: 12, simple: 24, premium: 36 },
  eur: { basic: 13, simple: 28, premium: 42 },
  usd: { basic: 15, simple: 32, premium: 49 },
};

const SYMBOLS: Record<TCurrency, string> = { gbp: "£", eur: "€", usd: "$" };

export function isCurrency(value: unknown): value is TCurrency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

export function priceFor(tier: TTier, currency: TCurrency): number {
  return PRICES[currency][tier];
}

// The payment provider takes amounts in minor units; rounding keeps 0.1 + 0.2 style drift out.
export function priceInMinorUnits(tier: TTier, currency: TCurrency): number {
  return Math.round(priceFor(tier, currency) * 100);
}

export function formatPrice(amount: number, currency: TCurrency): string {
  const figure = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${SYMBOLS[currency]}${figure}`;
}

// English writes a price as the spec shows it (£36, €32.99); every other language as its locale
// writes an amount of that currency (German "36,00 £").
export function formatPriceIn(locale: TLocale, amount: number, currency: TCurrency): string {
  if (locale === "en") return formatPrice(amount, currency);
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: currency.toUpperCase() }).format(
    amount,
  );
}
