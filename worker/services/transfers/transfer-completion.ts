import { toStatement } from "../../../db/client";
import { insertOutboxEmail, outboxEmailWhen } from "../../../db/queries/outbox";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import {
  acceptedAt,
  acceptOpenTransfer,
  insertRecipientSubscription,
  movePinToRecipient,
  type TRecipient,
} from "../../../db/queries/transfer-moves";
import { findTransfer } from "../../../db/queries/transfers";
import { findUserById } from "../../../db/queries/users";
import { shareLink } from "../../../domain/links";
import { validateName } from "../../../domain/names";
import { CURRENCIES } from "../../../domain/prices";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { logWarning } from "../../platform/log";
import { createStripe, isProviderError, Stripe } from "../../providers/payments";
import { deliverOutbox } from "../outbox/deliver-outbox";
import { forgetPinSearches } from "../pins/pin-search";
import { cancelAndRefund } from "../purchase/lost-purchase";
import { subscriptionState } from "../subscriptions/subscription-state";
import { syncSubscriptionState } from "../subscriptions/subscription-sync";

type TPaid = { session: Stripe.Checkout.Session; subscription: Stripe.Subscription };

// A transfer's checkout as Stripe holds it now, paid (or its carried trial started), else refused.
async function paidTransferCheckout(
  stripe: Stripe,
  sessionId: string,
  recipientId?: string,
): Promise<TPaid & { transferId: string }> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
    if (isProviderError(error)) throw new AppError("PAYMENT_LOOKUP_FAILED", { cause: error });
    throw error;
  }
  const transferId = session.metadata?.transferId;
  if (!transferId || (recipientId && session.metadata?.userId !== recipientId))
    throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  const subscription = session.subscription;
  if (
    session.status !== "complete" ||
    session.payment_status === "unpaid" ||
    !subscription ||
    typeof subscription === "string"
  )
    throw new AppError("PAYMENT_UNSUCCESSFUL");
  return { session, subscription, transferId };
}

// The offer ended (withdrawn, declined, expired) or the pin changed while the recipient paid: their
// new subscription is cancelled and anything it charged returned, so nobody pays for a name they
// did not get. Once: a subscription already cancelled was voided by an earlier delivery.
async function voidPayment(deps: TDeps, stripe: Stripe, paid: TPaid, to: string) {
  const { session, subscription } = paid;
  if (subscription.status === "canceled") return;
  const refundedMinor = await cancelAndRefund(stripe, subscription, `transfer-void-${session.id}`);
  const payload = {
    mypin: session.metadata?.mypin ?? "",
    amountMinor: refundedMinor,
    currency: session.currency ?? "gbp",
  };
  await insertOutboxEmail(deps.db, { to, template: "purchase-refunded", payload }, deps.now);
  deps.waitUntil(deliverOutbox(deps));
}

// The recipient has paid (or started the carried trial): the pin moves whole in one D1 batch
// (db/queries/transfer-moves.ts), then the giver's subscription ends at once, with no refund, the
// paid time having gone with the name. Reached from the checkout's webhook, from the recipient's
// return to the offer page, and from the expiry's look at a checkout before it ends an offer, in
// any order and any number of times: exactly one of them moves the pin. A payment that finds the
// offer no longer open is voided. recipientId: the signed-in recipient, when they ask.
export async function completeTransfer(deps: TDeps, sessionId: string, recipientId?: string) {
  const { env, db, now } = deps;
  const stripe = createStripe(env);
  const paid = await paidTransferCheckout(stripe, sessionId, recipientId);
  const { subscription, transferId } = paid;
  const offer = await findTransfer(db, transferId);
  const user = await findUserById(db, paid.session.metadata?.userId ?? "");
  if (!offer || !user) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  if (offer.state === "accepted" && offer.toSubscriptionId === subscription.id) return { mypin: offer.mypin };

  const to: TRecipient = {
    userId: user.id,
    email: user.email,
    name: user.displayName,
    subscriptionId: subscription.id,
  };
  const tier = validateName(offer.mypin).tier ?? "premium";
  const currency = CURRENCIES.find((known) => known === subscription.currency) ?? "gbp";
  const state = subscriptionState(subscription);
  const once = acceptedAt(offer.id, now);
  const origin = configOf(env).PUBLIC_ORIGIN;
  const receipt = {
    mypin: offer.mypin,
    firstPaymentAt: state.trialEnd,
    amountMinor: state.amountMinor,
    currency,
    link: shareLink(offer.mypin, origin),
  };
  const after = { transfer: offer.id, from: offer.fromEmail, to: user.email, subscription: subscription.id };
  const [accepted] = await env.DB.batch([
    toStatement(
      env.DB,
      acceptOpenTransfer(
        db,
        offer,
        to,
        { at: subscription.start_date * 1000, carriedPayment: subscription.metadata?.carriedPayment || null },
        now,
      ),
    ),
    toStatement(env.DB, movePinToRecipient(db, offer, to, now)),
    toStatement(env.DB, insertRecipientSubscription(offer, to, { ...state, tier, currency }, now)),
    staffActionStatement(
      env.DB,
      {
        actorId: user.id,
        actorEmail: user.email,
        action: "transfer_accepted",
        target: offer.mypin,
        before: null,
        after,
        now,
      },
      once,
    ),
    toStatement(
      env.DB,
      outboxEmailWhen(
        { to: offer.fromEmail, template: "transfer-accepted-giver", payload: { mypin: offer.mypin, to: user.email } },
        now,
        once,
      ),
    ),
    toStatement(
      env.DB,
      outboxEmailWhen({ to: user.email, template: "transfer-accepted-recipient", payload: receipt }, now, once),
    ),
  ]);
  if ((accepted?.meta.changes ?? 0) === 0) {
    const latest = await findTransfer(db, transferId);
    if (latest?.state === "accepted" && latest.toSubscriptionId === subscription.id) return { mypin: offer.mypin };
    await voidPayment(deps, stripe, paid, user.email);
    throw new AppError("TRANSFER_ENDED");
  }
  await forgetPinSearches(env, [offer.mypin]);
  deps.waitUntil(deliverOutbox(deps));
  await endGiversSubscription(deps, offer.fromSubscriptionId);
  return { mypin: offer.mypin };
}

// Cancelled now, without proration (Stripe's default for a cancel): the giver's paid time went
// with the name; our row of it follows at once. A failure is logged and tried again by the transfer
// jobs (run-transfer-jobs.ts), which find an accepted transfer whose giver's subscription is still
// live here.
export async function endGiversSubscription(deps: TDeps, subscriptionId: string) {
  const stripe = createStripe(deps.env);
  try {
    const giving = await stripe.subscriptions.retrieve(subscriptionId);
    const ended =
      giving.status === "canceled"
        ? giving
        : await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `transfer-end-${subscriptionId}` });
    await syncSubscriptionState(deps, stripe, ended);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    logWarning(`Could not end the giver's subscription ${subscriptionId} after its transfer`, error);
  }
}
