import { Hono } from "hono";
import { create } from "../../domain/messages/purchase";
import { validateName } from "../../domain/names";
import type { TDiscount, TSpecialTrial } from "../../domain/promotions";
import { ZPromoCode } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { accountLimit } from "../middleware/account-limit";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { createStripe, isProviderError } from "../providers/payments";
import { promotionFor } from "../services/purchase/promotions";

type TPromoAnswer = {
  valid: boolean;
  error: string | null;
  discount: TDiscount | null;
  specialTrial: TSpecialTrial | null;
};

// Core-flow section 7's validate-promo-code, for the name being bought: a trial code is refused with
// its reason (wrong tier, trial already had) before checkout. Only a buyer at the promo dialog asks,
// so only a signed-in user may: nobody can enumerate codes anonymously.
export const promoCodeRoutes = new Hono<THonoEnv>().post(
  "/validate",
  rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
  requireUser,
  accountLimit("promoCode", "PAYMENT_RATE_LIMITED"),
  validate("json", ZPromoCode),
  async (c) => {
    const { promoCode, mypin } = c.req.valid("json");
    const request = { code: promoCode, tier: validateName(mypin).tier ?? "premium", userId: c.var.user.id };
    const promotion = await promotionFor(c.env, createStripe(c.env), request).catch((error: unknown) => {
      if (!isProviderError(error)) throw error;
      throw new AppError("PROMO_UNAVAILABLE", { cause: error });
    });
    const answer: TPromoAnswer =
      promotion.kind === "invalid" || promotion.kind === "refused"
        ? {
            valid: false,
            error: promotion.kind === "refused" ? promotion.reason : create.promoInvalid,
            discount: null,
            specialTrial: null,
          }
        : promotion.kind === "trial"
          ? { valid: true, error: null, discount: null, specialTrial: promotion.trial }
          : { valid: true, error: null, discount: promotion.discount, specialTrial: null };
    return c.json(answer, 200);
  },
);
