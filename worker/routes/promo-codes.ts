import { Hono } from "hono";
import { create } from "../../domain/messages/purchase";
import type { TDiscount, TSpecialTrial } from "../../domain/promotions";
import { ZPromoCode } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { createStripe, isProviderError } from "../services/payments";
import { resolvePromotion } from "../services/promotions";

type TPromoAnswer = {
  valid: boolean;
  error: string | null;
  discount: TDiscount | null;
  specialTrial: TSpecialTrial | null;
};

// Core-flow section 7's validate-promo-code. Only a buyer at the promo dialog asks, so only a
// signed-in user may: nobody can enumerate codes anonymously.
export const promoCodeRoutes = new Hono<THonoEnv>().post(
  "/validate",
  requireUser,
  validate("json", ZPromoCode),
  async (c) => {
    const promotion = await resolvePromotion(createStripe(c.env), c.req.valid("json").promoCode).catch(
      (error: unknown) => {
        if (!isProviderError(error)) throw error;
        throw new AppError("PROMO_UNAVAILABLE", { cause: error });
      },
    );
    const answer: TPromoAnswer =
      promotion.kind === "invalid"
        ? { valid: false, error: create.promoInvalid, discount: null, specialTrial: null }
        : promotion.kind === "trial"
          ? { valid: true, error: null, discount: null, specialTrial: promotion.trial }
          : { valid: true, error: null, discount: promotion.discount, specialTrial: null };
    return c.json(answer, 200);
  },
);
