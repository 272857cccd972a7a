import type Stripe from "stripe";
import type * as z from "zod";
import type { TDb } from "../../../db/client";
import { claimTrialCard } from "../../../db/queries/trial-cards";
import { claimUnheldTrial, findUserById } from "../../../db/queries/users";
import type { ZTrialRefusal } from "../../../domain/answers/purchase";
import { AppError } from "../../errors";
import { isProviderError } from "../../providers/payments";

// One free trial per account and one per card, checked again once a trial checkout is paid: the
// account's claim must be this checkout's (trial-claims.ts), and the card (known only now) must not
// have had a trial on any account. A second trial is ended at once and its owner told why.
export type TTrialRefusal = z.output<typeof ZTrialRefusal>;

// Why a paid trial checkout may not keep its trial, or null when it may. Asked again by every
// fulfilment of the payment, it answers the same: the claims it reads are this payment's own, and
// a trial an earlier attempt already ended still has its start (Stripe keeps trial_start).
export async function trialRefusalFor(
  db: TDb,
  subscription: Stripe.Subscription,
  order: { userId: string; checkoutId: string },
  now: number,
): Promise<TTrialRefusal | null> {
  if (subscription.trial_start === null) return null;
  await claimUnheldTrial(db, order.userId, order.checkoutId);
  if ((await findUserById(db, order.userId))?.trialCheckoutId !== order.checkoutId) return "account";
  const fingerprint = cardFingerprint(subscription);
  if (fingerprint === null) return null;
  const card = { fingerprint, subscriptionId: subscription.id, userId: order.userId };
  return (await claimTrialCard(db, card, now)) ? null : "card";
}

// Stripe's fingerprint names the card number, whichever customer or account pays with it.
function cardFingerprint(subscription: Stripe.Subscription) {
  const method = subscription.default_payment_method;
  return typeof method === "object" && method !== null ? (method.card?.fingerprint ?? null) : null;
}

// The trial ends now and the first period is charged, as Stripe does at a trial's end. Keyed by
// the subscription, so a second fulfilment of the same payment does not end it twice.
export async function endTrialNow(stripe: Stripe, subscription: Stripe.Subscription) {
  try {
    return await stripe.subscriptions.update(
      subscription.id,
      { trial_end: "now", expand: ["default_payment_method"] },
      { idempotencyKey: `second-trial-${subscription.id}` },
    );
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("PAYMENT_LOOKUP_FAILED", { cause: error });
  }
}
