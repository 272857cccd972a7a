import { Hono } from "hono";
import { ZStripeConnectionReport } from "../../domain/answers/staff";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { requireRole } from "../middleware/require-role";
import { testStripeConnection } from "../providers/stripe-connection";

const CONNECTION = `The pricing page's development tool (test-stripe-connection). \`keyPrefix\` is the key's first 7 characters, never more. \`priceValidation\` checks all 9 prices (amount in minor units, currency, yearly, active, on the \`mypin_subscription\` product); \`promotionCodes\` are Stripe's active codes. \`success\` is true when \`errors\` is empty. Stripe's own failures are reported in the answer by status and type, never with Stripe's message (it may quote the key).`;

// The pricing page's development tools, for system administrators only.
export const adminStripeRoutes = new Hono<THonoEnv>().get(
  "/",
  describe({
    tag: "Admin",
    summary: "Check the Stripe key, prices and promotion codes",
    description: CONNECTION,
    answers: { 200: ZStripeConnectionReport },
    refuses: [],
  }),
  requireRole("system_admin"),
  async (c) => c.json(await testStripeConnection(c.var.deps), 200),
);
