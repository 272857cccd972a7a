import type { TTier } from "../../domain/names.ts";
import type { TCurrency } from "../../domain/prices.ts";

// The one product the 9 yearly prices belong to (npm run stripe:setup makes it).
export const PRODUCT_ID = "mypin_subscription";

export function priceLookupKey(tier: TTier, currency: TCurrency) {
  return `mypin_${tier}_${currency}`;
}

// Stripe configurations have no lookup key, so ours carries this metadata.
export const PORTAL_CONFIGURATION_KEY = "mypin";
export const PORTAL_CONFIGURATION_VALUE = "billing-portal";
