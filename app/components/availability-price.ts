import { availabilityPage } from "../../domain/messages";
import type { TTier } from "../../domain/names";
import { formatPrice, priceFor } from "../../domain/prices";

// Core-flow section 9: the availability pages always quote the GBP price, whatever the visitor's
// currency; the payment currency is settled at checkout.
export function yearlyGbpPrice(tier: TTier): string {
  return availabilityPage.perYear(formatPrice(priceFor(tier, "gbp"), "gbp"));
}
