import { describe, expect, it } from "vitest";
import { currencyForCountry, currencyForLanguage, resolveCurrency } from "../../domain/currency.ts";
import { ZCurrency } from "../../domain/schemas.ts";

const EURO_COUNTRIES = ["DE", "FR", "IT", "ES", "NL", "BE", "AT", "PT", "IE", "FI", "GR", "LU"];

describe("currencyForCountry", () => {
  it.each(["GB", "UK"])("gives gbp for %s", (code) => {
    expect(currencyForCountry(code)).toBe("gbp");
  });

  it.each(["US", "CA"])("gives usd for %s", (code) => {
    expect(currencyForCountry(code)).toBe("usd");
  });

  it.each(EURO_COUNTRIES)("gives eur for %s", (code) => {
    expect(currencyForCountry(code)).toBe("eur");
  });

  it.each(["JP", "CH", "AU", "SE"])("gives usd for any other country such as %s", (code) => {
    expect(currencyForCountry(code)).toBe("usd");
  });

  it("ignores case and surrounding spaces", () => {
    expect(currencyForCountry(" gb ")).toBe("gbp");
    expect(currencyForCountry("de")).toBe("eur");
  });

  it.each([null, undefined, "", "  "])("gives no answer for %j", (code) => {
    expect(currencyForCountry(code)).toBeNull();
  });

  it.each(["XX", "T1", "USA", "1"])("gives no answer for the unplaceable code %j", (code) => {
    expect(currencyForCountry(code)).toBeNull();
  });
});

describe("currencyForLanguage", () => {
  it.each(["en-GB", "en-gb", "en_GB"])("gives gbp for %s", (language) => {
    expect(currencyForLanguage(language)).toBe("gbp");
  });

  it.each(["de", "fr", "es", "it", "nl", "pt", "de-AT", "fr-CA", "pt-BR", "ES-es"])("gives eur for %s", (language) => {
    expect(currencyForLanguage(language)).toBe("eur");
  });

  it.each(["en", "en-US", "ja", "sv-SE", "", null, undefined])("gives no answer for %j", (language) => {
    expect(currencyForLanguage(language)).toBeNull();
  });

  it("reads the first language of an Accept-Language header", () => {
    expect(currencyForLanguage("en-GB,en;q=0.9")).toBe("gbp");
    expect(currencyForLanguage("fr-FR;q=1, en;q=0.8")).toBe("eur");
    expect(currencyForLanguage("en-US,en-GB;q=0.9")).toBeNull();
  });
});

describe("resolveCurrency", () => {
  it("prefers the stored choice over country and language", () => {
    expect(resolveCurrency({ stored: "eur", country: "GB", language: "en-GB" })).toBe("eur");
  });

  it("ignores a stored value that is not a currency choice", () => {
    expect(resolveCurrency({ stored: "jpy", country: "GB" })).toBe("gbp");
  });

  it("prefers the country over the language", () => {
    expect(resolveCurrency({ country: "US", language: "de-DE" })).toBe("usd");
  });

  it("falls back to the language when the country is unknown", () => {
    expect(resolveCurrency({ stored: null, country: "XX", language: "de-DE" })).toBe("eur");
    expect(resolveCurrency({ language: "en-GB" })).toBe("gbp");
  });

  it("defaults to usd", () => {
    expect(resolveCurrency({})).toBe("usd");
    expect(resolveCurrency({ country: null, language: "ja" })).toBe("usd");
  });
});

describe("ZCurrency", () => {
  it("accepts only gbp, eur and usd", () => {
    expect(ZCurrency.options).toEqual(["gbp", "eur", "usd"]);
    expect(ZCurrency.safeParse("GBP").success).toBe(false);
  });
});
