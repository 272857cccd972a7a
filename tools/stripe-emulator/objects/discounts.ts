// Coupons, promotion codes and the discounts they become, as Stripe sends them.
import { randomId } from "../ids.ts";
import type { TCoupon, TDiscount, TPromotionCode } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

export function couponObject(
  fields: Pick<
    TCoupon,
    | "id"
    | "amount_off"
    | "currency"
    | "duration"
    | "duration_in_months"
    | "max_redemptions"
    | "metadata"
    | "name"
    | "percent_off"
  >,
): TCoupon {
  return {
    id: fields.id,
    object: "coupon",
    amount_off: fields.amount_off,
    created: nowSeconds(),
    currency: fields.currency,
    duration: fields.duration,
    duration_in_months: fields.duration_in_months,
    livemode: false,
    max_redemptions: fields.max_redemptions,
    metadata: fields.metadata,
    name: fields.name,
    percent_off: fields.percent_off,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  };
}

export function promotionCodeObject(
  fields: Pick<TPromotionCode, "active" | "code" | "max_redemptions" | "metadata"> & { coupon: string },
): TPromotionCode {
  return {
    id: randomId("promo_"),
    object: "promotion_code",
    active: fields.active,
    code: fields.code,
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    expires_at: null,
    livemode: false,
    max_redemptions: fields.max_redemptions,
    metadata: fields.metadata,
    promotion: { coupon: fields.coupon, type: "coupon" },
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
    times_redeemed: 0,
  };
}

// The discount a checkout session's coupon or promotion code leaves on the subscription it starts.
export function discountObject(
  fields: Pick<TDiscount, "checkout_session" | "customer" | "end" | "promotion_code" | "start" | "subscription"> & {
    coupon: string;
  },
): TDiscount {
  return {
    id: randomId("di_"),
    object: "discount",
    checkout_session: fields.checkout_session,
    customer: fields.customer,
    customer_account: null,
    end: fields.end,
    invoice: null,
    invoice_item: null,
    promotion_code: fields.promotion_code,
    source: { coupon: fields.coupon, type: "coupon" },
    start: fields.start,
    subscription: fields.subscription,
    subscription_item: null,
  };
}
