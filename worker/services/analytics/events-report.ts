import type * as z from "zod";
import { countEventsByType } from "../../../db/queries/events";
import { countPageViewsPerDay } from "../../../db/queries/page-view-counts";
import { dayWindow, fillDays, utcDay } from "../../../domain/analytics";
import { EVENT_TYPES, EVENTS_SPAN_DAYS } from "../../../domain/analytics-events";
import type { ZEventsReport } from "../../../domain/answers/analytics";
import type { TDeps } from "../../platform/dependencies";

// /dashboard/analytics's figures, each read for one chart or table.

// The consented first-party analytics (docs/decisions/026): page views per day and each event
// type's count over the same days. Page views are counted per day, as flushed
// (page-view-counts.ts); the other types are rows.
export async function eventsReport({ db, now }: TDeps): Promise<z.output<typeof ZEventsReport>> {
  const window = dayWindow(now, EVENTS_SPAN_DAYS);
  const [views, byType] = await Promise.all([
    countPageViewsPerDay(db, utcDay(window.from)),
    countEventsByType(db, window),
  ]);
  const pageViews = fillDays(views, now, EVENTS_SPAN_DAYS);
  const counts = new Map(byType.map((row) => [row.type, row.count]));
  counts.set(
    "page_view",
    pageViews.reduce((total, day) => total + day.count, 0),
  );
  const types = EVENT_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 }));
  return { pageViews, types };
}
