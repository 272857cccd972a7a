import type * as z from "zod";
import type { ZBillingPortal } from "../../../domain/answers/purchase";
import { MANAGE_PATH } from "../../../domain/links";
import { configOf } from "../../config";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, existingCustomerId, isProviderError, portalConfigurationId } from "../../providers/payments";

// The billing portal: the provider's own page for cards, invoices and
// cancelling, in our configuration, which offers no plan switching (docs/decisions/019).
export async function openBillingPortal(
  { env, db, locale }: TDeps,
  user: Pick<TSessionUser, "id">,
): Promise<z.output<typeof ZBillingPortal>> {
  const stripe = createStripe(env);
  try {
    const customer = await existingCustomerId(db, stripe, user.id);
    if (!customer) throw new AppError("NO_BILLING_ACCOUNT");
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      configuration: await portalConfigurationId(stripe),
      // Stripe's own pages in the reader's language, as every page and e-mail of ours is.
      locale,
      // Back to the owner's pins, where a renewal or cancellation made in the portal shows.
      return_url: `${configOf(env).PUBLIC_ORIGIN}${MANAGE_PATH}`,
    });
    return { url: portal.url };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("BILLING_PORTAL_FAILED", { cause: error });
  }
}
