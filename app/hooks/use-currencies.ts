import { useQuery } from "@tanstack/react-query";
import { currencyForLanguage, resolveCurrency } from "../../domain/currency";
import { geoQuery } from "../api/geo";
import { useBrowserValue, useHydrated } from "../hydration";
import { getStoredItem } from "../storage";

// The stored choice changes in another tab (a storage event) or in this one (the pricing page's
// chooser dispatches the same event); either way every reader, the footer among them, shows it at
// once. Kept this small because the footer is in the first paint.
function subscribe(listener: () => void) {
  addEventListener("storage", listener);
  return () => removeEventListener("storage", listener);
}

// The payment currency: the visitor's stored choice, else the edge's country, else the browser's
// language, else USD. browser and geo are shown in the footer beside the one payment will use; a
// language the spec maps to no currency (en-US, ja) reads as the default, USD. A page's HTML knows
// none of the three, so it shows the default until the page is hydrated.
export function useCurrencies() {
  const hydrated = useHydrated();
  const geo = useQuery(geoQuery);
  const stored = useBrowserValue(subscribe, () => getStoredItem("currency"), null);
  const language = hydrated ? navigator.language : null;
  return {
    browser: currencyForLanguage(language) ?? "usd",
    geo: geo.data?.currency ?? null,
    payment: resolveCurrency({ stored, country: geo.data?.country, language }),
    isPending: !hydrated || geo.isPending,
  };
}
