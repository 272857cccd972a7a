import type * as z from "zod";
import type { ZPromoCodeCheck } from "../../../domain/answers/purchase";
import { validateName } from "../../../domain/names";
import { AppError } from "../../errors";
import { CATALOGUES } from "../../i18n/catalogues";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, isProviderError } from "../../providers/payments";
import { promotionFor } from "./promotions";

type TPromoAnswer = z.output<typeof ZPromoCodeCheck>;

// The promotion code's check, for the name being bought: a trial code is refused with
// its reason (wrong tier, trial already had) before checkout.
export async function checkPromoCode(
  { env, db, locale }: TDeps,
  { promoCode, mypin, userId }: { promoCode: string; mypin: string; userId: string },
) {
  const request = { code: promoCode, tier: validateName(mypin).tier ?? "premium", userId, locale };
  const promotion = await promotionFor(db, createStripe(env), request).catch((error: unknown) => {
    if (!isProviderError(error)) throw error;
    throw new AppError("PROMO_UNAVAILABLE", { cause: error });
  });
  const answer: TPromoAnswer =
    promotion.kind === "invalid" || promotion.kind === "refused"
      ? {
          valid: false,
          error: promotion.kind === "refused" ? promotion.reason : CATALOGUES[locale].purchase.create.promoInvalid,
          discount: null,
          specialTrial: null,
        }
      : promotion.kind === "trial"
        ? { valid: true, error: null, discount: null, specialTrial: promotion.trial }
        : { valid: true, error: null, discount: promotion.discount, specialTrial: null };
  return answer;
}
