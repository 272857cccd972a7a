import { html, raw } from "hono/html";
import { EMBED_MAP, type TEmbedMap } from "../../../domain/embed";
import type { TLocale } from "../../../domain/locales";
import { TILE_PATH_TEMPLATE, tileAddress } from "../../../domain/map-tiles";
import type { TPinResultView } from "../../../domain/pin-result-view";
import { CATALOGUES } from "../../i18n/catalogues";

// A pin's card as another site frames it: plain HTML and one style sheet, no script, so it costs
// the host page little and shows the way there before anything else loads. Every value goes
// through the html template, which escapes it; only numbers reach the style sheet.

export type TEmbedCard =
  | ({ kind: "found"; name: string; renamedFrom?: string; shareLink: string; map: TEmbedMap } & TPinResultView)
  | { kind: "missing" | "limited"; home: string };

const OSM_COPYRIGHT = "https://www.openstreetmap.org/copyright";
const MARKER_SIZE = 36;

// Contrast of at least 4.5:1 for every text on its background; the brand's teal as the app's.
const STYLE = `*{box-sizing:border-box}
body{margin:0;background:#fff;color:#0f172a;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{display:flex;flex-direction:column;gap:10px;min-height:100vh;padding:14px}
h1{margin:0;font-size:20px;line-height:1.25;overflow-wrap:anywhere}
h2{margin:0;color:#78350f;font-size:13px}
p{margin:0}
a{color:#0f766e;font-weight:600}
a:focus-visible{outline:3px solid #0f766e;outline-offset:2px;border-radius:4px}
.near{color:#475569;font-size:14px;overflow-wrap:anywhere}
.map{position:relative;flex:none;height:${EMBED_MAP.height}px;overflow:hidden;border:1px solid #e2e8f0;border-radius:10px;background:#ddd}
.tiles{position:absolute;top:0;left:50%;width:${EMBED_MAP.width}px;height:${EMBED_MAP.height}px;margin-left:-${EMBED_MAP.width / 2}px}
.tiles img,.marker{position:absolute;max-width:none}
.marker svg{display:block}
.credit{position:absolute;right:0;bottom:0;padding:0 6px;background:rgba(255,255,255,.85);color:#1e293b;font-size:11px}
.credit a{color:#0f5c8a;font-weight:400}
.label{color:#334155;font-size:13px}
.buttons{display:flex;flex-wrap:wrap;gap:8px}
.button{display:inline-flex;flex:1 1 8rem;align-items:center;justify-content:center;min-height:44px;padding:8px 12px;border-radius:8px;background:#0f766e;color:#fff;text-decoration:none}
.button:hover{background:#115e59}
.note{padding:8px 12px;border:1px solid #fde68a;border-radius:10px;background:#fffbeb}
.note p{margin-top:2px;color:#1e293b;font-size:14px;white-space:pre-line;overflow-wrap:anywhere}
footer{margin-top:auto;font-size:13px;text-align:right}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

// Where each tile and the marker sit in the strip: per card, so in the style sheet the page's
// policy allows by its hash, since the policy allows no style attribute.
function mapStyle({ tiles, pin }: TEmbedMap): string {
  const placed = tiles.map((tile, index) => `.t${index}{left:${tile.left}px;top:${tile.top}px}`);
  // The marker's tip, 22 of its 24 units down, on the point.
  const left = Math.round(pin.left - MARKER_SIZE / 2);
  const top = Math.round(pin.top - (MARKER_SIZE * 22) / 24);
  const marker = `.marker{left:${left}px;top:${top}px}`;
  return [...placed, marker].join("\n");
}

// The app's own marker (app/components/map/map-tiles.ts), which the worker cannot import.
const MARKER = html`<svg viewBox="0 0 24 24" width="${MARKER_SIZE}" height="${MARKER_SIZE}" aria-hidden="true"><path fill="#0f766e" stroke="#fff" stroke-width="1.5" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Z"/><circle cx="12" cy="9" r="2.75" fill="#fff"/></svg>`;

function page(locale: TLocale, title: string, style: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(style)}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function foundCard(card: Extract<TEmbedCard, { kind: "found" }>, locale: TLocale) {
  const { directions, embed, search, share } = CATALOGUES[locale];
  const { resultPage } = directions;
  const button = (href: string, text: string) =>
    html`<a class="button" href="${href}" target="_blank" rel="noopener" aria-describedby="new-tab">${text}</a>`;
  const tiles = card.map.tiles.map(
    (tile, index) =>
      html`<img class="t${index}" src="${tileAddress(TILE_PATH_TEMPLATE, tile)}" alt="" width="${EMBED_MAP.tileSize}" height="${EMBED_MAP.tileSize}" decoding="async">`,
  );
  const body = html`<header>
<h1>${card.name}</h1>
${card.near === "" ? "" : html`<p class="near">${card.near}</p>`}
${card.renamedFrom === undefined ? "" : html`<p class="near">${share.renamedPin.title(card.renamedFrom, card.name)}</p>`}
</header>
<div class="map">
<div class="tiles" role="img" aria-label="${resultPage.mapLabel(card.name)}">${tiles}<span class="marker">${MARKER}</span></div>
<p class="credit">&copy; <a href="${OSM_COPYRIGHT}" target="_blank" rel="noopener">OpenStreetMap</a> contributors</p>
</div>
<p class="label">${resultPage.directionsFromHere}</p>
<div class="buttons">${button(card.appleMaps, directions.directions.appleMaps)}${button(card.googleMaps, directions.directions.googleMaps)}</div>
<p id="new-tab" class="visually-hidden">${resultPage.chooseAppDetail}</p>
${card.note === "" ? "" : html`<section class="note"><h2>${resultPage.arrivalNote}</h2><p lang="">${card.note}</p></section>`}
<footer><a href="${card.shareLink}" target="_blank" rel="noopener">${embed.embedCard.openInMyPin}</a></footer>`;
  return { title: search.search.resultTitle(card.name), body, style: `${STYLE}\n${mapStyle(card.map)}` };
}

function noticeCard(card: Extract<TEmbedCard, { kind: "missing" | "limited" }>, locale: TLocale) {
  const { embed, search, site } = CATALOGUES[locale];
  const [heading, detail] =
    card.kind === "missing"
      ? [search.search.notFound, embed.embedCard.notFoundDetail]
      : [site.PRODUCT, search.search.rateLimited];
  const body = html`<h1>${heading}</h1>
<p>${detail}</p>
<footer><a href="${card.home}" target="_blank" rel="noopener">${site.PRODUCT}</a></footer>`;
  return { title: heading, body, style: STYLE };
}

// The page's HTML, and its style sheet as written in it, for the policy's hash.
export function renderEmbedCard(card: TEmbedCard, locale: TLocale): { html: string; style: string } {
  const { title, body, style } = card.kind === "found" ? foundCard(card, locale) : noticeCard(card, locale);
  return { html: String(page(locale, title, style, body)), style };
}
