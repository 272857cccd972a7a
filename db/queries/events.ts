import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { TEventBody } from "../../domain/analytics-events";
import type { TDb } from "../client";
import { events } from "../schema";

export function insertEvent(db: TDb, event: TEventBody & { visitor: string }, now: number) {
  return db.insert(events).values({ ...event, createdAt: now });
}

const inWindow = (window: { from: number; to: number }) =>
  and(gte(events.createdAt, window.from), lt(events.createdAt, window.to));

// The dashboard's page views per UTC day, from the (type, created_at) index.
export function countPageViewsPerDay(db: TDb, window: { from: number; to: number }) {
  const day = sql<string>`strftime('%Y-%m-%d', ${events.createdAt} / 1000, 'unixepoch')`;
  return db
    .select({ day, count: count() })
    .from(events)
    .where(and(eq(events.type, "page_view"), inWindow(window)))
    .groupBy(day);
}

export function countEventsByType(db: TDb, window: { from: number; to: number }) {
  return db.select({ type: events.type, count: count() }).from(events).where(inWindow(window)).groupBy(events.type);
}

// 13 months: a year-on-year comparison stays possible, nothing older is kept (docs/decisions/026).
export const EVENT_RETENTION_MS = 396 * 86_400_000;

export function deleteOldEvents(db: TDb, now: number) {
  return db.delete(events).where(lt(events.createdAt, now - EVENT_RETENTION_MS));
}
