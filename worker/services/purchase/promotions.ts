import type Stripe from "stripe";
import type { TDb } from "../../../db/client";
import { findUserById } from "../../../db/queries/users";
import type { TLocale } from "../../../domain/locales";
import type { TTier } from "../../../domain/names";
import { CURRENCIES } from "../../../domain/prices";
import { specialTrialFor, type TDiscount, type TSpecialTrial, trialRefusal } from "../../../domain/promotions";
import { CATALOGUES } from "../../i18n/catalogues";
import { existingCustomerId } from "../../providers/payments";

export type TPromotion =
  | { kind: "trial"; trial: TSpecialTrial }
  | { kind: "code"; id: string; discount: TDiscount }
  | { kind: "invalid" };

// FREE3 and FREE7 are ours; any other code must be an active Stripe promotion code whose coupon
// takes a percentage or a fixed amount in one of our currencies off.
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

// One free trial per account and per Stripe customer (docs/decisions/019): the account's own record,
// then the customer's subscriptions, which also remember trials from before that record existed.
// A trial a transfer started is the giver's paid time carried over, not a free trial
// (docs/decisions/045): it leaves the recipient's own trial unspent.
async function hasHadTrial(db: TDb, stripe: Stripe, userId: string) {
  if ((await findUserById(db, userId))?.trialUsedAt) return true;
  const customer = await existingCustomerId(db, stripe, userId);
  if (!customer) return false;
  for await (const subscription of stripe.subscriptions.list({ customer, status: "all", limit: 100 })) {
    if (subscription.trial_start !== null && !subscription.metadata?.transferId) return true;
  }
  return false;
}

// A trial code is ours to refuse before checkout, with the reason; other promotions pass through.
export async function promotionFor(
  db: TDb,
  stripe: Stripe,
  request: { code: string; tier: TTier; userId: string; locale: TLocale },
): Promise<TPromotion | { kind: "refused"; reason: string }> {
  const promotion = await resolvePromotion(stripe, request.code);
  if (promotion.kind !== "trial") return promotion;
  const texts = CATALOGUES[request.locale].purchase.promoRefusal;
  const wrongTier = trialRefusal(promotion.trial, request.tier, false, texts);
  if (wrongTier) return { kind: "refused", reason: wrongTier };
  const hadTrial = await hasHadTrial(db, stripe, request.userId);
  const used = trialRefusal(promotion.trial, request.tier, hadTrial, texts);
  return used ? { kind: "refused", reason: used } : promotion;
}
