import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { TCarriedTerms } from "../../domain/transfers";
import type { TDb } from "../client";
import { checkouts, mypins, pinTransfers, subscriptions, type TTransferRow } from "../schema";
import { ownedBy, type TPinOwner } from "./pins";

// A purchase of the name still being paid: a checkout that is pending and no older than a
// checkout session lives (worker/services/purchase/checkout-lifetime.ts), with the cleanup's margin.
const OPEN_CHECKOUT_MS = 46 * 60_000;

// The owner's pin with what decides whether it may be offered.
export function findTransferablePin(db: TDb, owner: TPinOwner, id: number, now: number) {
  return db
    .select({
      id: mypins.id,
      mypin: mypins.mypin,
      latitude: mypins.latitude,
      longitude: mypins.longitude,
      createdAt: mypins.createdAt,
      transferredAt: mypins.transferredAt,
      subscriptionId: mypins.subscriptionId,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      graceEndsAt: subscriptions.graceEndsAt,
      disputeStatus: subscriptions.disputeStatus,
      checkoutOpen: sql<number>`EXISTS (SELECT 1 FROM ${checkouts} WHERE ${checkouts.mypin} = ${mypins.mypin}
        AND ${checkouts.status} = 'pending' AND ${checkouts.createdAt} > ${now - OPEN_CHECKOUT_MS})`,
    })
    .from(mypins)
    .leftJoin(subscriptions, eq(subscriptions.id, mypins.subscriptionId))
    .where(and(eq(mypins.id, id), ownedBy(owner)))
    .get();
}

// Not awaited: the offer is written in one batch with its audit row and e-mail.
export function insertTransfer(db: TDb, row: typeof pinTransfers.$inferInsert) {
  return db.insert(pinTransfers).values(row);
}

export function findTransfer(db: TDb, id: string) {
  return db.query.pinTransfers.findFirst({ where: eq(pinTransfers.id, id) });
}

export function findOpenTransferOfPin(db: TDb, pinId: number) {
  return db.query.pinTransfers.findFirst({
    where: and(eq(pinTransfers.pinId, pinId), eq(pinTransfers.state, "open")),
  });
}

// The open offers of these pins, for the manage screens.
export function listOpenTransfersOfPins(db: TDb, pinIds: number[]) {
  if (pinIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pinTransfers)
    .where(and(inArray(pinTransfers.pinId, pinIds), eq(pinTransfers.state, "open")));
}

// The offers made to an address and still open, soonest ending first.
export function listOpenTransfersTo(db: TDb, email: string, now: number) {
  return db
    .select()
    .from(pinTransfers)
    .where(and(eq(pinTransfers.toEmail, email), eq(pinTransfers.state, "open"), gt(pinTransfers.expiresAt, now)))
    .orderBy(asc(pinTransfers.expiresAt));
}

// Open offers whose week is over, oldest first.
export function listLapsedTransfers(db: TDb, now: number, limit: number) {
  return db
    .select()
    .from(pinTransfers)
    .where(and(eq(pinTransfers.state, "open"), lte(pinTransfers.expiresAt, now)))
    .orderBy(asc(pinTransfers.expiresAt))
    .limit(limit);
}

// An open offer ends (declined, withdrawn, expired): only from open, so of two endings at once
// one changes it. For a D1 batch, with the audit row and e-mails written only if it did.
export function endTransfer(
  db: TDb,
  id: string,
  state: Exclude<TTransferRow["state"], "open" | "accepted">,
  now: number,
) {
  return db
    .update(pinTransfers)
    .set({ state, updatedAt: now })
    .where(and(eq(pinTransfers.id, id), eq(pinTransfers.state, "open")));
}

export function transferEndedAs(id: string, state: TTransferRow["state"], at: number) {
  return sql`EXISTS (SELECT 1 FROM ${pinTransfers} WHERE ${pinTransfers.id} = ${id}
    AND ${pinTransfers.state} = ${state} AND ${pinTransfers.updatedAt} = ${at})`;
}

// The recipient's latest checkout, its page and when Stripe ends it: accepting again while it is
// open hands back the same page.
export function setTransferCheckout(
  db: TDb,
  id: string,
  checkout: { sessionId: string; url: string; expiresAt: number },
  now: number,
) {
  return db
    .update(pinTransfers)
    .set({
      checkoutSessionId: checkout.sessionId,
      checkoutUrl: checkout.url,
      checkoutExpiresAt: checkout.expiresAt,
      updatedAt: now,
    })
    .where(and(eq(pinTransfers.id, id), eq(pinTransfers.state, "open")));
}

// What accepting costs as just read from Stripe. Not updatedAt: that marks the offer's own steps.
export function setTransferTerms(db: TDb, id: string, terms: TCarriedTerms, now: number) {
  return db
    .update(pinTransfers)
    .set({ terms, termsReadAt: now })
    .where(and(eq(pinTransfers.id, id), eq(pinTransfers.state, "open")));
}

export type { TTransferRow } from "../schema";
