import { Hono } from "hono";
import { ZPromoCode } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { accountLimit } from "../middleware/account-limit";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { checkPromoCode } from "../services/purchase/promo-code-check";

// Only a buyer at the promo dialog asks, so only a signed-in user may: nobody can enumerate codes
// anonymously.
export const promoCodeRoutes = new Hono<THonoEnv>().post(
  "/validate",
  rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
  requireUser,
  accountLimit("promoCode", "PAYMENT_RATE_LIMITED"),
  validate("json", ZPromoCode),
  async (c) => c.json(await checkPromoCode(c.env, c.req.valid("json"), c.var.user.id), 200),
);
