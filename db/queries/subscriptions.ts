import { and, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { LIVE_STATUSES } from "../../domain/lifecycle";
import type { TDb } from "../client";
import { mypins, pinTransfers, subscriptions } from "../schema";
import { inJsonList, jsonField } from "./json-list";

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

// The rows of a page of Stripe's subscriptions, in one read, with the name of each one's pin: what
// the nightly sync compares Stripe's state with (worker/services/subscriptions/subscription-sync-pass.ts).
export function listSubscriptionsToSync(db: TDb, ids: readonly string[]) {
  return db
    .select({ ...getTableColumns(subscriptions), mypin: mypins.mypin })
    .from(subscriptions)
    .leftJoin(mypins, eq(mypins.subscriptionId, subscriptions.id))
    .where(inJsonList(subscriptions.id, ids));
}

export type TSyncedRow = Awaited<ReturnType<typeof listSubscriptionsToSync>>[number];

// For a D1 batch (toStatement): every row of `states` written in one statement, each its own values,
// read from one JSON parameter, as updateSubscriptionState writes one.
export function updateSubscriptionStates(states: readonly (TSubscriptionState & { id: string })[], now: number) {
  const rows = JSON.stringify(
    states.map((state) => ({
      id: state.id,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
      trialEnd: state.trialEnd ?? null,
      endedAt: state.endedAt ?? null,
      amountMinor: state.amountMinor,
      graceEndsAt: state.graceEndsAt ?? null,
    })),
  );
  return sql`UPDATE ${subscriptions} SET status = n.status, current_period_end = n.current_period_end,
      cancel_at_period_end = n.cancel_at_period_end, trial_end = n.trial_end, ended_at = n.ended_at,
      amount_minor = n.amount_minor, grace_ends_at = n.grace_ends_at, updated_at = ${now}
    FROM (SELECT ${jsonField("id")} AS id, ${jsonField("status")} AS status, ${jsonField("currentPeriodEnd")} AS current_period_end,
      ${jsonField("cancelAtPeriodEnd")} AS cancel_at_period_end, ${jsonField("trialEnd")} AS trial_end,
      ${jsonField("endedAt")} AS ended_at, ${jsonField("amountMinor")} AS amount_minor, ${jsonField("graceEndsAt")} AS grace_ends_at
      FROM json_each(${rows})) AS n
    WHERE ${subscriptions.id} = n.id`;
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
