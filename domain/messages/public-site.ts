// The public site: the yearly price and the legal pages (the marketing pages' words are in
// marketing-pages.ts, /pricing's in pricing.ts, /contact's in contact.ts, the cookie banner's and
// settings' in consent.ts).

// The yearly price as the create panel and the payment result show it; /pricing's own texts are in
// pricing.ts.
export const pricingPage = {
  perYear: (price: string) => `${price} per year`,
} as const;

export const legalPages = {
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  cookies: "Cookie Policy",
} as const;
