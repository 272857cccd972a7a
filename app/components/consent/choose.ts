import {
  ANALYTICS_COOKIE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type TConsentChoice,
} from "../../../domain/consent";
import { setConsentChoice } from "../../consent";
import { writeCookie } from "../../cookies";

// Denying (or withdrawing) deletes the analytics visitor id; the beacon stops as its gate closes.
export function chooseConsent(next: TConsentChoice) {
  writeCookie(CONSENT_COOKIE, next, CONSENT_MAX_AGE_SECONDS);
  if (next === "denied") writeCookie(ANALYTICS_COOKIE, "", 0);
  setConsentChoice(next);
}
