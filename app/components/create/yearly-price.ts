import { pricingPage } from "../../../domain/messages/public-site";
import type { TTier } from "../../../domain/names";
import { formatPrice, priceFor, type TCurrency } from "../../../domain/prices";

// "£24 per year": the create page quotes the payment currency, while the availability pages always
// quote GBP; the currency is settled at checkout.
export function yearlyPrice(tier: TTier, currency: TCurrency): string {
  return pricingPage.perYear(formatPrice(priceFor(tier, currency), currency));
}
