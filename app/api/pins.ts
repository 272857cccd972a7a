import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { search } from "../../domain/messages/search";
import { normalizeName } from "../../domain/names";
import { suggestionOf, type TPinAnswer, type TSuggestion } from "../../domain/page-data";
import { pinResultView } from "../../domain/pin-result-view";
import { byCode, call, client, failureOf, hasCode, nameInPath, unwrap } from "./client";
import { queryKeys } from "./query-keys";

// The landing's calls: search a name, the popular names, a name's availability.
const searchRoute = client.pins[":name"].$get;
const availabilityRoute = client.names[":name"].availability.$get;

export type TPinFound = Awaited<ReturnType<typeof fetchPin>>;
export type TPinView = TPinFound["pin"];

export type TPinMiss = InferResponseType<typeof searchRoute, 404>;

// The pin, and renamedFrom when the name asked for is a former name of it.
export async function fetchPin(name: string) {
  return unwrap(call(() => searchRoute({ param: nameInPath(name) })));
}

// A found pin with the words its result shows, as a shared link's page brings it.
export function foundPin({ pin, renamedFrom }: TPinFound): TPinAnswer {
  return { found: true, pin, view: pinResultView(pin), renamedFrom };
}

async function searchAnswer(name: string): Promise<TPinAnswer> {
  try {
    return foundPin(await fetchPin(name));
  } catch (error) {
    if (hasCode(error, "PIN_NOT_FOUND")) return { found: false, suggestions: suggestionsOf(error) };
    throw error;
  }
}

// The server keeps a miss this long before it looks again (worker/services/pins/search-pin.ts).
const MISS_FRESH_MS = 10_000;

// Every search is counted by the server, so a found pin is kept for the session rather than
// fetched again when its result screen mounts (retry off for the same reason); a miss is asked
// again once the server would look again, since the name may have been bought. A shared link's
// page brings its answer along (page-data.ts), so its result needs no request at all.
export function pinQuery(name: string) {
  return queryOptions({
    queryKey: queryKeys.pin(normalizeName(name)),
    queryFn: () => searchAnswer(name),
    staleTime: (query) => (query.state.data?.found === false ? MISS_FRESH_MS : Number.POSITIVE_INFINITY),
    retry: false,
  });
}

// The pins close to one a search missed, with where each is; none for any other failure, or none yet.
export function suggestionsOf(error: unknown): TSuggestion[] {
  const failure = failureOf(error);
  if (failure.code !== "PIN_NOT_FOUND") return [];
  return ((failure.body as Partial<TPinMiss> | null)?.suggestions ?? []).map(suggestionOf);
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
  return unwrap(call(() => availabilityRoute({ param: nameInPath(name) })));
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
