import type Stripe from "stripe";
import { findPinBySubscription } from "../../../db/queries/pins";
import { findSubscription, recordChargeState } from "../../../db/queries/subscriptions";
import { listSubscriptionsCarrying } from "../../../db/queries/transfer-moves";
import type { TDeps } from "../../platform/dependencies";
import { idOf, invoiceWithPaymentIntent } from "../../providers/payments";
import { revokeReversedSubscription, type TReversal } from "./payment-reversals";

// A charge leads to its subscription through the invoice its payment intent paid.
async function subscriptionOfPayment(stripe: Stripe, paymentIntent: string) {
  const { data } = await stripe.invoicePayments.list({
    payment: { type: "payment_intent", payment_intent: paymentIntent },
    limit: 1,
  });
  const invoiceId = idOf(data[0]?.invoice);
  if (!invoiceId) return null;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  return idOf(invoice.parent?.subscription_details?.subscription);
}

// Everything refunded of the subscription's paid invoices, as Stripe reports it now: events arrive
// twice and out of order, so the total is read afresh rather than added up from events.
async function refundedTotal(stripe: Stripe, subscription: string) {
  let total = 0;
  for await (const invoice of stripe.invoices.list({ subscription, limit: 100, expand: ["data.payments"] })) {
    for (const payment of invoice.payments?.data ?? []) {
      const intent = idOf(payment.payment.payment_intent);
      if (!intent) continue;
      const { latest_charge: charge } = await stripe.paymentIntents.retrieve(intent, { expand: ["latest_charge"] });
      if (charge && typeof charge !== "string") total += charge.amount_refunded;
    }
  }
  return total;
}

// Refunds and disputes reach the subscription's row. A dispute lost, or the current period's
// payment refunded in full, means the pin is no longer paid for: its subscription is revoked
// (payment-reversals.ts). A charge of a subscription we never fulfilled is not ours to track.
export async function syncChargeOutcome(
  deps: TDeps,
  stripe: Stripe,
  paymentIntent: string | null,
  dispute: Stripe.Dispute | null,
) {
  if (!paymentIntent) return;
  const { db, now } = deps;
  const subscriptionId = await subscriptionOfPayment(stripe, paymentIntent);
  if (!subscriptionId || !(await findSubscription(db, subscriptionId))) return;
  await recordChargeState(
    db,
    subscriptionId,
    {
      refundedMinor: await refundedTotal(stripe, subscriptionId),
      ...(dispute ? { disputeStatus: dispute.status } : {}),
    },
    now,
  );
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const reversal = dispute
    ? dispute.status === "lost" && "dispute"
    : (await currentPeriodRefunded(stripe, subscription, paymentIntent)) && "refund";
  if (reversal) await revokeReversedSubscription(deps, stripe, subscription, reversal);
  await followCarriedPayment(deps, stripe, { paymentIntent, from: subscriptionId, dispute, reversal });
}

// A payment whose paid time went on with the pin by transfers reaches the pin wherever it is now:
// its dispute shows on every subscription it was carried to (staff see it, and it holds the pin
// back from being offered again), and its reversal ends a trial that still carries it, which
// puts the pin in the grace of a failed payment and tells its owner. A subscription whose owner
// has since paid for their own period keeps it.
async function followCarriedPayment(
  deps: TDeps,
  stripe: Stripe,
  { paymentIntent, from, dispute, reversal }: TCarriedOutcome,
) {
  const carriedTo = await listSubscriptionsCarrying(deps.db, paymentIntent);
  for (const id of carriedTo) {
    if (dispute) await recordChargeState(deps.db, id, { disputeStatus: dispute.status }, deps.now);
    if (!reversal || !(await findPinBySubscription(deps.db, id))) continue;
    const carrying = await stripe.subscriptions.retrieve(id);
    if (carrying.status === "trialing") await revokeReversedSubscription(deps, stripe, carrying, reversal, from);
  }
}

type TCarriedOutcome = {
  paymentIntent: string;
  from: string;
  dispute: Stripe.Dispute | null;
  reversal: TReversal | false;
};

// Whether this payment is what paid for the current period (its latest invoice) and has been
// refunded in full: a refund of an earlier period, or a part of this one, leaves the pin paid for.
async function currentPeriodRefunded(stripe: Stripe, subscription: Stripe.Subscription, paymentIntent: string) {
  const latest = idOf(subscription.latest_invoice);
  if (!latest || (await invoiceWithPaymentIntent(stripe, latest)).paymentIntent !== paymentIntent) return false;
  const { latest_charge: charge } = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ["latest_charge"] });
  return typeof charge === "object" && charge !== null && charge.amount > 0 && charge.amount_refunded >= charge.amount;
}
