import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

// At most 104 KB gzip of JS before the first paint of / and /?pin= (16 KB under the 120 KB
// ceiling, kept as headroom; docs/architecture.md#budgets).
export const FIRST_PAINT_BUDGET_BYTES = 104 * 1024;

// Both / and /?pin= are index.html, so the JS before their first paint is what it loads up front:
// its module script and modulepreloads, gzip as a CDN serves them.
export function firstPaintJs(clientDir = "dist/client") {
  const html = readFileSync(`${clientDir}/index.html`, "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  const gzipBytes = scripts.reduce((total, path) => total + gzipSync(readFileSync(`${clientDir}${path}`)).length, 0);
  return { scripts, gzipBytes };
}
