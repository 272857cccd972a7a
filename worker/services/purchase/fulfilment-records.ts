import type { TCheckoutRow } from "../../../db/queries/checkouts";
import { markCheckoutFulfilled } from "../../../db/queries/checkouts";
import { insertOutboxEmail } from "../../../db/queries/outbox";
import { insertSubscriptionForPin } from "../../../db/queries/subscriptions";
import { markTrialUsed } from "../../../db/queries/users";
import { expectedLifetimeValue } from "../../../domain/analytics-events";
import { MANAGE_PATH, shareLink } from "../../../domain/links";
import type { TTier } from "../../../domain/names";
import type { TCurrency } from "../../../domain/prices";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import type { Stripe } from "../../providers/payments";
import { conversionInserts } from "../outbox/conversions";
import type { TEmail } from "../outbox/email-templates";
import { subscriptionState } from "../subscriptions/subscription-state";
import type { TTrialRefusal } from "./trial-refusals";

// One paid checkout, as fulfilment writes it.
export type TPurchase = {
  sessionId: string;
  session: Stripe.Checkout.Session;
  subscription: Stripe.Subscription;
  mypin: string;
  latitude: number;
  longitude: number;
  userId: string;
  userName: string;
  email: string;
  tier: TTier;
  currency: TCurrency;
  trialRefused: TTrialRefusal | null;
};

const trialingOf = (purchase: TPurchase) => purchase.subscription.status === "trialing";

function receiptEmail(purchase: TPurchase, origin: string): TEmail {
  const { mypin, tier, currency, subscription } = purchase;
  return {
    to: purchase.email,
    template: "receipt",
    payload: {
      mypin,
      tier,
      amountMinor: subscription.items.data[0]?.price.unit_amount ?? 0,
      currency,
      trialEnd: trialingOf(purchase) && subscription.trial_end ? subscription.trial_end * 1000 : null,
      link: shareLink(mypin, origin),
    },
  };
}

const trialRefusedEmail = (purchase: TPurchase, reason: TTrialRefusal, origin: string): TEmail => ({
  to: purchase.email,
  template: "trial-refused",
  payload: { mypin: purchase.mypin, reason, link: `${origin}${MANAGE_PATH}` },
});

// Written with the pin, whether it is a new pin or the owner's renewal of an ended one: its
// subscription row, the checkout's status, the receipt, the trial spent or refused, and the
// conversion events.
export async function recordsWithPin(deps: TDeps, purchase: TPurchase, known: TCheckoutRow | undefined) {
  const { db, now } = deps;
  const origin = configOf(deps.env).PUBLIC_ORIGIN;
  const { sessionId, subscription, userId, trialRefused } = purchase;
  const trialing = trialingOf(purchase);
  // Only for a buyer who accepted cookies when the checkout began; a renewal of an ended pin is a
  // new subscription, so it counts as one too.
  const conversions = await conversionInserts(deps, known?.analyticsConsent ?? false, {
    causeId: sessionId,
    names: trialing ? ["StartTrial"] : ["Subscribe", "Purchase"],
    email: purchase.email,
    value: expectedLifetimeValue(known?.promoCode ?? null),
    sourceUrl: `${origin}/payment-success`,
  });
  const { email, tier, currency } = purchase;
  const row = { id: subscription.id, userId, email, tier, currency, ...subscriptionState(subscription) };
  return [
    insertSubscriptionForPin(db, { ...row, createdAt: now, updatedAt: now }, purchase.mypin),
    markCheckoutFulfilled(db, sessionId, trialRefused),
    insertOutboxEmail(db, receiptEmail(purchase, origin), now),
    // A trial its card had already had still spends the account's: Stripe's customer has had one.
    ...(trialing || trialRefused === "card" ? [markTrialUsed(db, userId, now)] : []),
    ...(trialRefused ? [insertOutboxEmail(db, trialRefusedEmail(purchase, trialRefused, origin), now)] : []),
    ...conversions,
  ];
}
