import { describe, expect, it } from "vitest";
import { checkPrices, type TStripePrice } from "../../domain/stripe-check";

const PRODUCT = "mypin_subscription";
const keyOf = (tier: string, currency: string) => `mypin_${tier}_${currency}`;

// Stripe's prices as npm run stripe:setup makes them: the amounts of domain/prices.ts, yearly.
function goodPrices() {
  const amounts: Record<string, Record<string, number>> = {
    gbp: { basic: 1200, simple: 2400, premium: 3600 },
    eur: { basic: 1300, simple: 2800, premium: 4200 },
    usd: { basic: 1500, simple: 3200, premium: 4900 },
  };
  const found = new Map<string, TStripePrice>();
  for (const [currency, byTier] of Object.entries(amounts)) {
    for (const [tier, unitAmount] of Object.entries(byTier)) {
      found.set(keyOf(tier, currency), { product: PRODUCT, currency, unitAmount, interval: "year", active: true });
    }
  }
  return found;
}

describe("the development tools' price validation", () => {
  it("passes the 9 prices MyPin charges, each with its expected and actual amount", () => {
    const checks = checkPrices(goodPrices(), keyOf, PRODUCT);
    expect(checks).toHaveLength(9);
    expect(checks.every((check) => check.ok && check.problems.length === 0)).toBe(true);
    expect(checks.find((check) => check.lookupKey === "mypin_simple_eur")).toEqual({
      tier: "simple",
      currency: "eur",
      lookupKey: "mypin_simple_eur",
      expected: 2800,
      actual: 2800,
      ok: true,
      problems: [],
    });
  });

  it("reports a missing price", () => {
    const found = goodPrices();
    found.delete("mypin_basic_usd");
    const failed = checkPrices(found, keyOf, PRODUCT).filter((check) => !check.ok);
    expect(failed).toEqual([
      expect.objectContaining({
        lookupKey: "mypin_basic_usd",
        expected: 1500,
        actual: null,
        problems: ["No price has the lookup key mypin_basic_usd"],
      }),
    ]);
  });

  it("reports a wrong amount, currency, interval, product and an inactive price", () => {
    const found = goodPrices();
    found.set("mypin_premium_gbp", {
      product: "prod_other",
      currency: "eur",
      unitAmount: 3500,
      interval: "month",
      active: false,
    });
    const [failed, ...others] = checkPrices(found, keyOf, PRODUCT).filter((check) => !check.ok);
    expect(others).toEqual([]);
    expect(failed?.actual).toBe(3500);
    expect(failed?.problems).toEqual([
      "Price mypin_premium_gbp costs 3500 minor units, expected 3600",
      "Price mypin_premium_gbp is in eur",
      "Price mypin_premium_gbp is not yearly",
      "Price mypin_premium_gbp is not active",
      "Price mypin_premium_gbp belongs to prod_other",
    ]);
  });

  it("reports a price without an amount", () => {
    const found = goodPrices();
    found.set("mypin_basic_gbp", {
      product: PRODUCT,
      currency: "gbp",
      unitAmount: null,
      interval: "year",
      active: true,
    });
    const failed = checkPrices(found, keyOf, PRODUCT).find((check) => !check.ok);
    expect(failed?.problems).toEqual(["Price mypin_basic_gbp costs nothing minor units, expected 1200"]);
  });
});
