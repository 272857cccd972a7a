import { and, asc, eq, isNull } from "drizzle-orm";
import type { TTown } from "../../domain/answers/maps";
import type { TCoordinates } from "../../domain/coordinates";
import type { TDb } from "../client";
import { mypins } from "../schema";

export type TPlacedPin = TCoordinates & { id: number; mypin: string };

// The pins whose town has not been looked up yet (placed while the geocoder failed, or before
// places were kept), oldest first, from the partial index of them.
export function listUnplacedPins(db: TDb, limit: number) {
  return db
    .select({ id: mypins.id, mypin: mypins.mypin, latitude: mypins.latitude, longitude: mypins.longitude })
    .from(mypins)
    .where(isNull(mypins.placeCheckedAt))
    .orderBy(asc(mypins.id))
    .limit(limit);
}

// Written only while the pin is still where it was looked up: an answer for a point the pin has
// since left is dropped, and the move's own look-up writes the new one. Answers the rows written.
export function setPinTown(db: TDb, pin: TPlacedPin, town: TTown | null, now: number) {
  return db
    .update(mypins)
    .set({ nearTown: town?.town ?? null, nearCountry: town?.country ?? null, placeCheckedAt: now })
    .where(and(eq(mypins.id, pin.id), eq(mypins.latitude, pin.latitude), eq(mypins.longitude, pin.longitude)))
    .returning({ id: mypins.id });
}

// Where a pin is, and the town it is near.
export function findPinPlace(db: TDb, id: number) {
  return db
    .select({
      latitude: mypins.latitude,
      longitude: mypins.longitude,
      nearTown: mypins.nearTown,
      nearCountry: mypins.nearCountry,
    })
    .from(mypins)
    .where(eq(mypins.id, id))
    .get();
}
