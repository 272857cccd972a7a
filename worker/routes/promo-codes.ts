import { Hono } from "hono";
import { ZPromoCodeCheck } from "../../domain/answers/purchase";
import { ZPromoCode } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { accountLimit } from "../middleware/account-limit";
import { describe } from "../middleware/describe";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { checkPromoCode } from "../services/purchase/check-promo-code";

const PROMO = `Checks a code for the name being bought. \`FREE3\` on a Premium name / \`FREE7\` on a Basic name (any case), once per account and Stripe customer → \`specialTrial: { code, days: 90 | 7 }\`, else \`valid: false\` with \`error\` \`FREE3 gives a free trial on Premium names only.\`, \`FREE7 gives a free trial on Basic names only.\` or \`This account has already had its free trial.\`; an active Stripe promotion code → \`discount: { type: "percentage", value }\` or \`{ type: "fixed", value (minor units), currency }\`; else \`valid: false, error: "Invalid promotion code"\`.

502 \`PROMO_UNAVAILABLE\`. 20 a minute per client address, together with checkouts and billing portal sessions, and 30 checks an hour per account.`;

// Only a buyer at the promo dialog asks, so only a signed-in user may: nobody can enumerate codes
// anonymously.
export const promoCodeRoutes = new Hono<THonoEnv>().post(
  "/validate",
  describe({
    tag: "Purchase",
    summary: "Check a promotion or trial code",
    description: PROMO,
    answers: { 200: ZPromoCodeCheck },
    refuses: ["PROMO_UNAVAILABLE"],
  }),
  rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
  requireUser,
  accountLimit("promoCode", "PAYMENT_RATE_LIMITED"),
  validate("json", ZPromoCode),
  async (c) => c.json(await checkPromoCode(c.var.deps, { ...c.req.valid("json"), userId: c.var.user.id }), 200),
);
