import type Stripe from "stripe";
import { createDb } from "../../db/client";
import { markCheckoutFailed } from "../../db/queries/checkouts";
import type { Env } from "../env";
import { AppError } from "../errors";
import { paymentIntentOfCharge, paymentIntentOfDispute, syncChargeOutcome } from "./charge-events";
import { fulfilCheckout } from "./fulfilment";
import { forgetCheckoutHold } from "./holds";
import { nameLock } from "./locks";
import { syncSubscription } from "./subscription-sync";

// Fulfilment answers these to a buyer; to the webhook they are settled outcomes, not failures:
// the buyer was refunded, or the session is not one of ours, or it was never paid.
const SETTLED = new Set(["PURCHASE_REFUNDED", "PAYMENT_SESSION_NOT_FOUND", "PAYMENT_UNSUCCESSFUL"]);

function subscriptionOfInvoice(invoice: Stripe.Invoice) {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === "string" ? subscription : (subscription?.id ?? null);
}

// DESIGN section 6: act on the event types we use; every other type is acknowledged and ignored.
export async function handleStripeEvent(env: Env, event: Stripe.Event, origin: string) {
  switch (event.type) {
    // A delayed payment method (a bank debit) completes the session unpaid and pays it later: the
    // completed event then finds nothing to fulfil, and only this one would create the pin.
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      await fulfilCheckout(env, event.data.object.id, { origin }).catch((error: unknown) => {
        if (!(error instanceof AppError && SETTLED.has(error.code))) throw error;
      });
      return;
    case "checkout.session.expired": {
      const session = event.data.object;
      await markCheckoutFailed(createDb(env.DB), session.id);
      const mypin = session.metadata?.mypin;
      if (mypin) await nameLock(env, mypin).endCheckout(session.id);
      await forgetCheckoutHold(env, session.id);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await syncSubscription(env, event.data.object.id);
      return;
    case "invoice.payment_failed": {
      const id = subscriptionOfInvoice(event.data.object);
      if (id) await syncSubscription(env, id);
      return;
    }
    case "charge.refunded":
      await syncChargeOutcome(env, paymentIntentOfCharge(event.data.object), null);
      return;
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
      await syncChargeOutcome(env, paymentIntentOfDispute(event.data.object), event.data.object.id);
      return;
    default:
      return;
  }
}
