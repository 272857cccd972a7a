import type { TDeps } from "./dependencies";

// An answer kept in this location's cache (the Cache API) for `seconds`, keyed by the address it
// is answered at: computed on a miss and stored after the answer has gone. The key names no reader,
// so what is kept must be the same for every reader: anything written in a reader's language (a
// place's label, a refusal) is written from it after it is read, never stored.
export async function edgeCached<T>(
  { waitUntil }: Pick<TDeps, "waitUntil">,
  where: { cache: string; url: string; seconds: number },
  compute: () => Promise<T>,
): Promise<T> {
  const cache = await caches.open(where.cache);
  const key = new Request(where.url);
  const cached = await cache.match(key);
  if (cached) return (await cached.json()) as T;
  const value = await compute();
  const stored = new Response(JSON.stringify(value), { headers: { "Cache-Control": `max-age=${where.seconds}` } });
  waitUntil(cache.put(key, stored));
  return value;
}
