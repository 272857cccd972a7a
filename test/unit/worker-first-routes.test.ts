import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/locales";

// wrangler.toml's run_worker_first: every page runs the worker first, for the redirect to
// PUBLIC_ORIGIN and the SPA's shell, and a "!" pattern sends a path to the assets alone, where a
// worker route would answer 404. The array is read as written (one quoted pattern per entry).
const config = readFileSync("wrangler.toml", "utf8");
const list = /^run_worker_first = \[([^\]]*)\]/m.exec(config)?.[1] ?? "";
const patterns = [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
const assetsOnly = patterns.filter((pattern) => pattern.startsWith("!")).map((pattern) => pattern.slice(1));

// Cloudflare's "*" matches across "/", so "/*.png" would take /api/qr-codes/{name}.png too.
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`).test(path);

const WORKER_PATHS = [
  "/api/qr-codes/my.pin2_qr.png",
  "/tiles/3/4/2",
  "/dev/mailbox",
  "/",
  "/share/corner.shop",
  "/pricing",
  "/de/",
  "/de/pricing",
];

describe("the paths the worker runs first", () => {
  it("are every path but those the assets alone serve", () => {
    expect(patterns[0]).toBe("/*");
    expect(assetsOnly.length).toBeGreaterThan(0);
  });

  it("never hand a route of the worker's, or a page, to the assets alone", () => {
    for (const pattern of assetsOnly) {
      for (const path of WORKER_PATHS) expect(matches(pattern, path), `${pattern} takes ${path}`).toBe(false);
    }
  });

  it("leave every language's build's hashed files and the files of public/ to the assets", () => {
    const files = [
      "/assets/index-Dx81Kq2a.js",
      ...LOCALES.filter((locale) => locale !== "en").map((locale) => `/${locale}/assets/Dx81Kq2a.js`),
      "/robots.txt",
      "/sitemap.xml",
      ...readdirSync("public").map((file) => `/${file}${file.includes(".") ? "" : "/x"}`),
    ];
    for (const file of files)
      expect(
        assetsOnly.some((pattern) => matches(pattern, file)),
        file,
      ).toBe(true);
  });
});
