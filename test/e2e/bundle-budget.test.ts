import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";

// DESIGN section 11: at most 104 KB gzip of JS before the first paint of / and /?pin= (16 KB under
// the 120 KB ceiling, kept as headroom). Both paths are index.html, so the budget is what it loads
// up front: its module script and modulepreloads.
const BUDGET_BYTES = 104 * 1024;

it("ships at most 104 KB gzip of JS before first paint", () => {
  const html = readFileSync("dist/client/index.html", "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  const gzipped = scripts.reduce((total, path) => total + gzipSync(readFileSync(`dist/client${path}`)).length, 0);
  expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(readFileSync(`dist/client${scripts[0]}`, "utf8")).not.toContain("leaflet");
});
