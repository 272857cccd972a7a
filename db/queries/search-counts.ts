import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { dayWindow, utcDay } from "../../domain/analytics";
import { SEARCH_HISTORY_DAYS } from "../../domain/search-counts";
import type { TDb } from "../client";
import { mypins, pinSearchDays } from "../schema";

// ranked: how many of the searches count for the public list's ranking (one per client and day).
export type TSearchTally = { pinId: number; day: string; count: number; ranked: number };

// One pin's searches of one day, added to its total, its ranking and its day. The day row is
// written only while the pin is there: a pin released since its searches has nothing left to
// count them on.
export function addSearchTally(db: TDb, { pinId, day, count, ranked }: TSearchTally) {
  return [
    db
      .update(mypins)
      .set({
        searchCount: sql`${mypins.searchCount} + ${count}`,
        rankedSearches: sql`${mypins.rankedSearches} + ${ranked}`,
      })
      .where(eq(mypins.id, pinId)),
    db
      .insert(pinSearchDays)
      .select(
        db
          .select({ pinId: mypins.id, day: sql<string>`${day}`.as("day"), count: sql<number>`${count}`.as("count") })
          .from(mypins)
          .where(eq(mypins.id, pinId)),
      )
      .onConflictDoUpdate({
        target: [pinSearchDays.pinId, pinSearchDays.day],
        set: { count: sql`${pinSearchDays.count} + excluded.count` },
      }),
  ] as const;
}

// The searches per day of the given pins since `fromDay`; days without searches have no row.
export function listSearchDays(db: TDb, pinIds: number[], fromDay: string) {
  return db
    .select({ pinId: pinSearchDays.pinId, day: pinSearchDays.day, count: pinSearchDays.count })
    .from(pinSearchDays)
    .where(and(inArray(pinSearchDays.pinId, pinIds), gte(pinSearchDays.day, fromDay)));
}

// Every pin's searches per day since `fromDay`, for the admin's chart.
export function countSearchesPerDay(db: TDb, fromDay: string) {
  return db
    .select({ day: pinSearchDays.day, count: sql<number>`sum(${pinSearchDays.count})` })
    .from(pinSearchDays)
    .where(gte(pinSearchDays.day, fromDay))
    .groupBy(pinSearchDays.day)
    .orderBy(pinSearchDays.day);
}

// A day no sparkline or chart shows any more; the totals on mypins keep every search.
export function deleteOldSearchDays(db: TDb, now: number) {
  return db.delete(pinSearchDays).where(lt(pinSearchDays.day, utcDay(dayWindow(now, SEARCH_HISTORY_DAYS).from)));
}
