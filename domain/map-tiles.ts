import { z } from "zod";
import { directions } from "./messages/directions.ts";

// Web Mercator tiles as slippy maps number them. Our maps zoom from 0 to 18 (Leaflet's own range
// for a tile layer, set on each map from here), so a deeper tile is none of ours: refused before
// it costs the tile service anything, though its standard layer goes on to 19.
export const MAX_TILE_ZOOM = 18;

const notATile = { error: directions.noSuchMapTile };
const ZIndex = z.coerce.number(notATile).int(notATile).min(0, notATile);

export const ZTile = z
  .object({ z: ZIndex.max(MAX_TILE_ZOOM, notATile), x: ZIndex, y: ZIndex })
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom, notATile);

export type TTile = z.output<typeof ZTile>;

// The browser asks our own worker for every tile (worker/routes/map-tiles.ts).
export const TILE_PATH_TEMPLATE = "/tiles/{z}/{x}/{y}";

// A template in Leaflet's form, "https://tile.example/{z}/{x}/{y}.png".
export function tileAddress(template: string, { z: zoom, x, y }: TTile) {
  return template.replace("{z}", String(zoom)).replace("{x}", String(x)).replace("{y}", String(y));
}
