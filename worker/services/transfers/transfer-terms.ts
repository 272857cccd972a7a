import type Stripe from "stripe";
import { findTransfer, setTransferTerms, type TTransferRow } from "../../../db/queries/transfers";
import { carriedTime, type TCarriedTerms } from "../../../domain/transfers";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, idOf, isProviderError } from "../../providers/payments";

// How long terms read from Stripe are shown again to the recipient before they are read afresh.
// Accepting always reads them afresh: the checkout charges what Stripe says at that moment.
const TERMS_FRESH_MS = 10 * 60_000;

async function givingSubscription(stripe: Stripe, id: string) {
  try {
    return await stripe.subscriptions.retrieve(id, { expand: ["latest_invoice.payments"] });
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("PAYMENT_LOOKUP_FAILED", { cause: error });
  }
}

// The payment behind the carried time: the latest invoice's, or for a trial that a transfer
// carried, the payment that transfer carried (so a chain of transfers keeps naming the first).
async function paymentBehind(deps: TDeps, giving: Stripe.Subscription, source: string | null) {
  if (source === "invoice") {
    const invoice = typeof giving.latest_invoice === "object" ? giving.latest_invoice : null;
    return idOf(invoice?.payments?.data[0]?.payment.payment_intent) ?? null;
  }
  const transferId = giving.metadata?.transferId;
  if (source !== "transfer" || !transferId) return null;
  return (await findTransfer(deps.db, transferId))?.carriedPayment ?? null;
}

// What accepting costs now, from the giver's subscription as Stripe holds it: its currency, and
// the paid time the recipient's trial carries (domain/transfers.ts carriedTime), or why nothing can
// be carried yet. Kept on the offer, so that viewing it again soon does not ask Stripe.
export async function readOfferTerms(deps: TDeps, offer: TTransferRow): Promise<TCarriedTerms> {
  const giving = await givingSubscription(createStripe(deps.env), offer.fromSubscriptionId);
  const item = giving.items.data[0];
  const invoice = typeof giving.latest_invoice === "object" ? giving.latest_invoice : null;
  const carried = carriedTime(
    {
      status: giving.status,
      periodEnd: item?.current_period_end ? item.current_period_end * 1000 : null,
      trialEnd: giving.trial_end ? giving.trial_end * 1000 : null,
      latestInvoicePaid: invoice?.status === "paid",
      trialCarried: Boolean(giving.metadata?.transferId),
    },
    deps.now,
  );
  const terms: TCarriedTerms = {
    currency: giving.currency,
    carriedUntil: carried.until,
    carriedPayment: carried.until === null ? null : await paymentBehind(deps, giving, carried.source),
    refusal: carried.refusal,
  };
  await setTransferTerms(deps.db, offer.id, terms, deps.now);
  return terms;
}

// The terms for the offer page: as read in the last few minutes, else afresh.
export function shownOfferTerms(deps: TDeps, offer: TTransferRow): Promise<TCarriedTerms> {
  const fresh = offer.terms !== null && offer.termsReadAt !== null && offer.termsReadAt > deps.now - TERMS_FRESH_MS;
  return fresh && offer.terms ? Promise.resolve(offer.terms) : readOfferTerms(deps, offer);
}
