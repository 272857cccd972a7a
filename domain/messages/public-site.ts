// The public site: the yearly price (the marketing pages' words are in marketing-pages.ts,
// /pricing's in pricing.ts, /contact's in contact.ts, the cookie banner's and settings' in
// consent.ts, and the legal pages' titles are the first headings of content/legal/).

// The yearly price as the create panel and the payment result show it; /pricing's own texts are in
// pricing.ts.
export const pricingPage = {
  perYear: (price: string) => `${price} per year`,
} as const;
