import { useSyncExternalStore } from "react";
import type { TConsentChoice } from "../domain/consent";

// The choice in document.cookie; null when none was made or it expired. The name is written out
// rather than imported, so the first paint carries none of domain/consent.ts.
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
  return useSyncExternalStore(subscribe, currentChoice, () => null);
}
