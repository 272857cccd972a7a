import type * as z from "zod";
import type { ZPriceCheck } from "./answers/staff.ts";
import { devTools } from "./messages/dev-tools.ts";
import { TIER_ORDER, type TTier } from "./names.ts";
import { CURRENCIES, priceInMinorUnits, type TCurrency } from "./prices.ts";

// The development tools' price validation: each of the 9 yearly prices
// (tier x currency) must exist under its lookup key with the amount domain/prices.ts charges.

// What Stripe says of one price, as the check needs it.
export type TStripePrice = {
  product: string;
  currency: string;
  unitAmount: number | null;
  interval: string | null;
  active: boolean;
};

export type TPriceCheck = z.output<typeof ZPriceCheck>;

export function checkPrices(
  found: ReadonlyMap<string, TStripePrice>,
  lookupKeyOf: (tier: TTier, currency: TCurrency) => string,
  product: string,
): TPriceCheck[] {
  return TIER_ORDER.flatMap((tier) =>
    CURRENCIES.map((currency) => {
      const lookupKey = lookupKeyOf(tier, currency);
      const expected = priceInMinorUnits(tier, currency);
      const price = found.get(lookupKey);
      const problems = price
        ? problemsOf(price, lookupKey, expected, currency, product)
        : [devTools.priceMissing(lookupKey)];
      return {
        tier,
        currency,
        lookupKey,
        expected,
        actual: price?.unitAmount ?? null,
        ok: problems.length === 0,
        problems,
      };
    }),
  );
}

function problemsOf(price: TStripePrice, key: string, expected: number, currency: TCurrency, product: string) {
  const problems: string[] = [];
  if (price.unitAmount !== expected) problems.push(devTools.priceAmount(key, expected, price.unitAmount));
  if (price.currency !== currency) problems.push(devTools.priceCurrency(key, price.currency));
  if (price.interval !== "year") problems.push(devTools.priceInterval(key));
  if (!price.active) problems.push(devTools.priceInactive(key));
  if (price.product !== product) problems.push(devTools.priceProduct(key, price.product));
  return problems;
}
