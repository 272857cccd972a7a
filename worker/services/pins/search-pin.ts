import { DEFAULT_LOCALE, type TLocale } from "../../../domain/locales";
import type { TDeps } from "../../platform/dependencies";
import { cacheKey, lookUpPin, recalled, remember, searchCache, type TSearchAnswer } from "./pin-search";
import { nearOf, type TNear } from "./place-labels";
import { countSearch } from "./search-counts";

// A found name's answer may be served this long after a change at another Cloudflare location,
// where this location's purge does not reach (docs/scaling.md); a miss, for less, since a name
// bought elsewhere should start resolving soon.
const HIT_SECONDS = 60;
const MISS_SECONDS = 10;

const relabelled = <T extends { near: TNear | null }>(item: T, locale: TLocale): T => ({
  ...item,
  near: item.near && nearOf({ nearTown: item.near.town, nearCountry: item.near.country }, locale),
});

// The answer with its places labelled in the reader's language.
function answerIn(answer: TSearchAnswer, locale: TLocale): TSearchAnswer {
  if (locale === DEFAULT_LOCALE) return answer;
  if (answer.found) return { ...answer, pin: relabelled(answer.pin, locale) };
  return { ...answer, suggestions: answer.suggestions.map((suggestion) => relabelled(suggestion, locale)) };
}

// The answer to a search of a canonical name, from this isolate's memory or this location's cache
// when they hold one, and counted against the pin when found (the search API and a shared link's
// page both come here), in the reader's language. client: the searcher's address, for the public list's ranking.
export async function searchPin(deps: TDeps, search: { name: string; client: string }): Promise<TSearchAnswer> {
  const { name } = search;
  const answer = recalled(name, deps.now) ?? (await cachedAnswer(deps, name));
  remember(name, answer, deps.now);
  if (answer.found) countSearch(deps, { pinId: answer.pin.id, client: search.client });
  return answerIn(answer, deps.locale);
}

async function cachedAnswer(deps: TDeps, name: string) {
  const cache = await searchCache();
  const key = cacheKey(deps.env, name);
  const cached = await cache.match(key);
  if (cached) return (await cached.json()) as TSearchAnswer;
  const answer = await lookUpPin(deps.db, name, deps.now);
  const seconds = answer.found ? HIT_SECONDS : MISS_SECONDS;
  const stored = new Response(JSON.stringify(answer), { headers: { "Cache-Control": `max-age=${seconds}` } });
  deps.waitUntil(cache.put(key, stored));
  return answer;
}
