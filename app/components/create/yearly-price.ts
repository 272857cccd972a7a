import { pricingPage } from "../../../domain/messages/public-site";
import type { TTier } from "../../../domain/names";
import { priceFor, type TCurrency } from "../../../domain/prices";
import { formatPrice } from "../../formats";

// "£24 per year": the create page quotes the payment currency, while the availability pages always
// quote GBP; the currency is settled at checkout.
export function yearlyPrice(tier: TTier, currency: TCurrency): string {
  return pricingPage.perYear(formatPrice(priceFor(tier, currency), currency));
}
