import type { TBuyersResult } from "./buyers.ts";
import type { THtmlBytes } from "./html-bytes.ts";
import type { TPageScores } from "./lighthouse.ts";
import type { TLoadResult } from "./load.ts";
import type { TPageViewWrites } from "./page-view-writes.ts";
import type { TApiWrites } from "./public-api.ts";
import type { TSearchWrites } from "./search-writes.ts";
import type { TWorkerStartup } from "./worker-startup.ts";

export type TLoadRow = TLoadResult & { endpoint: string; connections: number };

export type TBenchResults = {
  measuredAt: string;
  load: TLoadRow[];
  searchWrites: TSearchWrites;
  pageViewWrites: TPageViewWrites;
  apiWrites: TApiWrites;
  buyers: TBuyersResult;
  // The heaviest language's: each language's pages ship their own build.
  firstPaintJs: { locale: string; gzipBytes: number; budgetBytes: number };
  html: { pages: THtmlBytes[]; budgetBytes: number };
  workerStartup: TWorkerStartup & { budgetKib: number };
  lighthouse: TPageScores[] | null;
};

const whole = (value: number) => Math.round(value).toLocaleString("en");

// The element's opening tag, shortened to its name and class or text, as a table cell can hold it.
function elementCell(snippet: string): string {
  const short = snippet.length > 60 ? `${snippet.slice(0, 57)}...` : snippet;
  return `\`${short.replaceAll("|", "\\|").replaceAll("`", "'")}\``;
}

export const HEALTH_PATH = "/api/health";

// Each endpoint's throughput as a share of the bare health check's at the same connections.
function loadRows(load: TLoadRow[]) {
  const connections = [...new Set(load.map((row) => row.connections))];
  return connections.flatMap((count) => {
    const rows = load.filter((row) => row.connections === count);
    const health = rows.find((row) => row.endpoint === HEALTH_PATH);
    return rows.map((row) => {
      const ratio = health && row !== health ? (row.requestsPerSecond / health.requestsPerSecond).toFixed(2) : "";
      return (
        `| \`GET ${row.endpoint}\` | ${count} | ${whole(row.requestsPerSecond)} | ${row.p50Ms} | ${row.p99Ms} | ` +
        `${whole(row.requests)} | ${row.non2xx} | ${ratio} |`
      );
    });
  });
}

// Markdown, so docs/benchmark.md can show the table as printed.
export function resultsTable(results: TBenchResults) {
  const { searchWrites, pageViewWrites, apiWrites, buyers, firstPaintJs, html, workerStartup, lighthouse } = results;
  const refusals = Object.entries(buyers.refusals)
    .map(([reason, count]) => `${count} × ${reason}`)
    .join(", ");
  const lines = [
    `Measured ${results.measuredAt} against one \`wrangler dev\` server.`,
    "",
    "| load | connections | req/s | p50 ms | p99 ms | answers | failed or non-2xx | of health |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...loadRows(results.load),
    "",
    "| measure | result |",
    "|---|---|",
    `| D1 rows written per ${whole(searchWrites.searches)} searches of one name | ${whole(searchWrites.rowsWritten)} (${searchWrites.non2xx} non-2xx) |`,
    `| D1 rows written per ${whole(apiWrites.calls)} keyed calls of \`GET /v1/pins/{name}\`, quota counting included | ${whole(apiWrites.rowsWritten)} (${apiWrites.non2xx} non-2xx) |`,
    `| D1 rows written per ${whole(pageViewWrites.pageViews)} page views of consenting visitors | ${whole(pageViewWrites.rowsWritten)} (${pageViewWrites.non2xx} non-2xx) |`,
    `| ${buyers.buyers} concurrent buyers of one name: checkout to paid and fulfilled | ${whole(buyers.settledMs)} ms |`,
    `| pins of that name (must be 1) / checkouts started | ${buyers.pins} / ${buyers.checkouts} |`,
    `| the other buyers were told | ${refusals || "-"} |`,
    `| first-paint JS (gzip), the heaviest language's (${firstPaintJs.locale}) | ${whole(firstPaintJs.gzipBytes)} B of ${whole(firstPaintJs.budgetBytes)} B |`,
    ...html.pages.map(
      (page) =>
        `| HTML of \`${page.path}\` with its inlined CSS (gzip) | ${whole(page.gzipBytes)} B of ${whole(html.budgetBytes)} B |`,
    ),
    `| worker bundle, as uploaded (gzip) | ${whole(workerStartup.bundleKib)} KiB of ${whole(workerStartup.budgetKib)} KiB (${whole(workerStartup.gzipKib)} KiB) |`,
    `| worker start's CPU (\`wrangler check startup\`, median of ${workerStartup.runs}; fastest) | ${workerStartup.activeMs.toFixed(1)} ms; ${workerStartup.fastestMs.toFixed(1)} ms |`,
    "",
  ];
  if (!lighthouse) return [...lines, "Lighthouse: skipped, Chromium is not installed."].join("\n");
  return [
    ...lines,
    "| Lighthouse mobile, median of 3 | performance | accessibility | best practices | SEO | LCP | TBT | CLS | LCP element |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ...lighthouse.map(
      ({ path, scores, metrics }) =>
        `| \`${path}\` | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ` +
        `${whole(metrics.lcpMs)} ms | ${whole(metrics.tbtMs)} ms | ${metrics.cls.toFixed(3)} | ${elementCell(metrics.lcpElement)} |`,
    ),
  ].join("\n");
}
