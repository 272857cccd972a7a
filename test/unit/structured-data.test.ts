import { expect, it } from "vitest";
import { pricingFaq } from "../../domain/messages/pricing";
import { tierLabel } from "../../domain/names";
import { PRICES } from "../../domain/prices";
import { faqPage, jsonLdText, PRICE_RANGES, pricingProduct } from "../../domain/structured-data";

it("quotes the spec's dollar ranges per tier as a Product with an AggregateOffer each", () => {
  const product = pricingProduct("https://mypin.app");
  expect(product).toMatchObject({ "@context": "https://schema.org", "@type": "Product", name: "MyPin" });
  expect(product.offers).toEqual([
    {
      "@type": "AggregateOffer",
      name: "Basic",
      priceCurrency: "USD",
      lowPrice: 12,
      highPrice: 15,
      url: "https://mypin.app/pricing",
    },
    {
      "@type": "AggregateOffer",
      name: "Simple",
      priceCurrency: "USD",
      lowPrice: 24,
      highPrice: 32,
      url: "https://mypin.app/pricing",
    },
    {
      "@type": "AggregateOffer",
      name: "Premium",
      priceCurrency: "USD",
      lowPrice: 32,
      highPrice: 49,
      url: "https://mypin.app/pricing",
    },
  ]);
});

it("tops each range with the tier's dollar price", () => {
  for (const tier of ["basic", "simple", "premium"] as const) expect(PRICE_RANGES[tier].high).toBe(PRICES.usd[tier]);
});

it("makes the FAQ a FAQPage of its questions and answers", () => {
  const page = faqPage(pricingFaq);
  expect(page["@type"]).toBe("FAQPage");
  expect(page.mainEntity).toHaveLength(pricingFaq.length);
  expect((page.mainEntity as unknown[])[0]).toEqual({
    "@type": "Question",
    name: pricingFaq[0].question,
    acceptedAnswer: { "@type": "Answer", text: pricingFaq[0].answer },
  });
});

it("quotes the pound figures of the same ranges in the FAQ", () => {
  const answers = pricingFaq.map((entry) => entry.answer).join(" ");
  for (const tier of ["basic", "simple", "premium"] as const) {
    expect(answers).toContain(`${tierLabel(tier)} £${PRICE_RANGES[tier].low}-${PRICE_RANGES[tier].high}`);
  }
});

it("keeps text that would close the script element inside the JSON", () => {
  const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
});
