import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { localeBase } from "../domain/locale-paths.ts";
import { LOCALES, type TLocale } from "../domain/locales.ts";

// At most 104 KB gzip of JS before the first paint of / and /?pin= (16 KB under the 120 KB
// ceiling, kept as headroom; docs/architecture.md#budgets).
export const FIRST_PAINT_BUDGET_BYTES = 104 * 1024;

// Both / and /?pin= are index.html, so the JS before their first paint is what it loads up front:
// its module script and modulepreloads, gzip as a CDN serves them. Each language's build has its
// own (/de/ is dist/client/de/index.html), holding only that language's texts.
export function firstPaintJs(locale: TLocale = "en", clientDir = "dist/client") {
  const html = readFileSync(`${clientDir}${localeBase(locale)}index.html`, "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="(\/(?:[a-z]{2}\/)?assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? "",
  );
  const gzipBytes = scripts.reduce((total, path) => total + gzipSync(readFileSync(`${clientDir}${path}`)).length, 0);
  return { scripts, gzipBytes };
}

// The language whose first paint is the heaviest, which the budget must hold for.
export function heaviestFirstPaintJs(clientDir = "dist/client") {
  const measured = LOCALES.map((locale) => ({ locale, ...firstPaintJs(locale, clientDir) }));
  return measured.reduce((heaviest, next) => (next.gzipBytes > heaviest.gzipBytes ? next : heaviest));
}
