// Cookie consent (accounts-admin sections 3 and 9, DESIGN section 14): the cookies' names and
// lifetimes, for the worker and the lazily loaded banner, settings page and beacon.

export const CONSENT_COOKIE = "cookies-consent";
export const CONSENT_CHOICES = ["accepted", "denied"] as const;
export type TConsentChoice = (typeof CONSENT_CHOICES)[number];
// "consent lasts 1 year, analytics cookies 2 years"; then the banner asks again.
export const CONSENT_MAX_AGE_SECONDS = 365 * 86_400;
export const ANALYTICS_COOKIE = "mypin_analytics";
export const ANALYTICS_MAX_AGE_SECONDS = 2 * 365 * 86_400;
