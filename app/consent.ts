import { useSyncExternalStore } from "react";
import { consentIn, type TConsentChoice } from "../domain/consent";

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
