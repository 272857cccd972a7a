import * as z from "zod";
import { isUniqueViolation } from "../../../db/client";
import { ensureCheckout, findCheckout, markCheckoutFulfilled } from "../../../db/queries/checkouts";
import { formerNameGuard } from "../../../db/queries/former-names";
import { insertOutboxEmail } from "../../../db/queries/outbox";
import { findPinByName, findRenewablePin, insertPin, movePinToSubscription } from "../../../db/queries/pins";
import { insertSubscriptionForPin } from "../../../db/queries/subscriptions";
import { findUserById, markTrialUsed } from "../../../db/queries/users";
import { expectedLifetimeValue } from "../../../domain/analytics-events";
import type { ZFulfilled } from "../../../domain/answers/purchase";
import { MANAGE_PATH, shareLink } from "../../../domain/links";
import { success } from "../../../domain/messages/purchase";
import { type TTier, validateName } from "../../../domain/names";
import { CURRENCIES, priceFor, type TCurrency } from "../../../domain/prices";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, isProviderError, Stripe } from "../../providers/payments";
import { forgetCheckoutHold } from "../names/holds";
import { nameLock } from "../names/locks";
import { conversionInserts } from "../outbox/conversions";
import type { TEmail } from "../outbox/email-templates";
import { deliverOutbox } from "../outbox/outbox-delivery";
import { placePin } from "../pins/pin-places";
import { forgetPinSearches } from "../pins/pin-search";
import { subscriptionState } from "../subscriptions/subscription-state";
import { refundLostPurchase } from "./lost-purchase";
import { endTrialNow, type TTrialRefusal, trialRefusalFor } from "./trial-refusals";

// What the checkout session carries about the purchase (written by startCheckout).
const ZOrder = z.object({
  mypin: z.string().min(1),
  latitude: z.coerce.number(),
  longitude: z.coerce.number(),
  userId: z.string().min(1),
});

export type TFulfilled = z.output<typeof ZFulfilled>;

type TPaidOrder = { mypin: string; tier: TTier; currency: TCurrency };

const fulfilled = (order: TPaidOrder, renewed: boolean, trialRefused: TTrialRefusal | null): TFulfilled => ({
  success: true,
  message: success.createdSuccessfully,
  mypin: order.mypin,
  subscriptionValue: priceFor(order.tier, order.currency),
  currency: order.currency,
  tier: order.tier,
  renewed,
  trialRefused,
});

// Asked again after the fact: a pin older than the purchase that paid for it was its owner's renewal.
const renewedBefore = (pin: { createdAt: number } | undefined, purchaseStartedAt: number) =>
  pin !== undefined && pin.createdAt < purchaseStartedAt;

async function retrievePaidSession(stripe: Stripe, sessionId: string) {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["subscription", "subscription.default_payment_method"],
    });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
    if (isProviderError(error)) throw new AppError("PAYMENT_LOOKUP_FAILED", { cause: error });
    throw error;
  }
}

// The success page and the checkout.session.completed webhook both land here (docs/decisions/006),
// in either order and any number of times; the unique name index and the pin's subscription id
// decide who created the pin, so exactly one pin and one subscription row come of one payment. A
// renamed pin's former name is as taken as its name (formerNameGuard fails the batch alike).
export async function fulfilCheckout(
  deps: TDeps,
  { sessionId, userId: buyerId }: { sessionId: string; userId?: string },
): Promise<TFulfilled> {
  const { env, db, now } = deps;
  const origin = configOf(env).PUBLIC_ORIGIN;
  const known = await findCheckout(db, sessionId);
  // A buyer's call names a checkout of their own, which startCheckout recorded before handing out
  // its address: any other id is not theirs, and costs no call to Stripe.
  if (buyerId && known?.userId !== buyerId) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  if (known?.status === "fulfilled") {
    const renewed = renewedBefore(await findPinByName(db, known.mypin), known.createdAt);
    return fulfilled(known, renewed, known.trialRefused);
  }
  if (known?.status === "refunded") throw new AppError("PURCHASE_REFUNDED");

  const stripe = createStripe(env);
  const session = await retrievePaidSession(stripe, sessionId);
  const order = ZOrder.safeParse(session.metadata ?? {});
  if (!order.success || (buyerId && order.data.userId !== buyerId)) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  const paidSubscription = session.subscription;
  if (
    session.status !== "complete" ||
    session.payment_status === "unpaid" ||
    !paidSubscription ||
    typeof paidSubscription === "string"
  ) {
    throw new AppError("PAYMENT_UNSUCCESSFUL");
  }

  const { mypin, latitude, longitude, userId } = order.data;
  const trialRefused = await trialRefusalFor(db, paidSubscription, { userId, checkoutId: sessionId }, now);
  const subscription =
    trialRefused && paidSubscription.status === "trialing"
      ? await endTrialNow(stripe, paidSubscription)
      : paidSubscription;
  const trialing = subscription.status === "trialing";
  const tier = validateName(mypin).tier ?? "premium";
  const currency = CURRENCIES.find((known) => known === session.currency) ?? "usd";
  const amountMinor = subscription.items.data[0]?.price.unit_amount ?? 0;
  const user = await findUserById(db, userId);
  const email = user?.email ?? session.customer_details?.email ?? "";
  if (!known) {
    await ensureCheckout(db, { id: sessionId, userId, mypin, latitude, longitude, tier, currency, createdAt: now });
  }
  const paid = { mypin, tier, currency };

  const receipt: TEmail = {
    to: email,
    template: "receipt",
    payload: {
      mypin,
      tier,
      amountMinor,
      currency,
      trialEnd: trialing && subscription.trial_end ? subscription.trial_end * 1000 : null,
      link: shareLink(mypin, origin),
    },
  };
  // Only for a buyer who accepted cookies when the checkout began; a renewal of an ended pin is a
  // new subscription, so it counts as one too.
  const conversions = await conversionInserts(deps, known?.analyticsConsent ?? false, {
    causeId: sessionId,
    names: trialing ? ["StartTrial"] : ["Subscribe", "Purchase"],
    email,
    value: expectedLifetimeValue(known?.promoCode ?? null),
    sourceUrl: `${origin}/payment-success`,
  });
  // Written with the pin, whether it is a new pin or the owner's renewal of an ended one.
  const alongside = [
    insertSubscriptionForPin(
      db,
      {
        id: subscription.id,
        userId,
        email,
        tier,
        currency,
        ...subscriptionState(subscription),
        createdAt: now,
        updatedAt: now,
      },
      mypin,
    ),
    markCheckoutFulfilled(db, sessionId, trialRefused),
    insertOutboxEmail(db, receipt, now),
    // A trial its card had already had still spends the account's: Stripe's customer has had one.
    ...(trialing || trialRefused === "card" ? [markTrialUsed(db, userId, now)] : []),
    ...(trialRefused ? [insertOutboxEmail(db, trialRefusedEmail(email, mypin, trialRefused, origin), now)] : []),
    ...conversions,
  ];
  let renewed = false;
  try {
    const [, [pin]] = await db.batch([
      formerNameGuard(db, mypin, now),
      insertPin(db, {
        mypin,
        userName: user?.displayName ?? email,
        userId,
        userEmail: email,
        latitude,
        longitude,
        subscriptionId: subscription.id,
        createdAt: now,
        updatedAt: now,
      }),
      ...alongside,
    ]);
    // A miss cached here while the name was free would hide the new pin from its first visitors.
    await forgetPinSearches(env, [mypin]);
    if (pin) deps.waitUntil(placePin(deps, { id: pin.id, mypin, latitude, longitude }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const pin = await findPinByName(db, mypin);
    if (pin?.subscriptionId === subscription.id)
      return done(deps, sessionId, fulfilled(paid, renewedBefore(pin, subscription.start_date * 1000), trialRefused));
    // Renewable when the checkout began, inside the grace window: paying may take the checkout's
    // 30 minutes past the window's end.
    const startedAt = known?.createdAt ?? session.created * 1000;
    const renewable = await findRenewablePin(db, { id: userId, email }, mypin, startedAt);
    // The owner renewed the pin in its grace window; it keeps its place and its counts. Nothing
    // else can move it meanwhile: the release settles an open checkout at Stripe before it
    // releases, and the name's lock lets its owner have one checkout at a time.
    const [moved] = renewable
      ? await db.batch([movePinToSubscription(db, renewable, subscription.id, now), ...alongside])
      : [[]];
    if (moved.length === 0) await refundLostPurchase(deps, stripe, session, subscription, email);
    renewed = true;
  }
  // The receipt (and a refused trial's notice) went into the outbox with the pin: sent now, not at
  // the next schedule.
  deps.waitUntil(deliverOutbox(deps));
  return done(deps, sessionId, fulfilled(paid, renewed, trialRefused));
}

const trialRefusedEmail = (to: string, mypin: string, reason: TTrialRefusal, origin: string): TEmail => ({
  to,
  template: "trial-refused",
  payload: { mypin, reason, link: `${origin}${MANAGE_PATH}` },
});

// The paid checkout's hold ends with it.
async function done({ env, db }: TDeps, sessionId: string, answer: TFulfilled) {
  await nameLock(env, answer.mypin).endCheckout(sessionId);
  await forgetCheckoutHold(db, sessionId);
  return answer;
}

// Fulfilment answers these to a buyer; to the webhook and the cleanup of stale checkouts they are
// settled outcomes, not failures: the buyer was refunded, or the session is not ours, or unpaid.
const SETTLED = new Set(["PURCHASE_REFUNDED", "PAYMENT_SESSION_NOT_FOUND", "PAYMENT_UNSUCCESSFUL"]);

export async function fulfilPaidCheckout(deps: TDeps, sessionId: string) {
  await fulfilCheckout(deps, { sessionId }).catch((error: unknown) => {
    if (!(error instanceof AppError && SETTLED.has(error.code))) throw error;
  });
}
