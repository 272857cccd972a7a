import { and, count, gte, lt } from "drizzle-orm";
import type { TEventBody } from "../../domain/schemas";
import type { TDb } from "../client";
import { events } from "../schema";

// A begun checkout or a share; page views are counted per day instead (db/queries/page-view-counts.ts).
export function insertEvent(db: TDb, event: TEventBody & { visitor: string }, now: number) {
  return db.insert(events).values({ ...event, createdAt: now });
}

const inWindow = (window: { from: number; to: number }) =>
  and(gte(events.createdAt, window.from), lt(events.createdAt, window.to));

// Rows per type; page views are no longer rows, so the dashboard takes theirs from page_view_days.
export function countEventsByType(db: TDb, window: { from: number; to: number }) {
  return db.select({ type: events.type, count: count() }).from(events).where(inWindow(window)).groupBy(events.type);
}

// 13 months: a year-on-year comparison stays possible, nothing older is kept (docs/decisions/026),
// of the events and of the page views per day alike.
export const EVENT_RETENTION_MS = 396 * 86_400_000;

export function deleteOldEvents(db: TDb, now: number) {
  return db.delete(events).where(lt(events.createdAt, now - EVENT_RETENTION_MS));
}
