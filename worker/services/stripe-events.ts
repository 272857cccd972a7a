import type Stripe from "stripe";
import type { Env } from "../env";
import { paymentIntentOfCharge, paymentIntentOfDispute, syncChargeOutcome } from "./charge-events";
import { settleExpiredCheckout } from "./checkout-expiry";
import { fulfilPaidCheckout } from "./fulfilment";
import { noticePaymentFailed, noticeTrialWillEnd } from "./lifecycle-notices";
import { syncSubscription } from "./subscription-sync";

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
      await fulfilPaidCheckout(env, event.data.object.id, origin);
      return;
    case "checkout.session.expired":
      await settleExpiredCheckout(env, event.data.object.id, event.data.object.metadata?.mypin);
      return;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await syncSubscription(env, event.data.object.id);
      return;
    case "customer.subscription.trial_will_end":
      await syncSubscription(env, event.data.object.id);
      await noticeTrialWillEnd(env, event.data.object.id, Date.now());
      return;
    // Sent ahead of a renewal: the period end the renewal notices read is then fresh.
    case "invoice.upcoming": {
      const id = subscriptionOfInvoice(event.data.object);
      if (id) await syncSubscription(env, id);
      return;
    }
    case "invoice.payment_failed": {
      const id = subscriptionOfInvoice(event.data.object);
      if (!id) return;
      await syncSubscription(env, id);
      await noticePaymentFailed(env, event.data.object, id, Date.now());
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
