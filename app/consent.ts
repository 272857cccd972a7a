import { PAGE_COOKIE_BANNER_ID, type TConsentChoice } from "../domain/consent";
import { useBrowserValue } from "./hydration";

// The choice in document.cookie; null when none was made or it expired. The cookie's name
// (domain/consent.ts CONSENT_COOKIE) is written into the pattern.
export function consentIn(cookies: string): TConsentChoice | null {
  return (/(?:^|;\s*)cookies-consent=(accepted|denied)(?:;|$)/.exec(cookies)?.[1] as TConsentChoice) ?? null;
}

// The visitor's cookie choice, read once, synchronously, on the first render that may read
// cookies (after hydration): a visitor who has chosen never sees the banner, even for a frame.
// Writing the cookies is left to the lazily loaded banner and settings page
// (components/consent/choose.ts).
let choice: TConsentChoice | null | undefined;
const listeners = new Set<() => void>();

function currentChoice(): TConsentChoice | null {
  if (choice === undefined) choice = consentIn(document.cookie);
  return choice;
}

export function setConsentChoice(next: TConsentChoice) {
  choice = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// A page's HTML knows no visitor, so it is rendered as no choice made; the banner itself waits for
// hydration (components/consent/consent-gate.tsx).
export function useConsent(): TConsentChoice | null {
  return useBrowserValue(subscribe, currentChoice, null);
}

// The banner the worker put into the page's HTML for a visitor who had not chosen: gone once the
// app's own banner stands in its place, or once the app knows it is not wanted.
export function removePageCookieBanner() {
  document.getElementById(PAGE_COOKIE_BANNER_ID)?.remove();
}
