// Coupons and promotion codes, and the discounts they become on checkout sessions and subscriptions.
import {
  invalid,
  mergeMetadata,
  optionalArray,
  optionalBoolean,
  optionalInteger,
  optionalString,
  requiredString,
  type TRecord,
} from "./params.ts";
import { nowSeconds, randomId, type Store } from "./store.ts";

export function createCoupon(store: Store, params: TRecord) {
  const id = optionalString(params, "id") ?? randomId("", 8).toUpperCase();
  if (store.find("coupon", id)) throw invalid("Coupon already exists.", "id", "resource_already_exists");
  const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
  const amountOff = optionalInteger(params, "amount_off");
  const currency = optionalString(params, "currency")?.toLowerCase() ?? null;
  if ((percentOff === null) === (amountOff === null))
    throw invalid("You must pass exactly one of percent_off or amount_off.", "percent_off");
  if (percentOff !== null && !(percentOff > 0 && percentOff <= 100))
    throw invalid("Invalid percent_off: must be between 0 and 100", "percent_off");
  if (amountOff !== null && currency === null)
    throw invalid("You must pass currency when passing amount_off.", "currency");
  const duration = optionalString(params, "duration") ?? "once";
  if (!["once", "repeating", "forever"].includes(duration)) throw invalid(`Invalid duration: ${duration}`, "duration");
  const months = optionalInteger(params, "duration_in_months");
  if (duration === "repeating" && months === null)
    throw invalid("Missing required param: duration_in_months.", "duration_in_months");
  return store.put({
    id,
    object: "coupon",
    amount_off: amountOff,
    created: nowSeconds(),
    currency: amountOff === null ? null : currency,
    duration,
    duration_in_months: duration === "repeating" ? months : null,
    livemode: false,
    max_redemptions: optionalInteger(params, "max_redemptions"),
    metadata: mergeMetadata({}, params),
    name: optionalString(params, "name"),
    percent_off: percentOff,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  });
}

export function createPromotionCode(store: Store, params: TRecord) {
  const promotion = typeof params.promotion === "object" ? (params.promotion as TRecord) : {};
  if (requiredString(promotion, "type", "promotion[type]") !== "coupon")
    throw invalid("Invalid promotion[type]", "promotion[type]");
  const coupon = store.get("coupon", requiredString(promotion, "coupon", "promotion[coupon]"), "promotion[coupon]");
  const code = optionalString(params, "code") ?? randomId("", 8).toUpperCase();
  const active = optionalBoolean(params, "active") ?? true;
  if (active && findActiveCode(store, code))
    throw invalid(`An active promotion code with \`code: ${code}\` already exists.`, "code");
  return store.put({
    id: randomId("promo_"),
    object: "promotion_code",
    active,
    code,
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    expires_at: null,
    livemode: false,
    max_redemptions: optionalInteger(params, "max_redemptions"),
    metadata: mergeMetadata({}, params),
    promotion: { coupon: coupon.id, type: "coupon" },
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
    times_redeemed: 0,
  });
}

function findActiveCode(store: Store, code: string) {
  return store.all("promotion_code").find((promo) => promo.active && promo.code.toLowerCase() === code.toLowerCase());
}

export function updatePromotionCode(store: Store, id: string, params: TRecord) {
  const promo = store.get("promotion_code", id);
  const active = optionalBoolean(params, "active");
  if (active !== null) promo.active = active;
  promo.metadata = mergeMetadata(promo.metadata, params);
  return promo;
}

export function listPromotionCodes(store: Store, params: TRecord) {
  const code = optionalString(params, "code")?.toLowerCase() ?? null;
  const active = optionalBoolean(params, "active");
  const coupon = optionalString(params, "coupon");
  return store
    .all("promotion_code")
    .filter((promo) => code === null || promo.code.toLowerCase() === code)
    .filter((promo) => active === null || promo.active === active)
    .filter((promo) => coupon === null || promo.promotion.coupon === coupon);
}

export type TAppliedDiscount = { coupon: TRecord; promotionCode: TRecord | null };

// `discounts[0][promotion_code]` or `discounts[0][coupon]` on a checkout session; Stripe takes one.
export function discountFromParams(store: Store, params: TRecord, currency: string): TAppliedDiscount | null {
  const given = optionalArray(params, "discounts");
  if (given.length === 0) return null;
  if (given.length > 1) throw invalid("You may only specify one discount.", "discounts");
  const entry = (typeof given[0] === "object" && given[0] !== null ? given[0] : {}) as TRecord;
  const promoId = optionalString(entry, "promotion_code", "discounts[0][promotion_code]");
  const couponId = optionalString(entry, "coupon", "discounts[0][coupon]");
  if ((promoId === null) === (couponId === null))
    throw invalid("Pass exactly one of coupon or promotion_code.", "discounts[0]");
  const promotionCode = promoId === null ? null : store.get("promotion_code", promoId, "discounts[0][promotion_code]");
  if (promotionCode && !promotionCode.active)
    throw invalid("This promotion code is inactive.", "discounts[0][promotion_code]");
  const coupon = promotionCode
    ? store.get("coupon", promotionCode.promotion.coupon)
    : store.get("coupon", couponId ?? "", "discounts[0][coupon]");
  if (coupon.amount_off !== null && coupon.currency !== currency) {
    throw invalid(`The coupon ${coupon.id} is not available in ${currency.toUpperCase()}.`, "discounts[0]");
  }
  return { coupon, promotionCode };
}

export function discountAmount(coupon: TRecord, subtotal: number) {
  const off = coupon.percent_off !== null ? Math.round((subtotal * coupon.percent_off) / 100) : coupon.amount_off;
  return Math.min(subtotal, off);
}

export function describeCoupon(coupon: TRecord, format: (amount: number) => string) {
  const off = coupon.percent_off !== null ? `${coupon.percent_off}% off` : `${format(coupon.amount_off)} off`;
  const duration = { once: "once", forever: "forever", repeating: `for ${coupon.duration_in_months} months` }[
    coupon.duration as string
  ];
  return `${off} ${duration}`;
}

export function createDiscount(
  store: Store,
  applied: TAppliedDiscount,
  owner: { customer: string; subscription: string; session: string },
) {
  const { coupon, promotionCode } = applied;
  const start = nowSeconds();
  coupon.times_redeemed += 1;
  if (promotionCode) promotionCode.times_redeemed += 1;
  return store.put({
    id: randomId("di_"),
    object: "discount",
    checkout_session: owner.session,
    customer: owner.customer,
    end: coupon.duration === "repeating" ? addMonths(start, coupon.duration_in_months) : null,
    invoice: null,
    invoice_item: null,
    promotion_code: promotionCode?.id ?? null,
    source: { coupon: coupon.id, type: "coupon" },
    start,
    subscription: owner.subscription,
    subscription_item: null,
  });
}

// What a subscription's discount takes off a renewal: "once" coupons are spent by then.
export function renewalDiscount(store: Store, subscription: TRecord, subtotal: number) {
  const discount = subscription.discounts[0] ? store.find("discount", subscription.discounts[0]) : undefined;
  const coupon = discount ? store.find("coupon", discount.source.coupon) : undefined;
  if (!discount || !coupon) return 0;
  const applies = coupon.duration === "forever" || (coupon.duration === "repeating" && discount.end > nowSeconds());
  if (!applies) subscription.discounts = [];
  return applies ? discountAmount(coupon, subtotal) : 0;
}

export function addMonths(seconds: number, months: number) {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}
