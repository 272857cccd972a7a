import { Suspense } from "react";
import { useLocation } from "react-router";
import { useConsent } from "../../consent";
import { lazyWithPreload } from "../../lazy-with-preload";

// Neither the banner's code nor the analytics' is part of the first paint: the banner loads only
// for a visitor who has not chosen, the beacon only after they accepted.
const CookieBanner = lazyWithPreload(() => import("./cookie-banner"));
const AnalyticsBeacon = lazyWithPreload(() => import("./analytics-beacon"));

export function ConsentGate() {
  const choice = useConsent();
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      {choice === "accepted" && <AnalyticsBeacon />}
      {/* The settings page asks the same question itself. */}
      {choice === null && pathname !== "/cookie-settings" && <CookieBanner />}
    </Suspense>
  );
}
