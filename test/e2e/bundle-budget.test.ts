import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { FIRST_PAINT_BUDGET_BYTES, firstPaintJs } from "../../tools/first-paint.ts";

it("ships at most 104 KB gzip of JS before first paint", () => {
  const { scripts, gzipBytes } = firstPaintJs();
  expect(scripts.length).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_BYTES);
  expect(readFileSync(`dist/client${scripts[0]}`, "utf8")).not.toContain("leaflet");
});
