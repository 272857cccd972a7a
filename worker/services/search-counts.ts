import { createDb } from "../../db/client";
import { addSearchTally, type TSearchTally } from "../../db/queries/search-counts";
import { utcDay } from "../../domain/analytics";
import { RANKED_CLIENTS_PER_DAY, SEARCH_FLUSH_MS } from "../../domain/search-counts";
import { logWarning } from "./log";

// Searches are tallied in this isolate's memory per pin and UTC day, and written in one D1 batch
// at most SEARCH_FLUSH_MS after the first unwritten one, so a hot name costs D1 a few rows every
// few seconds rather than a write per search (docs/decisions/029). What is lost is what an isolate
// holds when it dies before its flush: at most SEARCH_FLUSH_MS of its searches.
let pending = new Map<string, TSearchTally>();
let flushScheduled = false;

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
export function countSearch(
  ctx: Pick<ExecutionContext, "waitUntil">,
  database: D1Database,
  search: { pinId: number; client: string },
  now: number,
) {
  const day = utcDay(now);
  hold({ pinId: search.pinId, day, count: 1, ranked: ranks(search.pinId, search.client, day) });
  if (flushScheduled) return;
  flushScheduled = true;
  // The flush rides on the request that started the window, which the runtime keeps alive for it.
  ctx.waitUntil(
    scheduler.wait(SEARCH_FLUSH_MS).then(() => {
      flushScheduled = false;
      return flushSearchCounts(database);
    }),
  );
}

// Writes every tally held and answers the rows D1 reports written. A failed batch puts its tallies
// back, to be written with the next flush.
export async function flushSearchCounts(database: D1Database): Promise<number> {
  const tallies = [...pending.values()];
  pending = new Map();
  const [first, ...rest] = tallies;
  if (first === undefined) return 0;
  const db = createDb(database);
  try {
    const results = await db.batch([
      ...addSearchTally(db, first),
      ...rest.flatMap((tally) => addSearchTally(db, tally)),
    ]);
    return results.reduce((rows, result) => rows + result.meta.rows_written, 0);
  } catch (error) {
    logWarning(`Writing ${tallies.length} search counts failed; kept for the next flush`, error);
    for (const tally of tallies) hold(tally);
    return 0;
  }
}

function hold(tally: TSearchTally) {
  const key = `${tally.pinId}:${tally.day}`;
  const held = pending.get(key);
  if (held) {
    held.count += tally.count;
    held.ranked += tally.ranked;
  } else pending.set(key, { ...tally });
}
