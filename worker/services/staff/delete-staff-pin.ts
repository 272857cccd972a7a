import type Stripe from "stripe";
import type * as z from "zod";
import { type TDb, toStatement } from "../../../db/client";
import { listFormerNames } from "../../../db/queries/former-names";
import { findQrCode } from "../../../db/queries/qr-codes";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { findStaffPin, pinDeleteWrites, type TStaffPinRow } from "../../../db/queries/staff-pins";
import type { ZStaffDeleted } from "../../../domain/answers/staff";
import { helpDesk } from "../../../domain/messages/staff";
import { CURRENCIES, type TCurrency } from "../../../domain/prices";
import { minorUnits, staffDeleteRefund } from "../../../domain/refunds";
import type { TDeleteReason } from "../../../domain/staff";
import { configOf } from "../../config";
import type { Env, TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { logWarning } from "../../platform/log";
import {
  createStripe,
  idOf,
  invoiceWithPaymentIntent,
  isMissingAtStripe,
  isProviderError,
} from "../../providers/payments";
import { nameLock } from "../names/locks";
import { deliverOutbox } from "../outbox/deliver-outbox";
import type { TEmail } from "../outbox/email-templates";
import { forgetPinSearches } from "../pins/pin-search";

type TRefund = { amountMinor: number; currency: TCurrency };
type TEnded = { refund: TRefund; status: string; endedAt: number };

// Keys derived from the subscription: a delete tried again (after a failure, or twice at once)
// sends Stripe the same requests, which it answers once.
const keys = (subscriptionId: string) => ({
  cancel: `staff-delete-${subscriptionId}-cancel`,
  refund: `staff-delete-${subscriptionId}-refund`,
});

// The staff's permanent delete of a pin, with a fair refund (docs/decisions/024). Stripe
// first, so nothing is lost: the subscription is cancelled at once and the unused part refunded,
// and only then does one batch remove the pin. A provider failure leaves the pin, and the delete
// can be tried again without cancelling or refunding twice.
export async function deleteStaffPin(
  deps: TDeps,
  { actor, id, reason }: { actor: TSessionUser; id: number; reason: TDeleteReason },
): Promise<z.output<typeof ZStaffDeleted>> {
  const { env, db, now } = deps;
  const pin = await findStaffPin(db, id);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  const ended = pin.subscriptionId === null ? null : await endSubscription(env, pin, reason, now);
  const qrFile = (await findQrCode(db, pin.mypin))?.filePath ?? null;
  // Its former names go with it (the table cascades), so their searches must be forgotten too.
  const formerNames = await listFormerNames(db, pin.id);
  const results = await env.DB.batch(deleteStatements(env.DB, db, { pin, actor, reason, ended, now }));
  if ((results.at(-1)?.meta.changes ?? 0) === 0) throw new AppError("PIN_NOT_FOUND");
  deps.waitUntil(deliverOutbox(deps));
  await forgetPinSearches(env, [pin.mypin, ...formerNames]);
  try {
    if (qrFile !== null) await env.QR_BUCKET.delete(qrFile);
    await nameLock(env, pin.mypin).free(now);
  } catch (error) {
    logWarning(`Deleted "${pin.mypin}" but could not clear its QR file or lock`, error);
  }
  return { deleted: pin.mypin, refund: ended?.refund ?? null };
}

async function endSubscription(env: Env, pin: TStaffPinRow, reason: TDeleteReason, now: number): Promise<TEnded> {
  const subscriptionId = pin.subscriptionId ?? "";
  const stripe = createStripe(env);
  try {
    const found = await existingSubscription(stripe, subscriptionId);
    // Gone from Stripe: nothing left to cancel or to refund, and the pin must still be deletable.
    if (!found) {
      return { refund: { amountMinor: 0, currency: pin.currency ?? "usd" }, status: "canceled", endedAt: now };
    }
    // Already ended (by an earlier try of this delete, by its owner, or by an unpaid first
    // invoice): Stripe refuses to cancel it again.
    const subscription = ENDED.has(found.status)
      ? found
      : await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: keys(subscriptionId).cancel });
    const paid = await latestPayment(stripe, subscription);
    const currency = pin.currency ?? CURRENCIES.find((known) => known === paid?.currency) ?? "usd";
    const item = subscription.items.data[0];
    // Counted from when Stripe ended it, so a retry computes the same amount as the first try.
    const endedAt = (subscription.ended_at ?? subscription.canceled_at ?? Math.floor(now / 1000)) * 1000;
    const amountMinor = staffDeleteRefund({
      paidMinor: paid?.amountMinor ?? 0,
      periodStart: (item?.current_period_start ?? 0) * 1000,
      periodEnd: (item?.current_period_end ?? 0) * 1000,
      at: endedAt,
      reason,
      adminFeeMinor: minorUnits(configOf(env).ADMIN_FEE[currency]),
    });
    // What is reported, audited and e-mailed is what was refunded, not what was due.
    const refunded =
      amountMinor > 0 && paid?.paymentIntent
        ? await refundOnce(stripe, { pin, reason, subscriptionId, paymentIntent: paid.paymentIntent, amountMinor })
        : 0;
    return { refund: { amountMinor: refunded, currency }, status: subscription.status, endedAt };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("PAYMENT_FAILED", { message: helpDesk.deleteFailed, cause: error });
  }
}

const ENDED = new Set<Stripe.Subscription.Status>(["canceled", "incomplete_expired"]);

async function existingSubscription(stripe: Stripe, id: string) {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (isMissingAtStripe(error)) return null;
    throw error;
  }
}

type TRefundRequest = {
  pin: TStaffPinRow;
  reason: TDeleteReason;
  subscriptionId: string;
  paymentIntent: string;
  amountMinor: number;
};

// The idempotency key alone does not keep a retry from refunding twice: a retry with another
// reason asks for another amount, which Stripe refuses for a day and then refunds again. A staff
// delete's refund already made is found on the payment and reported instead.
async function refundOnce(stripe: Stripe, request: TRefundRequest) {
  const { data } = await stripe.refunds.list({ payment_intent: request.paymentIntent, limit: 100 });
  const earlier = data.find((refund) => refund.metadata?.staff_delete);
  if (earlier) return earlier.amount;
  const refund = await stripe.refunds.create(
    {
      payment_intent: request.paymentIntent,
      amount: request.amountMinor,
      reason: "requested_by_customer",
      metadata: { mypin: request.pin.mypin, staff_delete: request.reason },
    },
    { idempotencyKey: keys(request.subscriptionId).refund },
  );
  return refund.amount;
}

// What was paid for the current period: the amount and payment of the subscription's latest
// invoice, the one that opened the period. A trial's invoice paid nothing, and a renewal whose
// payment failed left the period unpaid; neither is refunded.
async function latestPayment(stripe: Stripe, subscription: Stripe.Subscription) {
  const id = idOf(subscription.latest_invoice);
  if (!id) return null;
  const { invoice, paymentIntent } = await invoiceWithPaymentIntent(stripe, id);
  if (invoice.status !== "paid" || invoice.amount_paid <= 0) return null;
  return { amountMinor: invoice.amount_paid, currency: invoice.currency, paymentIntent };
}

type TDelete = {
  pin: TStaffPinRow;
  actor: TSessionUser;
  reason: TDeleteReason;
  ended: TEnded | null;
  now: number;
};

// One transaction. Every statement before the last acts only while the pin is still there, and
// the last deletes it, so a delete that lost a race to another writes nothing at all.
function deleteStatements(d1: D1Database, db: TDb, change: TDelete) {
  const { pin, ended, now } = change;
  const { statements, present } = pinDeleteWrites(db, {
    id: pin.id,
    subscriptionId: pin.subscriptionId,
    ended,
    email: {
      template: "pin-deleted",
      payload: {
        mypin: pin.mypin,
        reason: change.reason,
        refundMinor: ended?.refund.amountMinor ?? 0,
        currency: ended?.refund.currency ?? null,
      },
    } satisfies Omit<Extract<TEmail, { template: "pin-deleted" }>, "to">,
    now,
  });
  const audit = staffActionStatement(
    d1,
    {
      actorId: change.actor.id,
      actorEmail: change.actor.email,
      action: "delete",
      target: pin.mypin,
      before: { mypin: pin.mypin, user_email: pin.userEmail, subscriptionId: pin.subscriptionId },
      after: {
        reason: change.reason,
        refundMinor: ended?.refund.amountMinor ?? 0,
        currency: ended?.refund.currency ?? null,
      },
      now,
    },
    present,
  );
  return [audit, ...statements.map((statement) => toStatement(d1, statement))];
}
