import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { TCoordinates } from "../../domain/coordinates";
import type { TDb } from "../client";
import { mypins, subscriptions, type TNewPinRow } from "../schema";

export const TOP_PINS_LIMIT = 10;

export function findPinByName(db: TDb, name: string) {
  return db.query.mypins.findFirst({ where: eq(mypins.mypin, name) });
}

export async function pinExists(db: TDb, name: string) {
  const row = await db.select({ id: mypins.id }).from(mypins).where(eq(mypins.mypin, name)).get();
  return row !== undefined;
}

export async function incrementSearchCount(db: TDb, id: number) {
  await db
    .update(mypins)
    .set({ searchCount: sql`${mypins.searchCount} + 1` })
    .where(eq(mypins.id, id));
}

export function listTopPins(db: TDb, limit = TOP_PINS_LIMIT) {
  return db
    .select({ mypin: mypins.mypin, searchCount: mypins.searchCount })
    .from(mypins)
    .orderBy(desc(mypins.searchCount), mypins.mypin)
    .limit(limit);
}

// Not awaited: fulfilment writes the pin in one batch with its subscription; the unique index on
// the name makes a second buyer's batch fail whole (DESIGN section 5).
export function insertPin(db: TDb, row: TNewPinRow) {
  return db.insert(mypins).values(row);
}

export type TPinOwner = { id: string; email: string };

// A pin belongs to its user; a pin without one (made before accounts existed) to its e-mail address.
function ownedBy(owner: TPinOwner) {
  return or(eq(mypins.userId, owner.id), and(isNull(mypins.userId), eq(mypins.userEmail, owner.email)));
}

function selectOwnedPins(db: TDb) {
  return db
    .select({
      id: mypins.id,
      mypin: mypins.mypin,
      userName: mypins.userName,
      latitude: mypins.latitude,
      longitude: mypins.longitude,
      searchCount: mypins.searchCount,
      createdAt: mypins.createdAt,
      updatedAt: mypins.updatedAt,
      coordinatesUpdatedAt: mypins.coordinatesUpdatedAt,
      subscriptionId: mypins.subscriptionId,
      subscriptionEnd: subscriptions.currentPeriodEnd,
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

export function findOwnedPinByName(db: TDb, owner: TPinOwner, name: string) {
  return db
    .select({ mypin: mypins.mypin })
    .from(mypins)
    .where(and(eq(mypins.mypin, name), ownedBy(owner)))
    .get();
}

export async function updatePinCoordinates(db: TDb, owner: TPinOwner, id: number, point: TCoordinates, now: number) {
  const updated = await db
    .update(mypins)
    .set({ latitude: point.latitude, longitude: point.longitude, updatedAt: now, coordinatesUpdatedAt: now })
    .where(and(eq(mypins.id, id), ownedBy(owner)))
    .returning({ id: mypins.id });
  return updated.length > 0;
}
