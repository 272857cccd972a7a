import type { TTier } from "./names.ts";

export type TCurrency = "gbp" | "eur" | "usd";

export const CURRENCIES: readonly TCurrency[] = ["gbp", "eur", "usd"];

// Annual prices in major units.
export const PRICES: Record<TCurrency, Record<TTier, number>> = {
  gbp: { basic: 12, simple: 24, premium: 36 },
  eur: { basic: 13, simple: 28, premium: 42 },
  usd: { basic: 15, simple: 32, premium: 49 },
};

const SYMBOLS: Record<TCurrency, string> = { gbp: "£", eur: "€", usd: "$" };

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

// The create panel's price-tier hint shows relative cost, not a figure.
export const TIER_HINT: Record<TTier, "$" | "$$" | "$$$"> = {
  basic: "$",
  simple: "$$",
  premium: "$$$",
};
