import { addPageViewTally, type TPageViewTally } from "../../../db/queries/page-view-counts";
import { utcDay } from "../../../domain/analytics";
import { PAGE_VIEW_FLUSH_MS } from "../../../domain/analytics-events";
import { batchedTallies } from "../../platform/batched-tallies";
import type { TDeps } from "../../platform/dependencies";

// Consenting visitors' page views are tallied per UTC day and written in batches, so a busy site
// costs D1 a row per isolate every few seconds rather than a write per page view
// (docs/decisions/036). Nothing reads a page view's path or visitor, so neither is kept.
const pageViews = batchedTallies<TPageViewTally>({
  what: "page view counts",
  flushMs: PAGE_VIEW_FLUSH_MS,
  keyOf: (tally) => tally.day,
  add: (held, tally) => {
    held.count += tally.count;
  },
  write: addPageViewTally,
});

export function countPageView(deps: TDeps) {
  pageViews.count(deps, { day: utcDay(deps.now), count: 1 });
}

// Writes every page view tally held and answers the rows D1 reports written.
export const flushPageViews = pageViews.flush;
