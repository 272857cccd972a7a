import { addSearchTally, type TSearchTally } from "../../../db/queries/search-counts";
import { utcDay } from "../../../domain/analytics";
import { RANKED_CLIENTS_PER_DAY, SEARCH_FLUSH_MS } from "../../../domain/search-counts";
import { batchedTallies } from "../../platform/batched-tallies";
import type { TDeps } from "../../platform/dependencies";

// Searches are tallied per pin and UTC day and written in batches, so a hot name costs D1 a few
// rows every few seconds rather than a write per search (docs/decisions/029).
const searches = batchedTallies<TSearchTally>({
  what: "search counts",
  flushMs: SEARCH_FLUSH_MS,
  keyOf: (tally) => `${tally.pinId}:${tally.day}`,
  add: (held, tally) => {
    held.count += tally.count;
    held.ranked += tally.ranked;
  },
  write: addSearchTally,
});

// The clients whose search of a pin already ranked today, as "pin client"; a new day starts empty.
let rankedToday = { day: "", seen: new Set<string>() };

function ranks(pinId: number, client: string, day: string) {
  if (rankedToday.day !== day) rankedToday = { day, seen: new Set() };
  const key = `${pinId} ${client}`;
  if (rankedToday.seen.has(key) || rankedToday.seen.size >= RANKED_CLIENTS_PER_DAY) return 0;
  rankedToday.seen.add(key);
  return 1;
}

// client: the searcher's address (an IPv6 /64), which the public list's ranking counts once a day.
export function countSearch(deps: TDeps, search: { pinId: number; client: string }) {
  const day = utcDay(deps.now);
  searches.count(deps, {
    pinId: search.pinId,
    day,
    count: 1,
    ranked: ranks(search.pinId, search.client, day),
  });
}

// Writes every search tally held and answers the rows D1 reports written.
export const flushSearchCounts = searches.flush;
