import type Stripe from "stripe";
import { CURRENCIES } from "../../domain/prices";
import { specialTrialFor, type TDiscount, type TSpecialTrial } from "../../domain/promotions";

export type TPromotion =
  | { kind: "trial"; trial: TSpecialTrial }
  | { kind: "code"; id: string; discount: TDiscount }
  | { kind: "invalid" };

// FREE3 and FREE7 are ours; any other code must be an active Stripe promotion code whose coupon
// takes a percentage or a fixed amount in one of our currencies off (DESIGN section 6).
export async function resolvePromotion(stripe: Stripe, code: string): Promise<TPromotion> {
  const trial = specialTrialFor(code);
  if (trial) return { kind: "trial", trial };
  const { data } = await stripe.promotionCodes.list({
    code: code.trim(),
    active: true,
    limit: 1,
    expand: ["data.promotion.coupon"],
  });
  const promotion = data[0];
  const coupon = promotion?.promotion.coupon;
  if (!promotion || !coupon || typeof coupon === "string" || !coupon.valid) return { kind: "invalid" };
  if (coupon.percent_off)
    return { kind: "code", id: promotion.id, discount: { type: "percentage", value: coupon.percent_off } };
  const currency = CURRENCIES.find((known) => known === coupon.currency);
  if (coupon.amount_off && currency) {
    return { kind: "code", id: promotion.id, discount: { type: "fixed", value: coupon.amount_off, currency } };
  }
  return { kind: "invalid" };
}
