import { desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { mypins, type TNewPinRow } from "../schema";

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
