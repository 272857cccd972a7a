import { useSyncExternalStore } from "react";
import type { TConsentChoice } from "../domain/consent";

// The choice in document.cookie; null when none was made or it expired. The name is written out
// rather than imported, so the first paint carries none of domain/consent.ts.
export function consentIn(cookies: string): TConsentChoice | null {
  return (/(?:^|;\s*)cookies-consent=(accepted|denied)(?:;|$)/.exec(cookies)?.[1] as TConsentChoice) ?? null;
}

// The visitor's cookie choice, read once, synchronously, before the layout first renders: a
// visitor who has chosen never sees the banner, even for a frame (DESIGN section 14). Writing the
// cookies is left to the lazily loaded banner and settings page (components/consent/choose.ts).
let choice = consentIn(document.cookie);
const listeners = new Set<() => void>();

export function setConsentChoice(next: TConsentChoice) {
  choice = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useConsent(): TConsentChoice | null {
  return useSyncExternalStore(subscribe, () => choice);
}
