import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { mypins, subscriptions } from "../schema";

export type TNewSubscription = Omit<typeof subscriptions.$inferInsert, "mypinId">;
export type TSubscriptionState = Pick<
  typeof subscriptions.$inferInsert,
  "status" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "trialEnd"
>;

export const LIVE_STATUSES = ["active", "trialing"] as const;
const ENDED_STATUSES = new Set(["canceled", "incomplete_expired"]);

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

// The provider's current state replaces ours; a subscription that has ended also frees its name.
export async function applySubscriptionState(db: TDb, id: string, state: TSubscriptionState, now: number) {
  const update = updateSubscriptionState(db, id, state, now);
  if (!ENDED_STATUSES.has(state.status ?? "")) {
    await update;
    return { released: [] as string[] };
  }
  const [, released] = await db.batch([
    update,
    db.delete(mypins).where(eq(mypins.subscriptionId, id)).returning({ mypin: mypins.mypin }),
  ]);
  return { released: released.map((row) => row.mypin) };
}

export function findLiveSubscription(db: TDb, userId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .get();
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
