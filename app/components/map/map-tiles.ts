import { MAX_TILE_ZOOM, TILE_PATH_TEMPLATE } from "../../../domain/map-tiles";

// What every map of the app shares, so a placed MyPin looks the way it will when found. Leaflet's
// default icon images are resolved from CSS paths a bundler rewrites, which ends in 404s, hence an
// inline SVG pin.
export const OSM_COPYRIGHT = "https://www.openstreetmap.org/copyright";
const ATTRIBUTION = `&copy; <a href="${OSM_COPYRIGHT}">OpenStreetMap</a> contributors`;

// Every map's tile layer, from our own worker. On a screen of more than one pixel per point the
// tiles come a zoom level deeper, four at half size in place of one: sharp on a phone, where a
// 256-pixel tile drawn over 256 points would be blurred (Lighthouse's "low resolution" images).
export const TILE_LAYER = {
  url: TILE_PATH_TEMPLATE,
  attribution: ATTRIBUTION,
  maxZoom: MAX_TILE_ZOOM,
  detectRetina: true,
} as const;

// The result's map, drawn by Leaflet or as its picture (static-pin-map.tsx) in the same box.
export const RESULT_MAP_BOX = "h-72 w-full overflow-hidden rounded-xl border border-slate-200 desktop:h-[28rem]";

export function pinSvg(size: number) {
  return `<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true"><path fill="#0f766e" stroke="#fff" stroke-width="1.5" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Z"/><circle cx="12" cy="9" r="2.75" fill="#fff"/></svg>`;
}
