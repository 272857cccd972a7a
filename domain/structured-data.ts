import { type TTier, tierLabel } from "./names.ts";

// The structured marketing data quotes dollar ranges per tier, across what the
// tier costs in each currency; the FAQ quotes the same figures in pounds.
export const PRICE_RANGES: Record<TTier, { low: number; high: number }> = {
  basic: { low: 12, high: 15 },
  simple: { low: 24, high: 32 },
  premium: { low: 32, high: 49 },
};

type TJsonLd = Record<string, unknown>;

// schema.org Product with an AggregateOffer per tier, for /pricing's JSON-LD.
export function pricingProduct(origin: string): TJsonLd {
  const url = `${origin}/pricing`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: "MyPin",
    description: "A short, memorable name for any place, shared as a link or a QR code; an annual subscription.",
    brand: { "@type": "Brand", name: "MyPin" },
    url,
    offers: (["basic", "simple", "premium"] as const).map((tier) => ({
      "@type": "AggregateOffer",
      name: tierLabel(tier),
      priceCurrency: "USD",
      lowPrice: PRICE_RANGES[tier].low,
      highPrice: PRICE_RANGES[tier].high,
      url,
    })),
  };
}

// schema.org FAQPage of the same questions the page shows.
export function faqPage(entries: readonly { question: string; answer: string }[]): TJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

// JSON inside a <script> element ends at the first "</script"; escaping "<" keeps any text inside.
export function jsonLdText(data: TJsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
