import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_FLAGS } from "../chromium.ts";
import { nextClientIp } from "./client.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = 3;
const CHROME_FLAGS = [...CHROMIUM_FLAGS, "--headless=new"];

type TCategory = (typeof CATEGORIES)[number];
export type TScores = Record<TCategory, number>;
// The metrics a page's performance score weighs most: when its largest paint happened and what it
// was, how long the main thread was blocked, and how far the layout moved.
export type TPaintMetrics = { lcpMs: number; tbtMs: number; cls: number; lcpElement: string };
export type TPageScores = { path: string; scores: TScores; metrics: TPaintMetrics; failing: string[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

type TAudits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

// Lighthouse 13 names the largest paint's element in its LCP breakdown, as a node item.
function lcpElement(audits: TAudits): string {
  const details = audits["lcp-breakdown-insight"]?.details as
    | { items?: { type?: string; snippet?: string }[] }
    | undefined;
  return details?.items?.find((item) => item.type === "node")?.snippet ?? "(none)";
}

// Lighthouse's defaults are its mobile run: a mid-range phone, simulated slow 4G and a 4x slower CPU.
async function score(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: [...CATEGORIES],
    logLevel: "error",
    extraHeaders: { "CF-Connecting-IP": nextClientIp() },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
  ) as TScores;
  const metrics: TPaintMetrics = {
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcpElement: lcpElement(audits),
  };
  const failing = CATEGORIES.flatMap((category) => categories[category]?.auditRefs ?? [])
    .filter(({ weight }) => weight > 0)
    .map(({ id }) => audits[id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.id} ${audit?.displayValue ?? ""}`.trim());
  return { scores, metrics, failing };
}

// Scores vary by several points from run to run on a shared machine, so each page is run three
// times and each category's and metric's median kept; the element is the median LCP run's. Null
// when Chromium is not installed.
export async function measureLighthouse(baseUrl: string, paths: string[]): Promise<TPageScores[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const pages: TPageScores[] = [];
    for (const path of paths) {
      const runs: Awaited<ReturnType<typeof score>>[] = [];
      for (let index = 0; index < RUNS; index++) runs.push(await score(chrome.port, `${baseUrl}${path}`));
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
      ) as TScores;
      const lcpMs = median(runs.map((run) => run.metrics.lcpMs));
      const metrics: TPaintMetrics = {
        lcpMs,
        tbtMs: median(runs.map((run) => run.metrics.tbtMs)),
        cls: median(runs.map((run) => run.metrics.cls)),
        lcpElement: runs.find((run) => run.metrics.lcpMs === lcpMs)?.metrics.lcpElement ?? "(none)",
      };
      pages.push({ path, scores, metrics, failing: [...new Set(runs.flatMap((run) => run.failing))] });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
