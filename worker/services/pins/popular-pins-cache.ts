import { configOf } from "../../config";
import type { Env } from "../../env";

export const POPULAR_CACHE = "popular-pins";

// Keyed by the address the API answers them at.
export const cacheKey = (env: Env) => new Request(`${configOf(env).PUBLIC_ORIGIN}/api/top-pins`);

export async function forgetPopularPins(env: Env) {
  await (await caches.open(POPULAR_CACHE)).delete(cacheKey(env));
}
