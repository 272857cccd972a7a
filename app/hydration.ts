import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;
const sameEverywhere = () => 0;
let renderedFromHtml = false;
// React asks a store for its server snapshot only while it renders a page's HTML (at build time)
// or hydrates it in the browser.
const fromHtml = () => {
  renderedFromHtml = true;
  return 0;
};

// Whether this component's first render is, or is hydrated over, a page's HTML. Both snapshots are
// the same, so the store never makes React render the component again.
function useFirstRenderedFromHtml(): boolean {
  renderedFromHtml = false;
  useSyncExternalStore(subscribeToNothing, sameEverywhere, fromHtml);
  return renderedFromHtml;
}

// False while React renders a page's HTML (at build time, or the worker's template) and while it
// hydrates that HTML in the browser, true in every render after; a component React renders afresh
// has it true from the start. Whatever depends on this browser (cookies, storage, the clock, the
// session) waits for it, so both of the first renders are the same.
//
// Each component switches once it is hydrated itself (a part of the page whose code came later is
// hydrated later), in a transition: React renders the switches of a page in slices between which
// the page stays responsive. A store whose value differs between the HTML and the browser would
// have React render every reader again at once, in one blocking task, as hydration ends.
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!useFirstRenderedFromHtml());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const inBrowser = typeof window !== "undefined";

// A value only this browser knows (a media query, a cookie, storage), kept current: the HTML's value
// until the component is hydrated, then the browser's. In the browser React is given the browser's
// value as the snapshot to hydrate with too, so the two never differ (see useHydrated).
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, inHtml: T): T {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, read, inBrowser ? read : () => inHtml);
  return hydrated ? value : inHtml;
}
