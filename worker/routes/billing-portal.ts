import { Hono } from "hono";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { requireLiveSession } from "../middleware/require-live-session";
import { createStripe, findCustomer, isProviderError } from "../services/payments";

// Core-flow section 7's customer-portal: the provider's own page for cards, invoices and plans.
export const billingPortalRoutes = new Hono<THonoEnv>().post("/", requireLiveSession, async (c) => {
  const stripe = createStripe(c.env);
  try {
    const customer = await findCustomer(stripe, c.var.user.email);
    if (!customer) throw new AppError("NO_BILLING_ACCOUNT");
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${configOf(c.env).PUBLIC_ORIGIN}/`,
    });
    return c.json({ url: portal.url }, 200);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("BILLING_PORTAL_FAILED", { cause: error });
  }
});
