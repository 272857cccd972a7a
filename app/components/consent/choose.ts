import {
  ANALYTICS_COOKIE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type TConsentChoice,
} from "../../../domain/consent";
import { setConsentChoice } from "../../consent";

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

// Denying (or withdrawing) deletes the analytics visitor id; the beacon stops as its gate closes.
export function chooseConsent(next: TConsentChoice) {
  writeCookie(CONSENT_COOKIE, next, CONSENT_MAX_AGE_SECONDS);
  if (next === "denied") writeCookie(ANALYTICS_COOKIE, "", 0);
  setConsentChoice(next);
}
