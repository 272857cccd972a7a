import type { TTier } from "../../domain/names.ts";
import type { TCurrency } from "../../domain/prices.ts";

export function priceLookupKey(tier: TTier, currency: TCurrency) {
  return `mypin_${tier}_${currency}`;
}
