import { createDb } from "../../db/client";
import { findNameSuggestions } from "../../db/queries/pin-suggestions";
import { findPinByName } from "../../db/queries/pins";
import { configOf } from "../config";
import type { Env } from "../env";
import { AppError, errorBody } from "../errors";
import { countSearch } from "./search-counts";

// A found name's answer may be served this long after a change at another Cloudflare location,
// where this location's purge does not reach (docs/scaling.md); a miss, for less, since a name
// bought elsewhere should start resolving soon.
const HIT_SECONDS = 60;
const MISS_SECONDS = 10;

// A miss also names up to three pins close to the one typed ("did you mean"); a hit asks no more.
export async function lookUpPin(env: Env, name: string) {
  const db = createDb(env.DB);
  const pin = await findPinByName(db, name);
  if (!pin) {
    const suggestions = await findNameSuggestions(db, name);
    return { status: 404, body: { ...errorBody(new AppError("PIN_NOT_FOUND")), suggestions } } as const;
  }
  const { id, mypin, userName, latitude, longitude, searchCount } = pin;
  return { status: 200, body: { pin: { id, mypin, userName, latitude, longitude, searchCount } } } as const;
}

export type TSearchAnswer = Awaited<ReturnType<typeof lookUpPin>>;

// Keyed by the canonical name under the public origin, so a key names the API address it answers.
function cacheKey(env: Env, name: string) {
  return new Request(`${configOf(env).PUBLIC_ORIGIN}/api/pins/${encodeURIComponent(name)}`);
}

const searchCache = () => caches.open("pin-search");

// The answer to a search of a canonical name, from this location's cache when it holds one, and
// counted against the pin when found (the search API and a shared link's page both come here).
export async function searchPin(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  name: string,
  now: number,
): Promise<TSearchAnswer> {
  const cache = await searchCache();
  const key = cacheKey(env, name);
  const cached = await cache.match(key);
  const answer: TSearchAnswer = cached ? await cached.json() : await lookUpPin(env, name);
  if (!cached) {
    const seconds = answer.status === 200 ? HIT_SECONDS : MISS_SECONDS;
    const stored = new Response(JSON.stringify(answer), { headers: { "Cache-Control": `max-age=${seconds}` } });
    ctx.waitUntil(cache.put(key, stored));
  }
  if (answer.status === 200) countSearch(ctx, env.DB, answer.body.pin.id, now);
  return answer;
}

// Every change of what a search answers (a pin bought, moved, renamed, deleted or released)
// forgets this location's answers for the names involved.
export async function forgetPinSearches(env: Env, names: readonly string[]) {
  const cache = await searchCache();
  await Promise.all(names.map((name) => cache.delete(cacheKey(env, name))));
}
