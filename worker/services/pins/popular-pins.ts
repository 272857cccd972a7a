import { listTopPins } from "../../../db/queries/pins";
import { configOf } from "../../config";
import type { Env } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { edgeCached } from "../../platform/edge-cache";

// Every visit of the landing shows the popular names (rendered-pages.ts), so they come from this
// location's cache, as a search's answer does (pin-search.ts): D1 is asked once a minute per
// location, not once per visit, and a page far from D1 does not wait for it. Staff taking a name
// off the list, or a change to a listed name, forgets them here at once; elsewhere within a minute.
const POPULAR_SECONDS = 60;

const POPULAR_CACHE = "popular-pins";

// Keyed by the address the API answers them at.
const cacheKey = (env: Env) => new Request(`${configOf(env).PUBLIC_ORIGIN}/api/top-pins`);

export function popularPins(deps: TDeps): Promise<{ mypin: string }[]> {
  const where = { cache: POPULAR_CACHE, url: cacheKey(deps.env).url, seconds: POPULAR_SECONDS };
  return edgeCached(deps, where, () => listTopPins(deps.db));
}

export async function forgetPopularPins(env: Env) {
  await (await caches.open(POPULAR_CACHE)).delete(cacheKey(env));
}
