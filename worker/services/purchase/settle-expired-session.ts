import type { TDeps } from "../../platform/dependencies";
import { createStripe } from "../../providers/payments";
import { settleExpiredCheckout } from "./checkout-expiry";

// checkout.session.expired: the session is read from Stripe, so only an expired one (and its
// name, from the metadata the checkout wrote) is settled, whatever the event's payload says.
export async function settleExpiredSession(deps: TDeps, sessionId: string) {
  const session = await createStripe(deps.env).checkout.sessions.retrieve(sessionId);
  if (session.status === "expired") await settleExpiredCheckout(deps, session.id, session.metadata?.mypin);
}
