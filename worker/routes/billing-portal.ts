import { Hono } from "hono";
import { ZBillingPortal } from "../../domain/answers/purchase";
import type { THonoEnv } from "../env";
import { accountLimit } from "../middleware/account-limit";
import { describe } from "../middleware/describe";
import { rateLimit } from "../middleware/rate-limit";
import { requireLiveSession } from "../middleware/require-live-session";
import { openBillingPortal } from "../services/subscriptions/open-billing-portal";

const PORTAL = `Needs a live session. The address of Stripe's billing portal, in the configuration \`npm run stripe:setup\` pins (no plan switching), for the account's stored Stripe customer (never one found by e-mail), returning to the manage page (\`/?page=manage\`). 404 \`NO_BILLING_ACCOUNT\`, 502 \`BILLING_PORTAL_FAILED\` (both \`Failed to access billing portal. Please try again.\`). 20 a minute per client address, together with checkouts and promotion-code checks, and 20 portal sessions an hour per account.`;

export const billingPortalRoutes = new Hono<THonoEnv>().post(
  "/",
  describe({
    tag: "Purchase",
    summary: "Open the Stripe billing portal",
    description: PORTAL,
    answers: { 200: ZBillingPortal },
    refuses: ["NO_BILLING_ACCOUNT", "BILLING_PORTAL_FAILED"],
  }),
  rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
  requireLiveSession,
  accountLimit("billingPortal", "PAYMENT_RATE_LIMITED"),
  async (c) => c.json(await openBillingPortal(c.var.deps, c.var.user), 200),
);
