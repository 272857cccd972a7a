import { DAY_MS } from "./lifecycle.ts";
import { CURRENCIES, type TCurrency } from "./prices.ts";

// The dashboard's overview cards: the calendar windows its counts use,
// and the monthly revenue estimate. Months and years are UTC, the same for every admin.

export type TDashboardWindows = {
  now: number;
  weekAhead: number;
  yearStart: number;
  monthStart: number;
  nextMonthStart: number;
  monthAfterNextStart: number;
};

export function dashboardWindows(now: number): TDashboardWindows {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  // Date.UTC carries a month past December into the next year.
  return {
    now,
    weekAhead: now + 7 * DAY_MS,
    yearStart: Date.UTC(year, 0, 1),
    monthStart: Date.UTC(year, month, 1),
    nextMonthStart: Date.UTC(year, month + 1, 1),
    monthAfterNextStart: Date.UTC(year, month + 2, 1),
  };
}

export type TMonthlyRevenue = {
  // Dollars, at the configured rates: an estimate, and the card says so.
  usdEstimate: number;
  // Major units of each currency, as charged.
  byCurrency: Record<TCurrency, number>;
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

// Subscriptions are yearly, so a month's revenue is a twelfth of the yearly amounts.
export function monthlyRevenue(
  yearlyMinor: Partial<Record<TCurrency, number>>,
  usdRates: Record<TCurrency, number>,
): TMonthlyRevenue {
  const monthly = (currency: TCurrency) => (yearlyMinor[currency] ?? 0) / 100 / 12;
  const byCurrency = Object.fromEntries(CURRENCIES.map((currency) => [currency, cents(monthly(currency))])) as Record<
    TCurrency,
    number
  >;
  const usd = CURRENCIES.reduce((total, currency) => total + monthly(currency) * usdRates[currency], 0);
  return { usdEstimate: cents(usd), byCurrency };
}
