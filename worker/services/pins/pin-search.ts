import type { TDb } from "../../../db/client";
import { findPinByFormerName, listFormerNames } from "../../../db/queries/former-names";
import { findNameSuggestions } from "../../../db/queries/pin-suggestions";
import { findPinByName } from "../../../db/queries/pins";
import type { TSuggestedPin } from "../../../domain/answers/pins";
import { DEFAULT_LOCALE, type TLocale } from "../../../domain/locales";
import type { TPublicPin } from "../../../domain/page-data";
import { configOf } from "../../config";
import type { Env } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { nearOf, type TNear } from "./place-labels";
import { forgetPopularPins } from "./popular-pins";
import { countSearch } from "./search-counts";

// A found name's answer may be served this long after a change at another Cloudflare location,
// where this location's purge does not reach (docs/scaling.md); a miss, for less, since a name
// bought elsewhere should start resolving soon.
const HIT_SECONDS = 60;
const MISS_SECONDS = 10;

// A search's one result: the pin found, or the names close to the one typed ("did you mean"); only
// a route turns it into an answer. A renamed pin's former name finds the pin under its new name,
// saying which name was asked for (renamedFrom).
export type TSearchAnswer =
  | { found: true; pin: TPublicPin; renamedFrom?: string }
  | { found: false; suggestions: TSuggestedPin[] };

// Places are labelled in English here, as the cache keeps the answer for every reader: answerIn
// writes them in the reader's language.
export async function lookUpPin(db: TDb, name: string, now: number): Promise<TSearchAnswer> {
  const named = await findPinByName(db, name);
  const pin = named ?? (await findPinByFormerName(db, name, now));
  if (!pin) {
    const rows = await findNameSuggestions(db, name);
    return { found: false, suggestions: rows.map((row) => ({ mypin: row.mypin, near: nearOf(row, DEFAULT_LOCALE) })) };
  }
  const { id, mypin, userName, latitude, longitude, searchCount, note } = pin;
  const found: TPublicPin = {
    id,
    mypin,
    userName,
    latitude,
    longitude,
    searchCount,
    note,
    near: nearOf(pin, DEFAULT_LOCALE),
  };
  return named ? { found: true, pin: found } : { found: true, pin: found, renamedFrom: name };
}

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

// Keyed by the canonical name under the public origin, so a key names the API address it answers.
function cacheKey(env: Env, name: string) {
  return new Request(`${configOf(env).PUBLIC_ORIGIN}/api/pins/${encodeURIComponent(name)}`);
}

// Named anew whenever the answer it stores changes shape, so a deploy never reads the one before.
const searchCache = () => caches.open("pin-search-2");

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

// This isolate's own copy of its latest answers, for a few seconds, in front of the cache: a hot
// name then costs no cache round trip either. Other isolates' copies are why a change may take
// MEMORY_MS to show even at the location that made it (docs/decisions/029).
const MEMORY_MS = 5_000;
const MEMORY_LIMIT = 1_000;
const memory = new Map<string, { answer: TSearchAnswer; until: number }>();

function recalled(name: string, now: number) {
  const held = memory.get(name);
  return held !== undefined && held.until > now ? held.answer : undefined;
}

// A Map keeps insertion order, so its first key is the oldest copy: dropped when the memory is full.
function remember(name: string, answer: TSearchAnswer, now: number) {
  if (recalled(name, now) !== undefined) return;
  memory.delete(name);
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value ?? "");
  memory.set(name, { answer, until: now + MEMORY_MS });
}

// Every change of what a search answers (a pin bought, moved, renamed, deleted or released)
// forgets this isolate's and this location's answers for the names involved, and the popular
// names the landing lists, which may hold them.
export async function forgetPinSearches(env: Env, names: readonly string[]) {
  for (const name of names) memory.delete(name);
  const cache = await searchCache();
  await Promise.all([...names.map((name) => cache.delete(cacheKey(env, name))), forgetPopularPins(env)]);
}

// The same for a pin by its name and every name it had, whose searches answer it too.
export async function forgetPinSearchesOf({ env, db }: TDeps, pin: { id: number; mypin: string }) {
  await forgetPinSearches(env, [pin.mypin, ...(await listFormerNames(db, pin.id))]);
}
