import { listTopPins } from "../../../db/queries/pins";
import type { TDeps } from "../../platform/dependencies";
import { edgeCached } from "../../platform/edge-cache";
import { cacheKey, POPULAR_CACHE } from "./popular-pins-cache";

// Every visit of the landing shows the popular names (render-landing.ts), so they come from this
// location's cache, as a search's answer does (search-pin.ts): D1 is asked once a minute per
// location, not once per visit, and a page far from D1 does not wait for it. Staff taking a name
// off the list, or a change to a listed name, forgets them here at once; elsewhere within a minute.
const POPULAR_SECONDS = 60;

export function popularPins(deps: TDeps): Promise<{ mypin: string }[]> {
  const where = { cache: POPULAR_CACHE, url: cacheKey(deps.env).url, seconds: POPULAR_SECONDS };
  return edgeCached(deps, where, () => listTopPins(deps.db));
}
