import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { INDEXED_PAGES } from "../../domain/page-meta.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../tools/chromium.ts";
import { uniqueIp } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");

// Issue 14: Lighthouse's SEO category scores 100 on the public pages. Every page's head comes from
// one table through one build step (site-files.test.ts checks each page's title, description,
// canonical address, robots.txt and sitemap), so Lighthouse, at some 13 s a page, runs on one page
// of each kind: the home page, a themed page, the pricing page, a plain content page, the form and
// a legal page. One Chrome serves every run (PLATFORM.md's flags).
const PAGES = ["/", "/renters", "/pricing", "/about", "/contact", "/terms"];
let chrome: chromeLauncher.LaunchedChrome | undefined;
beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"],
  });
});
afterAll(() => {
  chrome?.kill();
});

async function seoOf(path: string) {
  if (!chrome) throw new Error("Chrome is not running yet");
  const result = await lighthouse(`${baseUrl}${path}`, {
    port: chrome.port,
    onlyCategories: ["seo"],
    logLevel: "error",
    // The SEO audits read the loaded page's markup, links and robots.txt: no throttling, no
    // screenshots and no waiting for the network or the CPU to settle beyond the load itself.
    throttlingMethod: "provided",
    formFactor: "desktop",
    screenEmulation: { disabled: true },
    disableFullPageScreenshot: true,
    pauseAfterFcpMs: 0,
    pauseAfterLoadMs: 0,
    networkQuietThresholdMs: 0,
    cpuQuietThresholdMs: 0,
    extraHeaders: { "CF-Connecting-IP": uniqueIp() },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr;
  const failed = (categories.seo?.auditRefs ?? [])
    .map(({ id }) => audits[id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id}: ${audit?.explanation ?? audit?.title}`);
  return { score: categories.seo?.score, failed };
}

it("runs on indexed pages only", () => {
  expect(PAGES.filter((path) => !INDEXED_PAGES.some((page) => page.path === path))).toEqual([]);
});

it.each(PAGES)("scores 100 for SEO on %s", async (path) => {
  const { score, failed } = await seoOf(path);
  expect(failed, path).toEqual([]);
  expect(score, path).toBe(1);
});
