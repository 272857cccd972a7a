import { useEffect, useRef } from "react";

// Back on this page through the browser's back-forward cache (from a checkout or the billing
// portal), the page is exactly as it was left, busy buttons included: onBack lets them work again.
export function useBackFromCache(onBack: () => void) {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
}
