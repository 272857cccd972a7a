import { gte, lt, sql } from "drizzle-orm";
import { utcDay } from "../../domain/analytics";
import type { TDb } from "../client";
import { pageViewDays } from "../schema";
import { EVENT_RETENTION_MS } from "./events";

export type TPageViewTally = { day: string; count: number };

// One day's page views, added to its row: a day's first flush inserts it, every later one adds.
export function addPageViewTally(db: TDb, { day, count }: TPageViewTally) {
  return [
    db
      .insert(pageViewDays)
      .values({ day, count })
      .onConflictDoUpdate({ target: pageViewDays.day, set: { count: sql`${pageViewDays.count} + excluded.count` } }),
  ] as const;
}

// The dashboard's page views per UTC day since `fromDay`; days without page views have no row.
export function countPageViewsPerDay(db: TDb, fromDay: string) {
  return db
    .select({ day: pageViewDays.day, count: pageViewDays.count })
    .from(pageViewDays)
    .where(gte(pageViewDays.day, fromDay));
}

// The events' 13 months, by whole days: a day goes once all of it is older than that.
export function deleteOldPageViewDays(db: TDb, now: number) {
  return db.delete(pageViewDays).where(lt(pageViewDays.day, utcDay(now - EVENT_RETENTION_MS)));
}
