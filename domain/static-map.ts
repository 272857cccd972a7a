import type { TPoint } from "./links.ts";

// A result's map is first drawn as plain tile images, with no map library (app/components/map/
// static-pin-map.tsx): which Web Mercator tiles cover a box centred on a point, and where each one
// sits in the box, tile for tile where Leaflet would draw them.

// Web Mercator stops short of the poles, where it would stretch without end.
const MAX_LATITUDE = 85.0511287798;

// The point's place in pixels on the whole world drawn at `zoom` in tiles of `tileSize` pixels.
export function worldPixel(point: TPoint, zoom: number, tileSize: number) {
  const scale = tileSize * 2 ** zoom;
  const latitude = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, point.latitude)) * Math.PI) / 180;
  return {
    x: ((point.longitude + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * scale,
  };
}

// A tile to draw: its slippy-map address and its top-left corner in the box, in pixels.
export type TPlacedTile = { z: number; x: number; y: number; left: number; top: number };

type TBox = { width: number; height: number };

// The world pixel at the top-left corner of the box centred on the point, whole so that tiles
// meet without seams, and the point's own.
function boxOrigin(point: TPoint, zoom: number, box: TBox, tileSize: number) {
  const centre = worldPixel(point, zoom, tileSize);
  return { centre, x: Math.round(centre.x - box.width / 2), y: Math.round(centre.y - box.height / 2) };
}

// The tiles that cover a box of `width` by `height` pixels with the point at its centre. Tiles
// across the antimeridian wrap round to the world's other edge; rows beyond the poles are none.
export function tilesAround(point: TPoint, zoom: number, box: TBox, tileSize: number): TPlacedTile[] {
  const { x: originX, y: originY } = boxOrigin(point, zoom, box, tileSize);
  const tilesPerSide = 2 ** zoom;
  const tiles: TPlacedTile[] = [];
  for (let row = Math.floor(originY / tileSize); row * tileSize < originY + box.height; row++) {
    if (row < 0 || row >= tilesPerSide) continue;
    for (let column = Math.floor(originX / tileSize); column * tileSize < originX + box.width; column++) {
      tiles.push({
        z: zoom,
        x: ((column % tilesPerSide) + tilesPerSide) % tilesPerSide,
        y: row,
        left: column * tileSize - originX,
        top: row * tileSize - originY,
      });
    }
  }
  return tiles;
}

// Where the point itself falls in that box.
export function pointInBox(point: TPoint, zoom: number, box: TBox, tileSize: number) {
  const origin = boxOrigin(point, zoom, box, tileSize);
  return { left: origin.centre.x - origin.x, top: origin.centre.y - origin.y };
}
