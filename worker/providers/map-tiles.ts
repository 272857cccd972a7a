import { countAccountRequest } from "../../db/queries/account-requests";
import { tileAddress } from "../../domain/map-tiles";
import type { TTile } from "../../domain/schemas";
import { configOf } from "../config";
import { AppError } from "../errors";
import type { TDeps } from "../platform/dependencies";
import { fetchUpstream } from "./fair-use";

// OpenStreetMap's tile policy asks for a week of caching; a tile changes when the map is edited,
// which a week's delay on a pin's surroundings does not hurt.
const EDGE_CACHE_SECONDS = 7 * 86_400;
const BROWSER_CACHE_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;

// Tiles fetched from the tile service, counted in D1 so every isolate and location shares one
// count. A map view is some twenty tiles, so 1,200 a minute draws about sixty views no edge has
// seen in a minute: far more than real visitors need once the tiles around the pins are cached,
// and twice one visitor's own limit (TILE_LIMIT), so one client alone cannot close it for the
// rest. A scraper walking the world's tiles stops here, which keeps our use of the tile service
// as light as its policy asks.
export const UPSTREAM_TILE_LIMIT = { key: "tiles:upstream", max: 1200, windowMs: 60_000 } as const;

export type TMapTile = { body: ArrayBuffer; contentType: string };

// The one interface to the outside tile service; tests point TILE_URL at a local fake, not this.
// Tiles are fetched by the worker, never by the browser, so a visitor's address reaches no third
// party before (or without) their consent, and every visitor of one place shares the edge's copy.
export async function fetchMapTile(deps: TDeps, tile: TTile): Promise<Response> {
  const url = tileAddress(configOf(deps.env).TILE_URL, tile);
  const cacheKey = new Request(url);
  const cache = await caches.open("map-tiles");
  let upstream = await cache.match(cacheKey);
  if (!upstream) {
    await countUpstreamFetch(deps);
    upstream = await fetchUpstream(url, "image/png,image/*", TIMEOUT_MS);
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

// The whole window as the wait: reading when the oldest fetch leaves it would cost every refusal
// a second query, and a map retries a missing tile only when it is drawn again anyway.
async function countUpstreamFetch({ db, now }: TDeps) {
  const { key, ...limit } = UPSTREAM_TILE_LIMIT;
  if (!(await countAccountRequest(db, key, limit, now))) {
    throw new AppError("MAP_TILES_BUSY", { retryAfterSeconds: limit.windowMs / 1000 });
  }
}
