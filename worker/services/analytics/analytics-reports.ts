import type * as z from "zod";
import {
  countPinsPerDay,
  listSubscriptionsPage,
  listTopSearchedPins,
  liveSubscriptionsByTier,
} from "../../../db/queries/analytics";
import { countEventsByType } from "../../../db/queries/events";
import { countPageViewsPerDay } from "../../../db/queries/page-view-counts";
import { countSearchesPerDay } from "../../../db/queries/search-counts";
import { dayWindow, fillDays, utcDay } from "../../../domain/analytics";
import { EVENT_TYPES, EVENTS_SPAN_DAYS } from "../../../domain/analytics-events";
import type {
  ZDayCounts,
  ZEventsReport,
  ZSubscriptionsReport,
  ZTopSearchedPins,
} from "../../../domain/answers/analytics";
import { type TTier, tierLabel } from "../../../domain/names";
import { tierTotal } from "../../../domain/owned-pins";
import { SEARCH_HISTORY_DAYS } from "../../../domain/search-counts";
import { SUBSCRIPTIONS_PAGE_SIZE } from "../../../domain/staff";
import type { TDeps } from "../../platform/dependencies";

// /dashboard/analytics's figures, each read for one chart or table.

export async function subscriptionsReport(
  { db }: TDeps,
  { tier, page }: { tier?: TTier; page: number },
): Promise<z.output<typeof ZSubscriptionsReport>> {
  const [rows, counts] = await Promise.all([listSubscriptionsPage(db, { tier, page }), liveSubscriptionsByTier(db)]);
  const subscriptions = rows.map(({ tier: rowTier, ...row }) => ({ ...row, subscription_tier: tierLabel(rowTier) }));
  const total = tier ? counts[tier] : tierTotal(counts);
  return { subscriptions, page, pageSize: SUBSCRIPTIONS_PAGE_SIZE, total, counts };
}

export async function topSearchedPins({ db }: TDeps): Promise<z.output<typeof ZTopSearchedPins>> {
  return { pins: await listTopSearchedPins(db) };
}

export async function pinsPerDay({ db, now }: TDeps): Promise<z.output<typeof ZDayCounts>> {
  const counts = await countPinsPerDay(db, dayWindow(now));
  return { days: fillDays(counts, now) };
}

// Every pin's searches per day, as flushed (search-counts.ts).
export async function searchesPerDay({ db, now }: TDeps): Promise<z.output<typeof ZDayCounts>> {
  const fromDay = utcDay(dayWindow(now, SEARCH_HISTORY_DAYS).from);
  const counts = await countSearchesPerDay(db, fromDay);
  return { days: fillDays(counts, now, SEARCH_HISTORY_DAYS) };
}

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
