import { listTopPins } from "../../../db/queries/pins";
import { configOf } from "../../config";
import type { Env } from "../../env";
import type { TDeps } from "../../platform/dependencies";

// Every visit of the landing shows the popular names (rendered-pages.ts), so they come from this
// location's cache, as a search's answer does (pin-search.ts): D1 is asked once a minute per
// location, not once per visit, and a page far from D1 does not wait for it. Staff taking a name
// off the list, or a change to a listed name, forgets them here at once; elsewhere within a minute.
const POPULAR_SECONDS = 60;

const popularCache = () => caches.open("popular-pins");

// Keyed by the address the API answers them at.
const cacheKey = (env: Env) => new Request(`${configOf(env).PUBLIC_ORIGIN}/api/top-pins`);

export async function popularPins({ env, db, waitUntil }: TDeps): Promise<{ mypin: string }[]> {
  const cache = await popularCache();
  const cached = await cache.match(cacheKey(env));
  if (cached) return (await cached.json()) as { mypin: string }[];
  const pins = await listTopPins(db);
  const stored = new Response(JSON.stringify(pins), { headers: { "Cache-Control": `max-age=${POPULAR_SECONDS}` } });
  waitUntil(cache.put(cacheKey(env), stored));
  return pins;
}

export async function forgetPopularPins(env: Env) {
  await (await popularCache()).delete(cacheKey(env));
}
