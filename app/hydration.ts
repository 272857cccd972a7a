import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

// False while React renders a page's HTML (at build time, or the worker's template) and while it
// hydrates that HTML in the browser, true in every render after. Both of the first renders must be
// the same, so whatever depends on this browser (cookies, storage, the clock, the session) waits
// for it; a page React renders afresh has it true from the start.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
