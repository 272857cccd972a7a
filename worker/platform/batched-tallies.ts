import type { TBatchItem, TDb } from "../../db/client";
import type { TDeps } from "./dependencies";
import { logWarning } from "./log";

type TTallyRules<T> = {
  // Named in the warning a failed batch logs: "search counts".
  what: string;
  flushMs: number;
  // Tallies of one key are added into one before they are written.
  keyOf: (tally: T) => string;
  add: (held: T, tally: T) => void;
  write: (db: TDb, tally: T) => readonly TBatchItem[];
};

// Counts held in this isolate's memory and written in one D1 batch at most flushMs after the
// first unwritten one, so a busy isolate costs D1 a few rows every few seconds rather than a write
// per request (docs/decisions/029 and 036). What is lost is what an isolate holds when it dies
// before its flush: at most flushMs of its counts.
export function batchedTallies<T extends object>({ what, flushMs, keyOf, add, write }: TTallyRules<T>) {
  let pending = new Map<string, T>();
  let flushScheduled = false;

  function hold(tally: T) {
    const held = pending.get(keyOf(tally));
    if (held) add(held, tally);
    else pending.set(keyOf(tally), { ...tally });
  }

  // Writes every tally held and answers the rows D1 reports written. A failed batch puts its
  // tallies back, to be written with the next flush.
  async function flush(db: TDb): Promise<number> {
    const tallies = [...pending.values()];
    pending = new Map();
    const [first, ...rest] = tallies.flatMap((tally) => write(db, tally));
    if (first === undefined) return 0;
    try {
      const results = await db.batch([first, ...rest]);
      return results.reduce((rows: number, result: D1Result) => rows + result.meta.rows_written, 0);
    } catch (error) {
      logWarning(`Writing ${tallies.length} ${what} failed; kept for the next flush`, error);
      for (const tally of tallies) hold(tally);
      return 0;
    }
  }

  function count(deps: Pick<TDeps, "db" | "waitUntil">, tally: T) {
    hold(tally);
    if (flushScheduled) return;
    flushScheduled = true;
    // The flush rides on the request that started the window, which the runtime keeps alive for it.
    deps.waitUntil(
      scheduler.wait(flushMs).then(() => {
        flushScheduled = false;
        return flush(deps.db);
      }),
    );
  }

  return { count, flush };
}
