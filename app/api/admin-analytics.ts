import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TTier } from "../../domain/names";
import { call, client, unwrap } from "./client";
import { queryKeys } from "./query-keys";

// The analytics page (system administrators only).
const analytics = client.admin.analytics;

// One page of the live subscriptions, of one tier or all; the page shown stays while the next loads.
export function subscriptionsQuery(tier: TTier | null, page: number) {
  return queryOptions({
    queryKey: queryKeys.adminSubscriptions(tier, page),
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
  queryKey: queryKeys.adminTopPins,
  queryFn: async () => (await unwrap(call(() => analytics["top-pins"].$get()))).pins,
});

export const pinsPerDayQuery = queryOptions({
  queryKey: queryKeys.adminPinsPerDay,
  queryFn: async () => (await unwrap(call(() => analytics["pins-per-day"].$get()))).days,
});
