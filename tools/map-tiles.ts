// The one place the tile URL is decided: the SPA loads it (VITE_MAP_TILE_URL) and the page's
// Content-Security-Policy allows exactly its origin for images.
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

export function tileOrigin(template: string) {
  return new URL(template.replace(/\{[a-z]+\}/g, "0")).origin;
}
