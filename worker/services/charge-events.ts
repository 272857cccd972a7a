import type Stripe from "stripe";
import { createDb } from "../../db/client";
import { findSubscription, recordChargeState } from "../../db/queries/subscriptions";
import type { Env } from "../env";
import { createStripe, idOf } from "./payments";

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

// DESIGN section 6: refunds and disputes reach the subscription's row; what they mean for the pin
// is the lifecycle's decision. A charge of a subscription we never fulfilled is not ours to track.
export async function syncChargeOutcome(env: Env, paymentIntent: string | null, disputeId: string | null) {
  if (!paymentIntent) return;
  const stripe = createStripe(env);
  const db = createDb(env.DB);
  const subscription = await subscriptionOfPayment(stripe, paymentIntent);
  if (!subscription || !(await findSubscription(db, subscription))) return;
  const dispute = disputeId ? await stripe.disputes.retrieve(disputeId) : null;
  await recordChargeState(
    db,
    subscription,
    { refundedMinor: await refundedTotal(stripe, subscription), ...(dispute ? { disputeStatus: dispute.status } : {}) },
    Date.now(),
  );
}

export function paymentIntentOfCharge(charge: Stripe.Charge) {
  return idOf(charge.payment_intent);
}

export function paymentIntentOfDispute(dispute: Stripe.Dispute) {
  return idOf(dispute.payment_intent);
}
