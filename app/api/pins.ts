import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { search } from "../../domain/messages/search";
import { byCode, call, client, failureOf, unwrap } from "./client";
import { inlinedPin } from "./inlined-search";
import { queryKeys } from "./query-keys";

// The landing's calls: search a name (core-flow section 5), the popular names, a name's availability.
const searchRoute = client.pins[":name"].$get;
const availabilityRoute = client.names[":name"].availability.$get;

export type TPinView = Awaited<ReturnType<typeof fetchPin>>;

export type TPinMiss = InferResponseType<typeof searchRoute, 404>;

export async function fetchPin(name: string) {
  return (await unwrap(call(() => searchRoute({ param: { name } })))).pin;
}

// Every search is counted by the server, so a found pin is kept for the session rather than
// fetched again when its result screen mounts (retry off for the same reason). A shared link's
// page brings its answer along, so its result needs no request at all.
export function pinQuery(name: string) {
  return queryOptions({
    queryKey: queryKeys.pin(name),
    queryFn: () => fetchPin(name),
    initialData: () => inlinedPin(name),
    staleTime: Infinity,
    retry: false,
  });
}

// The pins' names close to one a search missed (issue 15); none for any other failure, or none yet.
export function suggestionsOf(error: unknown): string[] {
  const failure = failureOf(error);
  if (failure.code !== "PIN_NOT_FOUND") return [];
  return (failure.body as Partial<TPinMiss> | null)?.suggestions ?? [];
}

// The popular names are a suggestion: when they cannot be had the landing simply shows none.
export const topPinsQuery = queryOptions({
  queryKey: queryKeys.topPins,
  queryFn: async () => {
    const result = await call(() => client["top-pins"].$get());
    return result.ok ? result.data.pins : [];
  },
  staleTime: 60_000,
});

export function nameAvailability(name: string) {
  return unwrap(call(() => availabilityRoute({ param: { name } })));
}

// A malformed name is refused with the validator's own words, which say what is wrong with it.
export function searchFailureMessage(error: unknown): string {
  const malformed = failureOf(error).message || search.failed;
  return (
    byCode(error, {
      PIN_NOT_FOUND: search.notFound,
      SEARCH_RATE_LIMITED: search.rateLimited,
      BAD_REQUEST: malformed,
    }) ?? search.failed
  );
}
