// The public site: pricing, about, the themed pages, the call to action, contact, the legal pages
// (the cookie banner and settings are in consent.ts).

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

export const aboutPage = {
  title: "About Us",
  body: [
    "MyPin gives any place a short, memorable name. Owners choose a name, put it on the map and share it as a link or a QR code; anyone who searches that name gets directions straight to the door in Apple Maps or Google Maps.",
    "Names are unique and first come, first served. Each one is an annual subscription that you can cancel any time, and it stays active until its anniversary.",
  ],
} as const;

export const themedPages = {
  freeBanner: "Try MyPin free for 90 days",
  checkAvailability: "Check if your perfect name is available",
  renters: {
    headline: "Guests find your rental first time",
    body: "Swap long directions and hard-to-find entrances for one name. Send your MyPin with the booking and every guest arrives at the right door, whichever map app they use.",
  },
  carReg: {
    headline: "Your private plate, now a place",
    body: "Turn the name on your plate into a MyPin that points to your home, garage or business, so people who remember your car can find you too.",
  },
  wedding: {
    headline: "Every guest at the right venue",
    body: "Print one MyPin on your invitations and guests get directions to the ceremony and the reception without hunting for postcodes or side entrances.",
  },
  business: {
    headline: "Customers find your door, not your competitor's",
    body: "Give your shop, office or pop-up a MyPin that customers remember, put it on your signs and cards, and let them get directions in one tap.",
  },
} as const;

export const ctaPage = {
  title: "Name it, share it, find it",
} as const;

export const contact = {
  sendFailed: "Failed to send message. Please try again.",
  title: "Contact Us",
} as const;

export const legalPages = {
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  cookies: "Cookie Policy",
} as const;
