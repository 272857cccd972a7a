import { ZOOM } from "./coordinates.ts";
import type { TPoint } from "./links.ts";
import { escapeHtml } from "./page-templates.ts";
import { pointInBox, type TPlacedTile, tilesAround } from "./static-map.ts";

// A pin's card for another site's page, in an iframe (worker/routes/embed.ts), and the snippet
// the owner pastes to show it (app/components/manage/embed-button.tsx).

export const EMBED_PATH = "/embed";

// The size the snippet asks for: the card is laid out for it, and for frames narrower or wider.
export const EMBED_FRAME = { width: 360, height: 420 } as const;

export function embedAddress(name: string, origin: string): string {
  const base = origin.endsWith("/") ? origin.slice(0, -1) : origin;
  return `${base}${EMBED_PATH}/${encodeURIComponent(name)}`;
}

// title: the frame's accessible name, in the owner's language ("Lake Cabin on MyPin"). Every value
// is escaped: a name staff renamed before today's rules could hold a quote.
export function embedSnippet(name: string, origin: string, title: string): string {
  const { width, height } = EMBED_FRAME;
  return `<iframe src="${escapeHtml(embedAddress(name, origin))}" title="${escapeHtml(title)}" width="${width}" height="${height}" style="border:0" loading="lazy"></iframe>`;
}

// The card's map is a strip of tiles as wide as the widest frame it should fill, centred in
// the frame, so the pin stays in the middle however wide the frame is without a script measuring
// it. One tile size: a frame has no script to tell a sharp screen from another.
export const EMBED_MAP = { width: 1024, height: 140, tileSize: 256, zoom: ZOOM.withName } as const;

export type TEmbedMap = { tiles: TPlacedTile[]; pin: { left: number; top: number } };

export function embedMap(point: TPoint): TEmbedMap {
  const { zoom, tileSize, ...box } = EMBED_MAP;
  return { tiles: tilesAround(point, zoom, box, tileSize), pin: pointInBox(point, zoom, box, tileSize) };
}
