// Texts of every page: the product's name, the header and footer, loading and not-found. Loaded
// with the first paint, so only what every screen shows belongs here.

export const PRODUCT = "MyPin";

// The specs name these but do not word them: navigation and accessible names of icon-only
// controls.
export const layout = {
  home: "Home",
  mainNavigation: "Main",
  shareMyPins: "Share MyPins",
  examples: "Examples",
  renters: "Renters",
  business: "Business",
  weddings: "Weddings",
  privatePlates: "Private Plates",
  pricing: "Pricing",
  aboutUs: "About Us",
  openMenu: "Open menu",
  close: "Close",
  footerNavigation: "Footer",
  copyright: (year: number) => `© ${year} MyPin. All rights reserved.`,
  dashboard: "Dashboard",
  contact: "Contact",
  terms: "Terms",
  privacy: "Privacy",
  cookies: "Cookies",
  cookieSettings: "Cookie Settings",
  developers: "Developers",
  loading: "Loading",
  // The language chooser's name: the languages themselves are named in their own words.
  language: "Language",
  // The toasts' region, as screen readers announce it (with its keyboard shortcut).
  notifications: "Notifications",
} as const;

// The header's session control and account menu, on every page.
export const accountMenu = {
  signIn: "Sign In",
  signOut: "Sign out",
  signedInAs: (email: string) => `Signed in as ${email}`,
  billingPortal: "Billing Portal",
  // Not worded by the spec, whose menu has only Billing Portal and Sign out.
  changePassword: "Change Password",
  apiKeys: "API Keys",
  billingPortalFailed: "Failed to access billing portal. Please try again.",
} as const;

// Ours: a page or a map whose code could not load, most often because a deploy replaced the files
// the open app asks for; a reload brings the new version.
export const loadFailure = {
  page: "This page could not load.",
  map: "The map could not load.",
  reason: "MyPin may have just been updated. Reload to get the latest version.",
  reload: "Reload",
} as const;

// Ours: said inside a form a page's HTML shows to a browser that runs no scripts, where it cannot
// work (the search form alone works without them).
export const noScript = {
  form: "This form needs JavaScript. Turn it on in your browser to use it.",
} as const;

export const notFoundPage = {
  title: "Oops! Page not found",
  home: "Return to Home",
} as const;

export const footer = {
  currencies: (browser: string, geo: string) => `Browser: ${browser} | Geo: ${geo}`,
  paymentCurrency: (currency: string) => `Payment will use: ${currency}`,
} as const;

export const footerCurrency = {
  unknown: "Unknown",
} as const;
