import { describe, expect, it } from "vitest";
import { TIER_HINT } from "../../domain/names.ts";
import { CURRENCIES, formatPrice, PRICES, priceFor, priceInMinorUnits } from "../../domain/prices.ts";

describe("priceFor", () => {
  it.each([
    ["basic", "gbp", 12],
    ["simple", "gbp", 24],
    ["premium", "gbp", 36],
    ["basic", "eur", 13],
    ["simple", "eur", 28],
    ["premium", "eur", 42],
    ["basic", "usd", 15],
    ["simple", "usd", 32],
    ["premium", "usd", 49],
  ] as const)("charges %s in %s %i a year", (tier, currency, amount) => {
    expect(priceFor(tier, currency)).toBe(amount);
    expect(PRICES[currency][tier]).toBe(amount);
  });
});

describe("priceInMinorUnits", () => {
  it("gives the payment provider hundredths", () => {
    expect(priceInMinorUnits("premium", "gbp")).toBe(3600);
    expect(priceInMinorUnits("basic", "eur")).toBe(1300);
    expect(priceInMinorUnits("simple", "usd")).toBe(3200);
  });
});

describe("formatPrice", () => {
  it("shows whole amounts without decimals", () => {
    expect(formatPrice(36, "gbp")).toBe("£36");
    expect(formatPrice(13, "eur")).toBe("€13");
    expect(formatPrice(49, "usd")).toBe("$49");
  });

  it("shows other amounts with two decimals", () => {
    expect(formatPrice(19.99, "usd")).toBe("$19.99");
    expect(formatPrice(12.5, "gbp")).toBe("£12.50");
  });
});

describe("price tiers", () => {
  it("hints basic $, simple $$, premium $$$", () => {
    expect(TIER_HINT).toEqual({ basic: "$", simple: "$$", premium: "$$$" });
  });

  it("offers gbp, eur and usd", () => {
    expect(CURRENCIES).toEqual(["gbp", "eur", "usd"]);
  });
});
