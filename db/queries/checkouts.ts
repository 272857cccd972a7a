import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { TDb } from "../client";
import { checkouts } from "../schema";
import { inJsonList } from "./json-list";

export type TNewCheckout = typeof checkouts.$inferInsert;
export type TCheckoutRow = typeof checkouts.$inferSelect;

export async function insertCheckout(db: TDb, row: TNewCheckout) {
  await db.insert(checkouts).values(row);
}

// For a paid session whose record is missing: a concurrent fulfilment may be writing it too.
export async function ensureCheckout(db: TDb, row: TNewCheckout) {
  await db.insert(checkouts).values(row).onConflictDoNothing();
}

export function findCheckout(db: TDb, id: string) {
  return db.query.checkouts.findFirst({ where: eq(checkouts.id, id) });
}

// Not awaited: fulfilment writes it in one batch with the pin it creates.
export function markCheckoutFulfilled(db: TDb, id: string, trialRefused: TCheckoutRow["trialRefused"]) {
  return db
    .update(checkouts)
    .set({ status: "fulfilled", trialRefused })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")));
}

// Its session expired unpaid: Stripe's event, or the cleanup of a checkout whose event never came.
export async function markCheckoutExpired(db: TDb, id: string) {
  await db
    .update(checkouts)
    .set({ status: "expired" })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")));
}

// Pending past their session's expiry: the event that should have settled them never came.
export function listStaleCheckouts(db: TDb, createdBefore: number, limit: number) {
  return db
    .select({ id: checkouts.id, mypin: checkouts.mypin })
    .from(checkouts)
    .where(and(eq(checkouts.status, "pending"), lt(checkouts.createdAt, createdBefore)))
    .orderBy(checkouts.createdAt)
    .limit(limit);
}

// A lost race (docs/decisions/006): the refund e-mail is queued only by the call that moves the
// checkout from pending to refunded, in the same transaction, so duplicates never e-mail twice.
export async function markCheckoutRefunded(
  d1: D1Database,
  id: string,
  email: { to: string; payload: unknown },
  now: number,
) {
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO email_outbox ("to", template, payload, next_attempt_at)
         SELECT ?, 'purchase-refunded', ?, ? WHERE EXISTS (SELECT 1 FROM checkouts WHERE id = ? AND status = 'pending')`,
      )
      .bind(email.to, JSON.stringify(email.payload), now, id),
    d1.prepare(`UPDATE checkouts SET status = 'refunded' WHERE id = ? AND status = 'pending'`).bind(id),
  ]);
}

// The names' checkouts still waiting for their outcome, whoever opened them, in one read.
export function listPendingCheckoutsOf(db: TDb, names: readonly string[]) {
  return db
    .select({ id: checkouts.id, mypin: checkouts.mypin })
    .from(checkouts)
    .where(and(inJsonList(checkouts.mypin, names), eq(checkouts.status, "pending")));
}

// When each of the account's checkouts of the name since `since` began, if it was never paid
// (pending or expired), oldest first.
export async function listUnpaidCheckoutTimes(db: TDb, userId: string, mypin: string, since: number) {
  const rows = await db
    .select({ createdAt: checkouts.createdAt })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.mypin, mypin),
        eq(checkouts.userId, userId),
        inArray(checkouts.status, ["pending", "expired"]),
        gt(checkouts.createdAt, since),
      ),
    )
    .orderBy(checkouts.createdAt);
  return rows.map((row) => row.createdAt);
}
