import { rmSync, writeFileSync } from "node:fs";
import { measureConcurrentBuyers } from "./bench/buyers.ts";
import { HTML_BUDGET_BYTES, measureHtmlBytes } from "./bench/html-bytes.ts";
import { measureLighthouse } from "./bench/lighthouse.ts";
import { measureLoad, warmUp } from "./bench/load.ts";
import { measurePageViewWrites } from "./bench/page-view-writes.ts";
import { benchApiKey, measureApiWrites } from "./bench/public-api.ts";
import { measureSearchWrites } from "./bench/search-writes.ts";
import { HEALTH_PATH, resultsTable, type TBenchResults, type TLoadRow } from "./bench/table.ts";
import { measureWorkerStartup, STARTUP_RUNS, WORKER_BUNDLE_BUDGET_KIB } from "./bench/worker-startup.ts";
import { DEMO_PINS } from "./demo-data.ts";
import { fakeTileTemplate, startFakeGeoServices } from "./fake-geo-services.ts";
import { FIRST_PAINT_BUDGET_BYTES, heaviestFirstPaintJs } from "./first-paint.ts";
import { freePort } from "./free-port.ts";
import { localOrigin, prepareLocalApp, startLocalStack } from "./local-app.ts";

// Its own database, wiped each run, so a bench neither disturbs nor depends on `npm start`'s data.
const PERSIST_TO = ".wrangler/bench-state";
const RESULTS_FILE = "bench/results.json";
const LOAD_SECONDS = 10;
const CONNECTIONS = [50, 200];

// The pin `npm start` suggests trying; the writes are counted on another, so no load run's counts mix in.
const hot = DEMO_PINS.find((pin) => pin.mypin === "my.pin2");
const counted = DEMO_PINS.find((pin) => pin.mypin !== hot?.mypin);
if (!hot || !counted) throw new Error("The bench searches two demo pins");
const pinPath = (name: string) => `/api/pins/${encodeURIComponent(name)}`;
const SHARE_LINK = `/?pin=${encodeURIComponent(hot.mypin)}`;
// Each kind of public page, and three of them in another language: every language is a build of
// its own, held to the same scores.
const LIGHTHOUSE_PATHS = [
  "/",
  SHARE_LINK,
  "/pricing",
  "/renters",
  "/share-mypins",
  "/developers",
  "/de/",
  "/fr/pricing",
  "/nl/renters",
];
const HTML_PATHS = ["/", SHARE_LINK, "/de/", "/pt/"];

// First, while nothing else runs: the start is a CPU measure.
console.log(`The worker's bundle and its start (wrangler check startup), ${STARTUP_RUNS} runs...`);
const workerStartup = await measureWorkerStartup();
console.log("Preparing: migrating and seeding the bench's own database, building the app...");
rmSync(PERSIST_TO, { recursive: true, force: true });
const port = await freePort();
await prepareLocalApp(localOrigin(port), PERSIST_TO);
// The map tiles come from the browser suite's local fake, as the maps of a deployment come from a
// reachable tile service: offline, a tile would answer 502 and Lighthouse would score the errors.
const geo = await startFakeGeoServices();
const started = await startLocalStack({
  port,
  inspectorPort: await freePort(),
  persistTo: PERSIST_TO,
  // The bench measures what production would: no answer is checked against its route's schema.
  // Nor is a load run of the public API refused for its allowance: it measures the calls.
  vars: {
    TILE_URL: fakeTileTemplate(geo.url),
    CHECK_ANSWERS: "false",
    API_MONTHLY_CALLS: "1000000000",
    API_BURST_CALLS: "1000000000",
  },
});
const stack = { ...started, stop: () => started.stop().finally(() => geo.stop()) };
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stack.stop().then(() => process.exit(130)));
}

async function bench(baseUrl: string): Promise<TBenchResults> {
  // First, while nothing else is writing: a load run's counts may still be on their way to D1.
  console.log(`D1 rows written by 1,000 searches of "${counted?.mypin}"...`);
  const searchWrites = await measureSearchWrites(baseUrl, counted?.mypin ?? "");
  console.log("D1 rows written by 1,000 page views of consenting visitors...");
  const pageViewWrites = await measurePageViewWrites(baseUrl);

  const key = await benchApiKey(baseUrl);
  console.log("D1 rows written by 1,000 keyed calls of the public API...");
  const apiWrites = await measureApiWrites(baseUrl, counted?.mypin ?? "", key);

  // The app's search, the public API's with a key, and the bare health check each is compared to.
  const endpoints = [
    { endpoint: pinPath(hot?.mypin ?? "") },
    { endpoint: `/v1/pins/${encodeURIComponent(hot?.mypin ?? "")}`, headers: { Authorization: `Bearer ${key}` } },
    { endpoint: HEALTH_PATH },
  ];
  await warmUp(
    endpoints.map(({ endpoint, headers }) => ({ url: baseUrl + endpoint, headers })),
    3,
  );
  const load: TLoadRow[] = [];
  for (const connections of CONNECTIONS) {
    for (const { endpoint, headers } of endpoints) {
      console.log(`GET ${endpoint} at ${connections} connections for ${LOAD_SECONDS} s...`);
      const measured = await measureLoad(baseUrl + endpoint, connections, LOAD_SECONDS, headers);
      const row = { endpoint, connections, ...measured };
      console.log(`  ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms`);
      load.push(row);
    }
  }

  console.log("100 concurrent buyers of one name...");
  const buyers = await measureConcurrentBuyers(baseUrl, PERSIST_TO);

  console.log("HTML of the landing and of a shared link...");
  const htmlBytes = await measureHtmlBytes(baseUrl, HTML_PATHS);

  console.log("Lighthouse, 3 runs of each page...");
  const lighthouse = await measureLighthouse(baseUrl, LIGHTHOUSE_PATHS);
  for (const page of lighthouse ?? []) {
    const { lcpElement, lcpMs, tbtMs, cls } = page.metrics;
    console.log(`  ${page.path}: LCP ${Math.round(lcpMs)} ms (${lcpElement}), TBT ${Math.round(tbtMs)} ms, CLS ${cls}`);
    if (page.failing.length > 0) console.log(`  ${page.path} lost points on: ${page.failing.join("; ")}`);
  }
  return {
    measuredAt: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    load,
    searchWrites,
    pageViewWrites,
    apiWrites,
    buyers,
    firstPaintJs: (({ locale, gzipBytes }) => ({ locale, gzipBytes, budgetBytes: FIRST_PAINT_BUDGET_BYTES }))(
      heaviestFirstPaintJs(),
    ),
    html: { pages: htmlBytes, budgetBytes: HTML_BUDGET_BYTES },
    workerStartup: { ...workerStartup, budgetKib: WORKER_BUNDLE_BUDGET_KIB },
    lighthouse,
  };
}

try {
  const results = await bench(stack.app.url);
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${resultsTable(results)}\n\nWritten to ${RESULTS_FILE}.`);
} finally {
  await stack.stop();
}
