import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { CONSENT_COOKIE } from "../../domain/consent";

// Whether the browser behind this request accepted cookies (docs/decisions/026): the analytics
// beacon and the conversion events run only then.
export function hasAnalyticsConsent(c: Context): boolean {
  return getCookie(c, CONSENT_COOKIE) === "accepted";
}
