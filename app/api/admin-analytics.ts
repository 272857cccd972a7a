import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TDayCount } from "../../domain/analytics";
import type { TTier } from "../../domain/names";
import { call, client, unwrap } from "./client";

// The analytics page (system administrators only).
const analytics = client.admin.analytics;

// Kept here rather than in query-keys.ts: only the lazily loaded analytics page reads them.
const analyticsKeys = {
  subscriptions: (tier: string | null, page: number) => ["admin", "subscriptions", tier, page],
  topPins: ["admin", "top-pins"],
  pinsPerDay: ["admin", "pins-per-day"],
  searchesPerDay: ["admin", "searches-per-day"],
  events: ["admin", "events"],
} as const;

// One page of the live subscriptions, of one tier or all; the page shown stays while the next loads.
export function subscriptionsQuery(tier: TTier | null, page: number) {
  return queryOptions({
    queryKey: analyticsKeys.subscriptions(tier, page),
    queryFn: () =>
      unwrap(
        call(() =>
          analytics.subscriptions.$get({ query: tier ? { tier, page: String(page) } : { page: String(page) } }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export const topSearchedPinsQuery = queryOptions({
  queryKey: analyticsKeys.topPins,
  queryFn: async () => (await unwrap(call(() => analytics["top-pins"].$get()))).pins,
});

// One count per day (pins created, searches): one shape, so one chart section shows either.
const dayCountsQuery = (queryKey: readonly string[], fetchDays: () => Promise<TDayCount[]>) =>
  queryOptions({ queryKey, queryFn: fetchDays });

export type TDayCountsQuery = ReturnType<typeof dayCountsQuery>;

export const pinsPerDayQuery = dayCountsQuery(
  analyticsKeys.pinsPerDay,
  async () => (await unwrap(call(() => analytics["pins-per-day"].$get()))).days,
);

export const searchesPerDayQuery = dayCountsQuery(
  analyticsKeys.searchesPerDay,
  async () => (await unwrap(call(() => analytics["searches-per-day"].$get()))).days,
);

// The consented first-party analytics: page views per day and each event type's count.
export const eventsQuery = queryOptions({
  queryKey: analyticsKeys.events,
  queryFn: () => unwrap(call(() => analytics.events.$get())),
});
