import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { TCoordinates } from "../../domain/coordinates";
import { ENDED_STATUSES } from "../../domain/lifecycle";
import { nameKey } from "../../domain/name-policy";
import type { TDb } from "../client";
import { mypins, subscriptions, type TNewPinRow } from "../schema";

export const TOP_PINS_LIMIT = 10;

export function findPinByName(db: TDb, name: string) {
  return db.query.mypins.findFirst({ where: eq(mypins.mypin, name) });
}

// For a write that must happen only while the pin is there (an audit row of a staff change).
export function pinWithIdExists(id: number) {
  return sql`EXISTS (SELECT 1 FROM ${mypins} WHERE ${mypins.id} = ${id})`;
}

// For an audit row written only when the change it records changes something.
export function pinHiddenFromTopIs(id: number, hidden: boolean) {
  return sql`EXISTS (SELECT 1 FROM ${mypins} WHERE ${mypins.id} = ${id} AND ${mypins.hiddenFromTop} = ${hidden})`;
}

// For an e-mail written only once a move has written the pin at that time.
export function pinMovedAt(id: number, at: number) {
  return sql`EXISTS (SELECT 1 FROM ${mypins} WHERE ${mypins.id} = ${id} AND ${mypins.coordinatesUpdatedAt} = ${at})`;
}

// For a write that must happen only while the subscription's pin is there (a notice, a release).
export function pinOfSubscriptionExists(subscriptionId: string) {
  return sql`EXISTS (SELECT 1 FROM ${mypins} WHERE ${eq(mypins.subscriptionId, subscriptionId)})`;
}

export function findPinBySubscription(db: TDb, subscriptionId: string) {
  return db.query.mypins.findFirst({ where: eq(mypins.subscriptionId, subscriptionId) });
}

// Taken means the name itself, or any name that looks like it (the same skeleton), has a pin. The
// name is compared too because a legacy row may not have its skeleton yet.
export async function pinExists(db: TDb, name: string) {
  const row = await db
    .select({ id: mypins.id })
    .from(mypins)
    .where(or(eq(mypins.mypin, name), eq(mypins.skeleton, nameKey(name))))
    .get();
  return row !== undefined;
}

// Most searched first, the name breaking ties: the admin's top 10, by every search.
export const TOP_PINS_ORDER = [desc(mypins.searchCount), mypins.mypin];

// The public list of popular names: ranked by searches counted once per client a day, without the
// pins staff took off it (mypins_ranked_idx reads it in this order).
export function listTopPins(db: TDb, limit = TOP_PINS_LIMIT) {
  return db
    .select({ mypin: mypins.mypin })
    .from(mypins)
    .where(eq(mypins.hiddenFromTop, false))
    .orderBy(desc(mypins.rankedSearches), mypins.mypin)
    .limit(limit);
}

// Not awaited: the staff action's batch sets it with its audit row, only if it changes.
export function setPinHiddenFromTop(db: TDb, id: number, hidden: boolean) {
  return db
    .update(mypins)
    .set({ hiddenFromTop: hidden })
    .where(and(eq(mypins.id, id), eq(mypins.hiddenFromTop, !hidden)));
}

// Not awaited: fulfilment writes the pin in one batch with its subscription; the unique indexes on
// the name and its skeleton make a second buyer's batch fail whole (docs/decisions/006), even when
// the second buyer paid for a look-alike. Answers the new pin's id.
export function insertPin(db: TDb, row: Omit<TNewPinRow, "skeleton">) {
  return db
    .insert(mypins)
    .values({ ...row, skeleton: nameKey(row.mypin) })
    .returning({ id: mypins.id });
}

// Rows from before the name policy, oldest first, so an older pin keeps its skeleton over a
// later look-alike of it; afterId pages through them.
export function listPinsWithoutKey(db: TDb, afterId: number, limit: number) {
  return db
    .select({ id: mypins.id, mypin: mypins.mypin })
    .from(mypins)
    .where(and(isNull(mypins.skeleton), gt(mypins.id, afterId)))
    .orderBy(asc(mypins.id))
    .limit(limit);
}

export type TPinKey = { id: number; mypin: string; skeleton: string };

// Gives each row its canonical name and skeleton unless another pin already has either: OR IGNORE
// skips that row instead of failing the batch, and the answer lists the ids that were updated.
export async function setPinKeys(d1: D1Database, rows: TPinKey[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const update = d1.prepare("UPDATE OR IGNORE mypins SET mypin = ?1, skeleton = ?2 WHERE id = ?3 AND skeleton IS NULL");
  const results = await d1.batch(rows.map((row) => update.bind(row.mypin, row.skeleton, row.id)));
  return rows.filter((_, index) => (results[index]?.meta.changes ?? 0) > 0).map((row) => row.id);
}

export type TPinOwner = { id: string; email: string };

// Whose pins an action reaches: its owner's, or any pin (a system administrator's).
export type TPinScope = TPinOwner | "any";

// A pin belongs to its user; a pin without one (made before accounts existed) to its e-mail address.
export function ownedBy(owner: TPinOwner) {
  return or(eq(mypins.userId, owner.id), and(isNull(mypins.userId), eq(mypins.userEmail, owner.email)));
}

const inScope = (scope: TPinScope) => (scope === "any" ? undefined : ownedBy(scope));

// A pin within the scope's reach, with what a move tells its owner; another owner's pin is as
// missing as one that never existed.
export function findPinInScope(db: TDb, scope: TPinScope, id: number) {
  return db
    .select({
      mypin: mypins.mypin,
      latitude: mypins.latitude,
      longitude: mypins.longitude,
      userEmail: mypins.userEmail,
    })
    .from(mypins)
    .where(and(eq(mypins.id, id), inScope(scope)))
    .get();
}

// The columns every manage screen lists (domain/owned-pins.ts TListedPin, less the derived tier).
export const LISTED_PIN_COLUMNS = {
  id: mypins.id,
  mypin: mypins.mypin,
  userName: mypins.userName,
  latitude: mypins.latitude,
  longitude: mypins.longitude,
  searchCount: mypins.searchCount,
  note: mypins.note,
  nearTown: mypins.nearTown,
  nearCountry: mypins.nearCountry,
  createdAt: mypins.createdAt,
  updatedAt: mypins.updatedAt,
  coordinatesUpdatedAt: mypins.coordinatesUpdatedAt,
};

// A listed pin's subscription, for a select that left-joins subscriptions on the pin's id.
export const PIN_SUBSCRIPTION_COLUMNS = {
  subscriptionId: mypins.subscriptionId,
  subscriptionEnd: subscriptions.currentPeriodEnd,
  subscriptionStatus: subscriptions.status,
  currency: subscriptions.currency,
};

function selectOwnedPins(db: TDb) {
  return db
    .select({
      ...LISTED_PIN_COLUMNS,
      ...PIN_SUBSCRIPTION_COLUMNS,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      graceEndsAt: subscriptions.graceEndsAt,
      endedAt: subscriptions.endedAt,
    })
    .from(mypins)
    .leftJoin(subscriptions, eq(subscriptions.id, mypins.subscriptionId));
}

export type TOwnedPinRow = NonNullable<Awaited<ReturnType<typeof findOwnedPin>>>;

export function listOwnedPins(db: TDb, owner: TPinOwner) {
  return selectOwnedPins(db).where(ownedBy(owner));
}

// Another user's pin is as missing as one that never existed.
export function findOwnedPin(db: TDb, owner: TPinOwner, id: number) {
  return selectOwnedPins(db)
    .where(and(eq(mypins.id, id), ownedBy(owner)))
    .get();
}

// A pin its owner may buy again at `at`: its subscription has ended and its grace window (after a
// failed or reversed payment) is still open. A subscription its owner cancelled has no grace: its
// name goes back to everyone at the period's end, and an owner's checkout cannot hold it back.
export function findRenewablePin(db: TDb, owner: TPinOwner, name: string, at: number) {
  return db
    .select({ id: mypins.id, subscriptionId: mypins.subscriptionId })
    .from(mypins)
    .innerJoin(subscriptions, eq(subscriptions.id, mypins.subscriptionId))
    .where(
      and(
        eq(mypins.mypin, name),
        ownedBy(owner),
        inArray(subscriptions.status, [...ENDED_STATUSES]),
        gt(subscriptions.graceEndsAt, at),
      ),
    )
    .get();
}

// Not awaited: the renewal's batch moves the pin to its new subscription, if it is still on the old.
export function movePinToSubscription(
  db: TDb,
  pin: { id: number; subscriptionId: string | null },
  to: string,
  now: number,
) {
  const onOld =
    pin.subscriptionId === null ? isNull(mypins.subscriptionId) : eq(mypins.subscriptionId, pin.subscriptionId);
  return db
    .update(mypins)
    .set({ subscriptionId: to, updatedAt: now })
    .where(and(eq(mypins.id, pin.id), onOld))
    .returning({ id: mypins.id });
}

// A pin by its name within the scope's reach; another owner's pin is as missing as one that never
// existed.
export function findPinNameInScope(db: TDb, scope: TPinScope, name: string) {
  return db
    .select({ mypin: mypins.mypin })
    .from(mypins)
    .where(and(eq(mypins.mypin, name), inScope(scope)))
    .get();
}

// Not awaited: a move is batched with the owner's e-mail and, for a staff move, the audit row.
// A moved pin is near somewhere else: its town is looked up again (db/queries/pin-places.ts).
const UNPLACED = { nearTown: null, nearCountry: null, placeCheckedAt: null };

export function updatePinCoordinates(db: TDb, scope: TPinScope, id: number, point: TCoordinates, now: number) {
  return db
    .update(mypins)
    .set({
      latitude: point.latitude,
      longitude: point.longitude,
      ...UNPLACED,
      updatedAt: now,
      coordinatesUpdatedAt: now,
    })
    .where(and(eq(mypins.id, id), inScope(scope)));
}
