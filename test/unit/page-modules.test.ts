import { existsSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { INDEXED_PAGES } from "../../domain/page-meta.ts";
import { PAGE_MODULES } from "../../tools/site-pages.ts";

const lazyPages = readFileSync("app/pages/lazy-pages.ts", "utf8");

// A page missing here would fail the build; one naming the wrong screen would preload code the
// page never runs.
it("names, for every indexed page but /, a screen the app loads on demand", () => {
  const paths = INDEXED_PAGES.map((page) => page.path).filter((path) => path !== "/");
  expect(Object.keys(PAGE_MODULES).sort()).toEqual(paths.sort());
  for (const [path, module] of Object.entries(PAGE_MODULES)) {
    expect(existsSync(module), path).toBe(true);
    const name = module.replace(/^app\/pages\//, "").replace(/\.tsx$/, "");
    expect(lazyPages, path).toContain(`import("./${name}")`);
  }
});
