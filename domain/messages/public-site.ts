// The public site: the yearly price, the cookie settings and the cookie banner (the marketing
// pages' words are in marketing-pages.ts, /pricing's in pricing.ts, /contact's in contact.ts, and
// the legal pages' titles are the first headings of content/legal/).

// The yearly price as the create panel and the payment result show it; /pricing's own texts are in
// pricing.ts.
export const pricingPage = {
  perYear: (price: string) => `${price} per year`,
} as const;

export const legalPages = {
  cookieSettings: "Cookie Settings",
} as const;

export const cookies = {
  bannerTitle: "We use cookies",
} as const;
