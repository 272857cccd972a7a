import type { TDb } from "../../../db/client";
import { findPinByFormerName, listFormerNames } from "../../../db/queries/former-names";
import { findNameSuggestions } from "../../../db/queries/pin-suggestions";
import { findPinByName } from "../../../db/queries/pins";
import type { TSuggestedPin } from "../../../domain/answers/pins";
import { DEFAULT_LOCALE } from "../../../domain/locales";
import type { TPublicPin } from "../../../domain/page-data";
import { configOf } from "../../config";
import type { Env } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { nearOf } from "./place-labels";
import { forgetPopularPins } from "./popular-pins-cache";

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

// Keyed by the canonical name under the public origin, so a key names the API address it answers.
export function cacheKey(env: Env, name: string) {
  return new Request(`${configOf(env).PUBLIC_ORIGIN}/api/pins/${encodeURIComponent(name)}`);
}

// Named anew whenever the answer it stores changes shape, so a deploy never reads the one before.
export const searchCache = () => caches.open("pin-search-2");

// This isolate's own copy of its latest answers, for a few seconds, in front of the cache: a hot
// name then costs no cache round trip either. Other isolates' copies are why a change may take
// MEMORY_MS to show even at the location that made it (docs/decisions/029).
const MEMORY_MS = 5_000;
const MEMORY_LIMIT = 1_000;
const memory = new Map<string, { answer: TSearchAnswer; until: number }>();

export function recalled(name: string, now: number) {
  const held = memory.get(name);
  return held !== undefined && held.until > now ? held.answer : undefined;
}

// A Map keeps insertion order, so its first key is the oldest copy: dropped when the memory is full.
export function remember(name: string, answer: TSearchAnswer, now: number) {
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
