// The public site: pricing, contact, the legal pages and the cookie banner (the marketing pages'
// words are in marketing-pages.ts).

export const pricingPage = {
  title: "Pricing",
  intro: "One annual price per MyPin, set by the format of its name.",
  tier: "Tier",
  format: "Format",
  perYearHeading: "Price per year",
  currencies: { gbp: "GBP", eur: "EUR", usd: "USD" },
  annualNote: "All subscriptions are annual and cancellable any time",
  perYear: (price: string) => `${price} per year`,
} as const;

export const contact = {
  sendFailed: "Failed to send message. Please try again.",
  title: "Contact Us",
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
