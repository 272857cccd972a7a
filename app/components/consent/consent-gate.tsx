import { Suspense, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { removePageCookieBanner, useConsent } from "../../consent";
import { useHydrated } from "../../hydration";
import { lazyWithPreload } from "../../lazy-with-preload";

// Neither the banner's code nor the analytics' is part of the first paint: the banner loads only
// for a visitor who has not chosen, the beacon only after they accepted. Both wait for hydration,
// as a page's HTML knows no visitor's cookies; the banner then sticks to the bottom of the screen
// below the footer, so showing it moves nothing on the page.
const CookieBanner = lazyWithPreload(() => import("./cookie-banner"));
const AnalyticsBeacon = lazyWithPreload(() => import("./analytics-beacon"));

export function ConsentGate() {
  const hydrated = useHydrated();
  const choice = useConsent();
  const { pathname } = useLocation();
  // The settings page asks the same question itself.
  const asks = choice === null && pathname !== "/cookie-settings";
  useLayoutEffect(() => {
    if (hydrated && !asks) removePageCookieBanner();
  }, [hydrated, asks]);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {choice === "accepted" && <AnalyticsBeacon />}
      {asks && <CookieBanner />}
    </Suspense>
  );
}
