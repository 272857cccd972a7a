import { markCheckoutRefunded } from "../../../db/queries/checkouts";
import { releaseTrialCard } from "../../../db/queries/trial-cards";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { idOf, invoiceWithPaymentIntent, isProviderError, type Stripe } from "../../providers/payments";

// A subscription that bought nothing is cancelled and what it charged returned (its latest
// invoice's payment: the checkout's own, or the one that ended a refused trial). Answers the amount
// refunded; idempotent by key, so a retried webhook refunds nothing twice.
export async function cancelAndRefund(stripe: Stripe, subscription: Stripe.Subscription, key: string) {
  try {
    if (subscription.status !== "canceled") {
      await stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: `${key}-cancel` });
    }
    const invoiceId = idOf(subscription.latest_invoice);
    const charged = invoiceId ? await invoiceWithPaymentIntent(stripe, invoiceId) : null;
    if (!charged?.paymentIntent || charged.invoice.amount_paid <= 0) return 0;
    await stripe.refunds.create(
      { payment_intent: charged.paymentIntent, reason: "duplicate" },
      { idempotencyKey: `${key}-refund` },
    );
    return charged.invoice.amount_paid;
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("PAYMENT_LOOKUP_FAILED", { cause: error });
  }
}

// Somebody else's purchase of the name completed first: the buyer's subscription is cancelled,
// what it charged returned and the buyer told, all before the checkout is marked refunded, so a
// provider failure leaves it pending for the webhook's retry rather than lost. What was charged is
// on the subscription's latest invoice: the checkout's own, or the one that ended a refused trial.
export async function refundLostPurchase(
  { env, db, now }: TDeps,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
  subscription: Stripe.Subscription,
  to: string,
): Promise<never> {
  const refundedMinor = await cancelAndRefund(stripe, subscription, `lost-${session.id}`);
  // A trial that never started gives its card back for a trial of its own.
  await releaseTrialCard(db, subscription.id);
  const payload = {
    mypin: session.metadata?.mypin ?? "",
    amountMinor: refundedMinor,
    currency: session.currency ?? "usd",
  };
  await markCheckoutRefunded(env.DB, session.id, { to, payload }, now);
  throw new AppError("PURCHASE_REFUNDED");
}
