import type { TTile } from "../../domain/map-tiles";
import { tileAddress } from "../../domain/map-tiles";
import { configOf } from "../config";
import type { Env } from "../env";
import { USER_AGENT } from "./fair-use";

// OpenStreetMap's tile policy asks for a week of caching; a tile changes when the map is edited,
// which a week's delay on a pin's surroundings does not hurt.
const EDGE_CACHE_SECONDS = 7 * 86_400;
const BROWSER_CACHE_SECONDS = 86_400;

export type TMapTile = { body: ArrayBuffer; contentType: string };

// The one interface to the outside tile service; tests point TILE_URL at a local fake, not this.
// Tiles are fetched by the worker, never by the browser, so a visitor's address reaches no third
// party before (or without) their consent, and every visitor of one place shares the edge's copy.
export async function fetchMapTile(env: Env, tile: TTile): Promise<Response> {
  const url = tileAddress(configOf(env).TILE_URL, tile);
  const cacheKey = new Request(url);
  const cache = await caches.open("map-tiles");
  let upstream = await cache.match(cacheKey);
  if (!upstream) {
    upstream = await fetch(url, { headers: { "User-Agent": USER_AGENT, Accept: "image/png,image/*" } });
    if (!upstream.ok) throw new Error(`Tile service answered ${upstream.status}`);
    const cached = new Response(upstream.clone().body, upstream);
    cached.headers.set("Cache-Control", `max-age=${EDGE_CACHE_SECONDS}`);
    await cache.put(cacheKey, cached);
  }
  return new Response(upstream.body, {
    headers: {
      "Content-Type": upstream.headers.get("Content-Type") ?? "image/png",
      "Cache-Control": `public, max-age=${BROWSER_CACHE_SECONDS}`,
    },
  });
}
