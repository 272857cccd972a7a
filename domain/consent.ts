// Cookie consent (docs/decisions/026): the cookies' names and
// lifetimes, for the worker and the lazily loaded banner, settings page and beacon.

export const CONSENT_COOKIE = "cookies-consent";
export const CONSENT_CHOICES = ["accepted", "denied"] as const;
export type TConsentChoice = (typeof CONSENT_CHOICES)[number];
// "consent lasts 1 year, analytics cookies 2 years"; then the banner asks again.
export const CONSENT_MAX_AGE_SECONDS = 365 * 86_400;
export const ANALYTICS_COOKIE = "mypin_analytics";
export const ANALYTICS_MAX_AGE_SECONDS = 2 * 365 * 86_400;

// The banner the worker puts into a page's HTML for a visitor who has not chosen; the app's own
// banner takes its place, or the app removes it once it knows the choice.
export const PAGE_COOKIE_BANNER_ID = "page-cookie-banner";
