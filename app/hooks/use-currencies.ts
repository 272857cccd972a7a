import { useQuery } from "@tanstack/react-query";
import { currencyForLanguage, resolveCurrency } from "../../domain/currency";
import { geoQuery } from "../api/geo";
import { getStoredItem } from "../storage";

// Core-flow section 9: the visitor's stored choice, else the edge's country, else the browser's
// language, else USD. browser and geo are shown in the footer beside the one payment will use; a
// language the spec maps to no currency (en-US, ja) reads as the default, USD.
export function useCurrencies() {
  const geo = useQuery(geoQuery);
  const language = navigator.language;
  return {
    browser: currencyForLanguage(language) ?? "usd",
    geo: geo.data?.currency ?? null,
    payment: resolveCurrency({ stored: getStoredItem("currency"), country: geo.data?.country, language }),
    isPending: geo.isPending,
  };
}
