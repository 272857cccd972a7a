import { env } from "cloudflare:workers";
import { type MockInstance, vi } from "vitest";
import { LOCALES } from "../../../domain/locales";
import { markRepeatedItem, NOT_FOUND_TEMPLATE, slot, TEMPLATES_PATH } from "../../../domain/page-templates";

// The worker tests run without a built app, so the assets binding answers with pages shaped like
// the build's (tools/site-pages.ts): the landing at "/", the shell, the not-found page and page
// templates whose markers the worker fills in (domain/page-templates.ts). Each says which file it is, so a test
// reads which one the worker sent.
export const ASSET_HEADERS = {
  "Content-Type": "text/html",
  ETag: '"file-etag"',
  "Content-Security-Policy": "default-src 'self'",
  "X-Frame-Options": "DENY",
};

const page = (file: string, body = "") =>
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="MyPin gives any place a short, memorable name." />' +
  `<title>MyPin</title></head><body><div id="root" data-file="${file}">${body}</div></body></html>`;

const found = (heading: (name: string) => string) =>
  `<h1>${heading(slot("search.answer.pin.mypin"))}</h1><p>Created by: ${slot("search.answer.pin.userName")}</p>` +
  `<p class="near">${slot("search.answer.view.near")}</p><p class="note">${slot("search.answer.view.note")}</p>` +
  `<span>${slot("search.answer.view.coordinates")}</span>` +
  `<a href="${slot("search.answer.view.appleMaps")}">Apple Maps</a><a href="${slot("search.answer.view.googleMaps")}">Google Maps</a>`;

const missed = `<h1>MyPin not found</h1><p>You searched for ${slot("search.name")}</p>`;

// A list's items as the build marks them: rendered with one and with two.
const listed = (before: string, item: (index: number) => string, count: number) =>
  `${before}<ul>${Array.from({ length: count }, (_, index) => item(index)).join("")}</ul>`;
const suggestion = (index: number) => {
  const name = slot(`search.answer.suggestions.${index}.mypin`);
  const near = slot(`search.answer.suggestions.${index}.near`);
  return `<li><a href="/?pin=${encodeURIComponent(name)}">${name}<span>${near}</span></a></li>`;
};
const popular = (index: number) => {
  const name = slot(`topPins.${index}.mypin`);
  return `<li><a href="/?pin=${encodeURIComponent(name)}">${name}</a></li>`;
};

const marked = (file: string, before: string, item: (index: number) => string) =>
  markRepeatedItem(page(file, listed(before, item, 1)), page(file, listed(before, item, 2)));

const ENGLISH_FILES: Record<string, string> = {
  "/": page("index.html", "<h1>Find a place</h1>"),
  "/shell": page("shell.html"),
  "/share-mypins": page("share-mypins.html"),
  [`${TEMPLATES_PATH}search-found`]: page(
    "search-found",
    found((name) => `MyPin: ${name}`),
  ),
  [`${TEMPLATES_PATH}share-found`]: page(
    "share-found",
    found((name) => `Opening MyPin: ${name}`),
  ),
  [`${TEMPLATES_PATH}search-missed`]: page("search-missed", missed),
  [`${TEMPLATES_PATH}share-missed`]: page("share-missed", missed),
  [`${TEMPLATES_PATH}search-suggested`]: marked("search-suggested", missed, suggestion),
  [`${TEMPLATES_PATH}share-suggested`]: marked("share-suggested", missed, suggestion),
  [`${TEMPLATES_PATH}landing`]: marked("landing", "<h1>Find a place</h1>", popular),
  [`${TEMPLATES_PATH}${NOT_FOUND_TEMPLATE}`]: page("not-found", "<h1>Oops! Page not found</h1>"),
  [`${TEMPLATES_PATH}cookie-banner`]: '<section id="page-cookie-banner">We use cookies</section>',
};

// Each other language's build's files, under its prefix, each saying so (German's banner in German).
const TRANSLATED_FILES = LOCALES.filter((locale) => locale !== "en").flatMap((locale) =>
  Object.entries(ENGLISH_FILES).map(([path, html]) => [
    path === "/" ? `/${locale}/` : `/${locale}${path}`,
    html
      .replace('lang="en"', `lang="${locale}"`)
      .replace(/data-file="([^"]+)"/, `data-file="${locale}/$1"`)
      .replace("We use cookies", locale === "de" ? "Wir verwenden Cookies" : `We use cookies (${locale})`),
  ]),
);

export const PAGE_FILES: Record<string, string> = { ...ENGLISH_FILES, ...Object.fromEntries(TRANSLATED_FILES) };

// The file a page was made from, as the fake assets name it.
export function fileOf(html: string): string | undefined {
  return /data-file="([^"]+)"/.exec(html)?.[1];
}

export function mockPageAssets(): MockInstance<Fetcher["fetch"]> {
  return vi.spyOn(env.ASSETS, "fetch").mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const file = PAGE_FILES[url.pathname];
    if (file === undefined) return new Response("Not found", { status: 404 });
    return new Response(file, { headers: ASSET_HEADERS });
  });
}
