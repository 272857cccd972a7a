import { Hono } from "hono";
import { MANAGE_PATH } from "../../domain/links";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { accountLimit } from "../middleware/account-limit";
import { rateLimit } from "../middleware/rate-limit";
import { requireLiveSession } from "../middleware/require-live-session";
import { createStripe, existingCustomerId, isProviderError, portalConfigurationId } from "../providers/payments";

// Core-flow section 7's customer-portal: the provider's own page for cards, invoices and
// cancelling, in our configuration, which offers no plan switching (docs/decisions/019).
export const billingPortalRoutes = new Hono<THonoEnv>().post(
  "/",
  rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
  requireLiveSession,
  accountLimit("billingPortal", "PAYMENT_RATE_LIMITED"),
  async (c) => {
    const stripe = createStripe(c.env);
    try {
      const customer = await existingCustomerId(c.env, stripe, c.var.user.id);
      if (!customer) throw new AppError("NO_BILLING_ACCOUNT");
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        configuration: await portalConfigurationId(stripe),
        // Back to the owner's pins, where a renewal or cancellation made in the portal shows.
        return_url: `${configOf(c.env).PUBLIC_ORIGIN}${MANAGE_PATH}`,
      });
      return c.json({ url: portal.url }, 200);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      throw new AppError("BILLING_PORTAL_FAILED", { cause: error });
    }
  },
);
