// Coupons and promotion codes, and the discounts they become on checkout sessions and subscriptions.
import { randomId } from "./ids.ts";
import { idOf, type TCoupon, type TPromotionCode, type TSubscription } from "./kinds.ts";
import { couponObject, discountObject, promotionCodeObject } from "./objects/discounts.ts";
import {
  invalid,
  mergeMetadata,
  missing,
  objectAt,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalNumber,
  optionalObject,
  optionalString,
  requiredString,
  type TParams,
} from "./params.ts";
import type { Store } from "./store.ts";
import { addMonths, nowSeconds } from "./time.ts";

export function createCoupon(store: Store, params: TParams) {
  const id = optionalString(params, "id") ?? randomId("", 8).toUpperCase();
  if (store.find("coupon", id)) throw invalid("Coupon already exists.", "id", "resource_already_exists");
  const percentOff = optionalNumber(params, "percent_off");
  const amountOff = optionalInteger(params, "amount_off");
  const currency = optionalString(params, "currency")?.toLowerCase() ?? null;
  if ((percentOff === null) === (amountOff === null))
    throw invalid("You must pass exactly one of percent_off or amount_off.", "percent_off");
  if (percentOff !== null && !(percentOff > 0 && percentOff <= 100))
    throw invalid("Invalid percent_off: must be between 0 and 100", "percent_off");
  if (amountOff !== null && currency === null)
    throw invalid("You must pass currency when passing amount_off.", "currency");
  const duration = optionalEnum(params, "duration", ["once", "repeating", "forever"]) ?? "once";
  const months = optionalInteger(params, "duration_in_months");
  if (duration === "repeating" && months === null) throw missing("duration_in_months");
  return store.put(
    couponObject({
      id,
      amount_off: amountOff,
      currency: amountOff === null ? null : currency,
      duration,
      duration_in_months: duration === "repeating" ? months : null,
      max_redemptions: optionalInteger(params, "max_redemptions"),
      metadata: mergeMetadata({}, params),
      name: optionalString(params, "name"),
      percent_off: percentOff,
    }),
  );
}

export function createPromotionCode(store: Store, params: TParams) {
  const promotion = optionalObject(params, "promotion") ?? {};
  if (requiredString(promotion, "type", "promotion[type]") !== "coupon")
    throw invalid("Invalid promotion[type]", "promotion[type]");
  const coupon = store.get("coupon", requiredString(promotion, "coupon", "promotion[coupon]"), "promotion[coupon]");
  const code = optionalString(params, "code") ?? randomId("", 8).toUpperCase();
  const active = optionalBoolean(params, "active") ?? true;
  if (active && findActiveCode(store, code))
    throw invalid(`An active promotion code with \`code: ${code}\` already exists.`, "code");
  return store.put(
    promotionCodeObject({
      active,
      code,
      coupon: coupon.id,
      max_redemptions: optionalInteger(params, "max_redemptions"),
      metadata: mergeMetadata({}, params),
    }),
  );
}

function findActiveCode(store: Store, code: string) {
  return store.all("promotion_code").find((promo) => promo.active && promo.code.toLowerCase() === code.toLowerCase());
}

export function updatePromotionCode(store: Store, id: string, params: TParams) {
  const promo = store.get("promotion_code", id);
  const active = optionalBoolean(params, "active");
  if (active !== null) promo.active = active;
  promo.metadata = mergeMetadata(promo.metadata ?? {}, params);
  return promo;
}

export function listPromotionCodes(store: Store, params: TParams) {
  const code = optionalString(params, "code")?.toLowerCase() ?? null;
  const active = optionalBoolean(params, "active");
  const coupon = optionalString(params, "coupon");
  return store
    .all("promotion_code")
    .filter((promo) => code === null || promo.code.toLowerCase() === code)
    .filter((promo) => active === null || promo.active === active)
    .filter((promo) => coupon === null || idOf(promo.promotion.coupon) === coupon);
}

export type TAppliedDiscount = { coupon: TCoupon; promotionCode: TPromotionCode | null };

// `discounts[0][promotion_code]` or `discounts[0][coupon]` on a checkout session; Stripe takes one.
export function discountFromParams(store: Store, params: TParams, currency: string): TAppliedDiscount | null {
  const given = optionalArray(params, "discounts");
  if (given.length === 0) return null;
  if (given.length > 1) throw invalid("You may only specify one discount.", "discounts");
  const entry = objectAt(given[0] ?? {}, "discounts[0]");
  const promoId = optionalString(entry, "promotion_code", "discounts[0][promotion_code]");
  const couponId = optionalString(entry, "coupon", "discounts[0][coupon]");
  if ((promoId === null) === (couponId === null))
    throw invalid("Pass exactly one of coupon or promotion_code.", "discounts[0]");
  const promotionCode = promoId === null ? null : store.get("promotion_code", promoId, "discounts[0][promotion_code]");
  if (promotionCode && !promotionCode.active)
    throw invalid("This promotion code is inactive.", "discounts[0][promotion_code]");
  const coupon = promotionCode
    ? store.get("coupon", idOf(promotionCode.promotion.coupon) ?? "")
    : store.get("coupon", couponId ?? "", "discounts[0][coupon]");
  if (coupon.amount_off !== null && coupon.currency !== currency) {
    throw invalid(`The coupon ${coupon.id} is not available in ${currency.toUpperCase()}.`, "discounts[0]");
  }
  return { coupon, promotionCode };
}

export function discountAmount(coupon: TCoupon, subtotal: number) {
  const off =
    coupon.percent_off !== null ? Math.round((subtotal * coupon.percent_off) / 100) : (coupon.amount_off ?? 0);
  return Math.min(subtotal, off);
}

export function describeCoupon(coupon: TCoupon, format: (amount: number) => string) {
  const off = coupon.percent_off !== null ? `${coupon.percent_off}% off` : `${format(coupon.amount_off ?? 0)} off`;
  const duration = { once: "once", forever: "forever", repeating: `for ${coupon.duration_in_months} months` }[
    coupon.duration
  ];
  return `${off} ${duration}`;
}

export function createDiscount(
  store: Store,
  applied: TAppliedDiscount,
  owner: { customer: string; subscription: string; session: string | null },
) {
  const { coupon, promotionCode } = applied;
  const start = nowSeconds();
  coupon.times_redeemed += 1;
  if (promotionCode) promotionCode.times_redeemed += 1;
  return store.put(
    discountObject({
      checkout_session: owner.session,
      coupon: coupon.id,
      customer: owner.customer,
      end: coupon.duration === "repeating" ? addMonths(start, coupon.duration_in_months ?? 0) : null,
      promotion_code: promotionCode?.id ?? null,
      start,
      subscription: owner.subscription,
    }),
  );
}

// What a subscription's discount takes off a renewal: "once" coupons are spent by then.
export function renewalDiscount(store: Store, subscription: TSubscription, subtotal: number) {
  const first = subscription.discounts[0];
  const discount = first ? store.find("discount", idOf(first)) : undefined;
  const couponId = discount ? idOf(discount.source.coupon) : null;
  const coupon = couponId ? store.find("coupon", couponId) : undefined;
  if (!discount || !coupon) return 0;
  const applies =
    coupon.duration === "forever" || (coupon.duration === "repeating" && (discount.end ?? 0) > nowSeconds());
  if (!applies) subscription.discounts = [];
  return applies ? discountAmount(coupon, subtotal) : 0;
}
