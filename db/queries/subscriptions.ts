import { and, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { LIVE_STATUSES } from "../../domain/lifecycle";
import type { TDb } from "../client";
import { mypins, pinTransfers, subscriptions } from "../schema";

export type TNewSubscription = Omit<typeof subscriptions.$inferInsert, "mypinId">;
export type TSubscriptionState = Pick<
  typeof subscriptions.$inferInsert,
  "status" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "trialEnd" | "endedAt" | "amountMinor"
> &
  Partial<Pick<typeof subscriptions.$inferInsert, "graceEndsAt">>;

// Not awaited: written in fulfilment's batch, pointing at the pin inserted just before it.
export function insertSubscriptionForPin(db: TDb, row: TNewSubscription, mypin: string) {
  return db
    .insert(subscriptions)
    .values({ ...row, mypinId: sql`(SELECT ${mypins.id} FROM ${mypins} WHERE ${mypins.mypin} = ${mypin})` })
    .onConflictDoNothing();
}

export function findSubscription(db: TDb, id: string) {
  return db.query.subscriptions.findFirst({ where: eq(subscriptions.id, id) });
}

// Not awaited: for a batch that changes the subscription together with what caused the change.
export function updateSubscriptionState(db: TDb, id: string, state: TSubscriptionState, now: number) {
  return db
    .update(subscriptions)
    .set({ ...state, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

export function findLatestSubscriptionOf(db: TDb, userId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .get();
}

export async function recordChargeState(
  db: TDb,
  id: string,
  state: Pick<typeof subscriptions.$inferInsert, "refundedMinor" | "disputeStatus">,
  now: number,
) {
  await db
    .update(subscriptions)
    .set({ ...state, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

// Live subscriptions of pins whose period or trial ends in (now, horizon], with the pin's name:
// the renewal notices' candidates, a page at a time by id.
// Whether a subscription was started by accepting a transfer, its trial the giver's paid time.
export function carriedByTransfer(subscriptionId: AnySQLiteColumn | string) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${pinTransfers} WHERE ${pinTransfers.toSubscriptionId} = ${subscriptionId})`.mapWith(
    Boolean,
  );
}

export function listSubscriptionsEndingBy(db: TDb, now: number, horizon: number, afterId: string, limit: number) {
  const endsSoon = (column: AnySQLiteColumn) => and(gt(column, now), lte(column, horizon));
  return db
    .select({
      id: subscriptions.id,
      email: subscriptions.email,
      status: subscriptions.status,
      currency: subscriptions.currency,
      amountMinor: subscriptions.amountMinor,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      trialEnd: subscriptions.trialEnd,
      createdAt: subscriptions.createdAt,
      mypin: mypins.mypin,
      carried: carriedByTransfer(subscriptions.id),
    })
    .from(subscriptions)
    .innerJoin(mypins, eq(mypins.subscriptionId, subscriptions.id))
    .where(
      and(
        gt(subscriptions.id, afterId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        or(endsSoon(subscriptions.currentPeriodEnd), endsSoon(subscriptions.trialEnd)),
      ),
    )
    .orderBy(subscriptions.id)
    .limit(limit);
}

// For the reversal's audit row, written in the batch before the mark: only the first time.
export function subscriptionNotReversed(id: string) {
  return sql`NOT EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.id} = ${id} AND ${subscriptions.reversedAt} IS NOT NULL)`;
}

// Not awaited: the reversal's batch writes it with its audit row and e-mail, once.
export function markSubscriptionReversed(db: TDb, id: string, graceEndsAt: number, now: number) {
  return db
    .update(subscriptions)
    .set({ reversedAt: now, graceEndsAt, updatedAt: now })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.reversedAt)));
}

// A subscription's row with whether a transfer started it (carriedByTransfer), for its notices.
export function findNoticedSubscription(db: TDb, id: string) {
  return db
    .select({ ...getTableColumns(subscriptions), carried: carriedByTransfer(subscriptions.id) })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .get();
}
