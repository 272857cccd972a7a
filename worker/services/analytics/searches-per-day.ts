import type * as z from "zod";
import { countSearchesPerDay } from "../../../db/queries/search-counts";
import { dayWindow, fillDays, utcDay } from "../../../domain/analytics";
import type { ZDayCounts } from "../../../domain/answers/analytics";
import { SEARCH_HISTORY_DAYS } from "../../../domain/search-counts";
import type { TDeps } from "../../platform/dependencies";

// Every pin's searches per day, as flushed (search-counts.ts).
export async function searchesPerDay({ db, now }: TDeps): Promise<z.output<typeof ZDayCounts>> {
  const fromDay = utcDay(dayWindow(now, SEARCH_HISTORY_DAYS).from);
  const counts = await countSearchesPerDay(db, fromDay);
  return { days: fillDays(counts, now, SEARCH_HISTORY_DAYS) };
}
