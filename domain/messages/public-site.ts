// The public site: the yearly price, the legal pages and the cookie banner (the marketing pages'
// words are in marketing-pages.ts, /pricing's in pricing.ts, /contact's in contact.ts).

// The yearly price as the create panel and the payment result show it; /pricing's own texts are in
// pricing.ts.
export const pricingPage = {
  perYear: (price: string) => `${price} per year`,
} as const;

export const legalPages = {
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  cookies: "Cookie Policy",
  cookieSettings: "Cookie Settings",
} as const;

export const cookies = {
  bannerTitle: "We use cookies",
} as const;
