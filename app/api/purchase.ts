import { queryOptions } from "@tanstack/react-query";
import type { TCurrency } from "../../domain/prices";
import { call, client, type TDataOf, unwrap } from "./client";
import { trackEvent } from "./events";
import { queryKeys } from "./query-keys";

// Promotion codes, checkout, the payment's return and the billing portal (docs/architecture.md#payments).
const fulfilRoute = client.checkout[":sessionId"].fulfil.$post;

export type TFulfilment = TDataOf<typeof fulfilCheckout>;
type TCheckoutInput = {
  mypin: string;
  latitude: number;
  longitude: number;
  currency?: TCurrency;
  promoCode?: string;
};

// A trial code is checked against the name's tier, so the name goes along.
export function validatePromoCode(promoCode: string, mypin: string) {
  return call(() => client["promo-codes"].validate.$post({ json: { promoCode, mypin } }));
}

export function startCheckout(json: TCheckoutInput) {
  trackEvent("begin_checkout", json.mypin);
  return call(() => client.checkout.$post({ json }));
}

function fulfilCheckout(sessionId: string) {
  return call(() => fulfilRoute({ param: { sessionId }, json: {} }));
}

// Saving the MyPin is idempotent on the server, and the cache keeps StrictMode's second mount
// from asking twice.
export function fulfilmentQuery(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.fulfilment(sessionId),
    queryFn: () => unwrap(fulfilCheckout(sessionId)),
    enabled: sessionId !== "",
    staleTime: Infinity,
    retry: false,
  });
}

export function openBillingPortal() {
  return call(() => client["billing-portal"].$post({ json: {} }));
}
