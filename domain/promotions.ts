import type * as z from "zod";
import type { ZDiscount, ZSpecialTrial } from "./answers/purchase.ts";
import { DEFAULT_LOCALE, type TLocale } from "./locales.ts";
import { discountWords, promoRefusal } from "./messages/purchase.ts";
import type { TTranslation } from "./messages/translation.ts";
import type { TTier } from "./names.ts";
import { formatPriceIn } from "./prices.ts";

// Our own trial codes, checked on the server and never sent to the
// payment provider as promotion codes. Case does not matter ("Free3" is prefilled on /landing).
export const TRIAL_DAYS = { FREE3: 90, FREE7: 7 } as const;

export type TTrialCode = keyof typeof TRIAL_DAYS;
export type TSpecialTrial = z.output<typeof ZSpecialTrial>;

// A fixed discount is in minor units, as the payment provider gives it.
export type TDiscount = z.output<typeof ZDiscount>;

export function specialTrialFor(code: string): TSpecialTrial | null {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(TRIAL_DAYS, key) ? { code: key as TTrialCode, days: TRIAL_DAYS[key as TTrialCode] } : null;
}

// The spec: "FREE3 gives 90 days at Premium tier; FREE7 gives 7 days at Basic tier".
export const TRIAL_TIER = { FREE3: "premium", FREE7: "basic" } as const satisfies Record<TTrialCode, TTier>;

// The code /landing's visitors are offered, pre-filled as the spec writes it, for a name it can
// give its trial to (app/hooks/use-purchase.ts).
export const LANDING_OFFER = "Free3";

// Why a trial code cannot be used on this name by this account, in a sentence of the reader's
// language (texts); null when it can. One free trial per account (docs/decisions/019), so a trial
// cannot be had again by cancelling.
export function trialRefusal(
  trial: TSpecialTrial,
  tier: TTier,
  trialUsed: boolean,
  texts: TTranslation<typeof promoRefusal> = promoRefusal,
): string | null {
  if (TRIAL_TIER[trial.code] !== tier) return texts.wrongTier(trial.code, TRIAL_TIER[trial.code]);
  if (trialUsed) return texts.trialUsed;
  return null;
}

// The {discount} of 'You'll receive {discount} on your subscription', in the words of the reader's
// language (words) and its way of writing a price.
export function describeDiscount(
  offer: { discount: TDiscount | null; specialTrial: TSpecialTrial | null },
  words: TTranslation<typeof discountWords> = discountWords,
  locale: TLocale = DEFAULT_LOCALE,
): string {
  if (offer.specialTrial) return words.daysFree(offer.specialTrial.days);
  const { discount } = offer;
  if (!discount) return words.noDiscount;
  if (discount.type === "percentage") return words.percentOff(discount.value);
  return words.amountOff(formatPriceIn(locale, discount.value / 100, discount.currency));
}

// Stripe's promotion codes are short; the promo dialog's field takes no more than this.
export const MAX_PROMO_CODE_LENGTH = 64;
