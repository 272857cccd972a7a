import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { FIRST_PAINT_BUDGET_BYTES, firstPaintJs } from "../../tools/first-paint.ts";

it("ships at most 104 KB gzip of JS before first paint", () => {
  const { scripts, gzipBytes } = firstPaintJs();
  expect(scripts.length).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_BYTES);
  expect(readFileSync(`dist/client${scripts[0]}`, "utf8")).not.toContain("leaflet");
});

// Request schemas are the worker's: the app's forms use the pure rules they wrap. Zod in a page
// would cost its download and the building of its schemas, and its probe for eval breaks the
// pages' security policy.
it("carries no zod in any of the app's code", () => {
  const scripts = readdirSync("dist/client/assets").filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts)
    expect(readFileSync(`dist/client/assets/${file}`, "utf8"), file).not.toContain("$ZodType");
});
