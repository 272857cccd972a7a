import type { TTile } from "./schemas.ts";

// Web Mercator tiles as slippy maps number them. Our maps zoom from 0 to 18 (Leaflet's own range
// for a tile layer, set on each map from here), so a deeper tile is none of ours: refused before
// it costs the tile service anything, though its standard layer goes on to 19.
export const MAX_TILE_ZOOM = 18;

// The browser asks our own worker for every tile (worker/routes/map-tiles.ts).
export const TILE_PATH_TEMPLATE = "/tiles/{z}/{x}/{y}";

// A template in Leaflet's form, "https://tile.example/{z}/{x}/{y}.png".
export function tileAddress(template: string, { z: zoom, x, y }: TTile) {
  return template.replace("{z}", String(zoom)).replace("{x}", String(x)).replace("{y}", String(y));
}
