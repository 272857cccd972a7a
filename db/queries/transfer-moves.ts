import { and, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { mypins, pinTransfers, subscriptions, type TTransferRow } from "../schema";
import { subscriptionNotReversed } from "./subscriptions";

// The statements of one D1 batch that moves a pin to its recipient (worker/services/transfers/
// transfer-completion.ts). The first accepts the offer, only while it is open, unexpired and the
// pin is still the giver's on the giver's subscription; every later one is conditional on that
// acceptance, so the batch moves the pin whole or not at all, and a second completion of the same
// payment (a webhook delivered twice, the return page) changes nothing.

type TOffer = Pick<TTransferRow, "id" | "pinId" | "fromUserId" | "fromSubscriptionId">;
export type TRecipient = { userId: string; email: string; name: string; subscriptionId: string };

// paidAt: when the recipient paid (the subscription's start): a payment made inside the week
// completes the offer even when its news arrives after the week is over. A giver's payment taken
// back meanwhile (a lost dispute, a full refund) leaves nothing to carry, so nothing moves.
// carriedPayment: the payment behind the recipient's trial, kept for a reversal to follow.
export function acceptOpenTransfer(
  db: TDb,
  offer: TOffer,
  to: TRecipient,
  paid: { at: number; carriedPayment: string | null },
  now: number,
) {
  const pinStillTheGivers = sql`EXISTS (SELECT 1 FROM ${mypins} WHERE ${mypins.id} = ${offer.pinId}
    AND ${mypins.subscriptionId} = ${offer.fromSubscriptionId} AND ${mypins.userId} = ${offer.fromUserId})`;
  return db
    .update(pinTransfers)
    .set({
      state: "accepted",
      toUserId: to.userId,
      toSubscriptionId: to.subscriptionId,
      carriedPayment: paid.carriedPayment,
      updatedAt: now,
    })
    .where(
      and(
        eq(pinTransfers.id, offer.id),
        eq(pinTransfers.state, "open"),
        sql`${pinTransfers.expiresAt} > ${paid.at}`,
        pinStillTheGivers,
        subscriptionNotReversed(offer.fromSubscriptionId),
      ),
    );
}

// True once this payment's subscription accepted the offer, in this batch or an earlier one.
export function acceptedWith(offerId: string, subscriptionId: string) {
  return sql`EXISTS (SELECT 1 FROM ${pinTransfers} WHERE ${pinTransfers.id} = ${offerId}
    AND ${pinTransfers.state} = 'accepted' AND ${pinTransfers.toSubscriptionId} = ${subscriptionId})`;
}

// True only in the batch that accepted it: what must be written once (the audit row, the e-mails).
export function acceptedAt(offerId: string, now: number) {
  return sql`EXISTS (SELECT 1 FROM ${pinTransfers} WHERE ${pinTransfers.id} = ${offerId}
    AND ${pinTransfers.state} = 'accepted' AND ${pinTransfers.updatedAt} = ${now})`;
}

// Name, place, counts, history, QR image and share link stay: only the owner and the subscription
// change, and the transfer lock starts.
export function movePinToRecipient(db: TDb, offer: TOffer, to: TRecipient, now: number) {
  return db
    .update(mypins)
    .set({
      userId: to.userId,
      userEmail: to.email,
      userName: to.name,
      subscriptionId: to.subscriptionId,
      transferredAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(mypins.id, offer.pinId),
        eq(mypins.subscriptionId, offer.fromSubscriptionId),
        acceptedWith(offer.id, to.subscriptionId),
      ),
    );
}

type TNewSubscription = Omit<typeof subscriptions.$inferInsert, "id" | "userId" | "email" | "mypinId">;

export function insertRecipientSubscription(offer: TOffer, to: TRecipient, row: TNewSubscription, now: number) {
  return sql`INSERT INTO ${subscriptions}
      (id, user_id, email, mypin_id, status, tier, currency, amount_minor, current_period_end,
       cancel_at_period_end, trial_end, created_at, updated_at)
    SELECT ${to.subscriptionId}, ${to.userId}, ${to.email}, ${offer.pinId}, ${row.status}, ${row.tier},
      ${row.currency}, ${row.amountMinor}, ${row.currentPeriodEnd ?? null}, ${row.cancelAtPeriodEnd ? 1 : 0},
      ${row.trialEnd ?? null}, ${now}, ${now}
    WHERE ${acceptedWith(offer.id, to.subscriptionId)}
    ON CONFLICT (id) DO NOTHING`;
}

// Accepted transfers whose giver's subscription is still live here: its cancellation failed (or its
// news has not come yet), and is asked again.
export function listGiversStillSubscribed(db: TDb, limit: number) {
  return db
    .select({ subscriptionId: pinTransfers.fromSubscriptionId })
    .from(pinTransfers)
    .innerJoin(subscriptions, eq(subscriptions.id, pinTransfers.fromSubscriptionId))
    .where(and(eq(pinTransfers.state, "accepted"), inArray(subscriptions.status, ["active", "trialing", "past_due"])))
    .limit(limit);
}

// The subscriptions a payment's paid time was carried to, along every transfer since: a reversal of
// the payment ends the carried trial wherever the pin now is.
export async function listSubscriptionsCarrying(db: TDb, paymentIntent: string) {
  const rows = await db
    .select({ subscriptionId: pinTransfers.toSubscriptionId })
    .from(pinTransfers)
    .where(and(eq(pinTransfers.carriedPayment, paymentIntent), eq(pinTransfers.state, "accepted")));
  return rows.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : []));
}
