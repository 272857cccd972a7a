import { formatPrice, type TCurrency } from "./prices.ts";

// Core-flow section 1 and 9: our own trial codes, checked on the server and never sent to the
// payment provider as promotion codes. Case does not matter ("Free3" is prefilled on /landing).
const TRIAL_DAYS = { FREE3: 90, FREE7: 7 } as const;

export type TTrialCode = keyof typeof TRIAL_DAYS;
export type TSpecialTrial = { code: TTrialCode; days: number };

// A fixed discount is in minor units, as the payment provider gives it (core-flow section 9).
export type TDiscount = { type: "percentage"; value: number } | { type: "fixed"; value: number; currency: TCurrency };

export function specialTrialFor(code: string): TSpecialTrial | null {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(TRIAL_DAYS, key) ? { code: key as TTrialCode, days: TRIAL_DAYS[key as TTrialCode] } : null;
}

// The {discount} of 'You'll receive {discount} on your subscription'.
export function describeDiscount(offer: { discount: TDiscount | null; specialTrial: TSpecialTrial | null }): string {
  if (offer.specialTrial) return `${offer.specialTrial.days} days free`;
  const { discount } = offer;
  if (!discount) return "no discount";
  if (discount.type === "percentage") return `${discount.value}% off`;
  return `${formatPrice(discount.value / 100, discount.currency)} off`;
}

// Stripe's promotion codes are short; the promo dialog's field takes no more than this.
export const MAX_PROMO_CODE_LENGTH = 64;
