import type * as z from "zod";
import { isUniqueViolation } from "../../../db/client";
import { ensureCheckout, findCheckout, type TCheckoutRow } from "../../../db/queries/checkouts";
import { formerNameGuard } from "../../../db/queries/former-names";
import { findPinByName, findRenewablePin, insertPin, movePinToSubscription } from "../../../db/queries/pins";
import { findUserById } from "../../../db/queries/users";
import type { ZFulfilled } from "../../../domain/answers/purchase";
import { success } from "../../../domain/messages/purchase";
import { type TTier, validateName } from "../../../domain/names";
import { CURRENCIES, priceFor, type TCurrency } from "../../../domain/prices";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, type Stripe } from "../../providers/payments";
import { forgetCheckoutHold } from "../names/holds";
import { nameLock } from "../names/locks";
import { deliverOutbox } from "../outbox/deliver-outbox";
import { placePin } from "../pins/pin-places";
import { forgetPinSearches } from "../pins/pin-search";
import { recordsWithPin, type TPurchase } from "./fulfilment-records";
import { refundLostPurchase } from "./lost-purchase";
import { readPaidCheckout, type TPaidCheckout } from "./paid-checkout";
import { endTrialNow, type TTrialRefusal, trialRefusalFor } from "./trial-refusals";

export type TFulfilled = z.output<typeof ZFulfilled>;

type TPaidOrder = { mypin: string; tier: TTier; currency: TCurrency };
type TRecords = Awaited<ReturnType<typeof recordsWithPin>>;

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

// The success page and the checkout.session.completed webhook both land here (docs/decisions/006),
// in either order and any number of times; the unique name index and the pin's subscription id
// decide who created the pin, so exactly one pin and one subscription row come of one payment. A
// renamed pin's former name is as taken as its name (formerNameGuard fails the batch alike).
export async function fulfilCheckout(
  deps: TDeps,
  { sessionId, userId: buyerId }: { sessionId: string; userId?: string },
): Promise<TFulfilled> {
  const known = await findCheckout(deps.db, sessionId);
  const settled = await settledAnswer(deps, known, buyerId);
  if (settled) return settled;
  const stripe = createStripe(deps.env);
  const purchase = await purchaseOf(deps, stripe, await readPaidCheckout(stripe, sessionId, buyerId), known);
  const records = await recordsWithPin(deps, purchase, known);
  const { renewed, written } = await savePin(deps, stripe, purchase, records, known);
  // The receipt (and a refused trial's notice) went into the outbox with the pin: sent now, not at
  // the next schedule.
  if (written) deps.waitUntil(deliverOutbox(deps));
  return done(deps, sessionId, fulfilled(purchase, renewed, purchase.trialRefused));
}

// What the database already knows settles the call without Stripe. A buyer's call names a checkout
// of their own, which startCheckout recorded before handing out its address: any other id is not
// theirs, and costs no call to Stripe.
async function settledAnswer({ db }: TDeps, known: TCheckoutRow | undefined, buyerId: string | undefined) {
  if (buyerId && known?.userId !== buyerId) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  if (known?.status === "refunded") throw new AppError("PURCHASE_REFUNDED");
  if (known?.status !== "fulfilled") return null;
  return fulfilled(known, renewedBefore(await findPinByName(db, known.mypin), known.createdAt), known.trialRefused);
}

// The paid checkout as fulfilment writes it: its trial settled (a refused one ends now), its name's
// tier and its buyer; a checkout only Stripe knew of is recorded first.
async function purchaseOf(
  { db, now }: TDeps,
  stripe: Stripe,
  { session, order, subscription: paid }: TPaidCheckout,
  known: TCheckoutRow | undefined,
): Promise<TPurchase> {
  const { mypin, latitude, longitude, userId } = order;
  const trialRefused = await trialRefusalFor(db, paid, { userId, checkoutId: session.id }, now);
  const subscription = trialRefused && paid.status === "trialing" ? await endTrialNow(stripe, paid) : paid;
  const tier = validateName(mypin).tier ?? "premium";
  const currency = CURRENCIES.find((known) => known === session.currency) ?? "usd";
  const user = await findUserById(db, userId);
  const email = user?.email ?? session.customer_details?.email ?? "";
  if (!known) {
    await ensureCheckout(db, { id: session.id, userId, mypin, latitude, longitude, tier, currency, createdAt: now });
  }
  const userName = user?.displayName ?? email;
  return { sessionId: session.id, session, subscription, ...order, userName, email, tier, currency, trialRefused };
}

// The pin and its records in one batch; when the name is taken, by this same payment (another call
// got there first), by the owner's own ended pin, or by somebody else. `written` is false when
// another call wrote everything.
async function savePin(
  deps: TDeps,
  stripe: Stripe,
  purchase: TPurchase,
  records: TRecords,
  known: TCheckoutRow | undefined,
) {
  const { env, db, now } = deps;
  const { mypin, latitude, longitude, subscription } = purchase;
  try {
    const [, [pin]] = await db.batch([
      formerNameGuard(db, mypin, now),
      insertPin(db, {
        mypin,
        userName: purchase.userName,
        userId: purchase.userId,
        userEmail: purchase.email,
        latitude,
        longitude,
        subscriptionId: subscription.id,
        createdAt: now,
        updatedAt: now,
      }),
      ...records,
    ]);
    // A miss cached here while the name was free would hide the new pin from its first visitors.
    await forgetPinSearches(env, [mypin]);
    if (pin) deps.waitUntil(placePin(deps, { id: pin.id, mypin, latitude, longitude }));
    return { renewed: false, written: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return await saveOverTakenName(deps, stripe, purchase, records, known);
  }
}

async function saveOverTakenName(
  deps: TDeps,
  stripe: Stripe,
  purchase: TPurchase,
  records: TRecords,
  known: TCheckoutRow | undefined,
) {
  const { db, now } = deps;
  const { mypin, session, subscription, userId, email } = purchase;
  const pin = await findPinByName(db, mypin);
  if (pin?.subscriptionId === subscription.id)
    return { renewed: renewedBefore(pin, subscription.start_date * 1000), written: false };
  // Renewable when the checkout began, inside the grace window: paying may take the checkout's
  // 30 minutes past the window's end.
  const startedAt = known?.createdAt ?? session.created * 1000;
  const renewable = await findRenewablePin(db, { id: userId, email }, mypin, startedAt);
  // The owner renewed the pin in its grace window; it keeps its place and its counts. Nothing
  // else can move it meanwhile: the release settles an open checkout at Stripe before it
  // releases, and the name's lock lets its owner have one checkout at a time.
  const [moved] = renewable
    ? await db.batch([movePinToSubscription(db, renewable, subscription.id, now), ...records])
    : [[]];
  if (moved.length === 0) await refundLostPurchase(deps, stripe, session, subscription, email);
  return { renewed: true, written: true };
}

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
