import { Hono } from "hono";
import type { THonoEnv } from "../env";
import { accountLimit } from "../middleware/account-limit";
import { rateLimit } from "../middleware/rate-limit";
import { requireLiveSession } from "../middleware/require-live-session";
import { openBillingPortal } from "../services/subscriptions/billing-portal";

export const billingPortalRoutes = new Hono<THonoEnv>().post(
  "/",
  rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
  requireLiveSession,
  accountLimit("billingPortal", "PAYMENT_RATE_LIMITED"),
  async (c) => c.json(await openBillingPortal(c.env, c.var.user.id), 200),
);
