import { existsSync, readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { CHROMIUM } from "./tools/chromium.ts";
import { STRIPE_FOR_WORKER } from "./tools/stripe-for-worker.ts";

// The build's values, for the app's code the unit and component suites run.
const BUILD_VALUES = {
  "import.meta.env.PUBLIC_ORIGIN": JSON.stringify("https://mypin.app"),
  "import.meta.env.BUILD_YEAR": JSON.stringify(2026),
  "import.meta.env.LOCALE": JSON.stringify("en"),
};

// A test that asserts nothing cannot fail, so every project refuses one.
const expect = { requireAssertions: true };

// Worker test files that need a runtime and a database of their own:
// - they count or list rows of the whole database (the admin's totals and audit, the top ten);
// - they run a cron job, which works on every due row of the database, other files' too (the
//   cleanups, keying, outbox, notices, grace and release, Stripe sync, a run with a failing job);
// - they count searches or page views in the runtime's memory and check what is written when: a
//   flush another file's visit scheduled would write their counts early;
// - they insert fixed rows (the configured admins, a released brand);
// - they call the public geocoder and router, whose one-a-second queue is kept in the runtime's
//   memory and would make them wait for the files before them.
// The rest share one runtime and one database, which a file in this list would find changed under it.
const WORKER_FILES_ALONE = [
  "admin-analytics",
  "admin-dashboard",
  "bad-input",
  "cleanup-expired-tokens",
  "config",
  "configured-admins",
  "conversions",
  "db/top-pins",
  "deliver-outbox",
  "dev-mailbox",
  "directions",
  "error-logging",
  "events",
  "geo",
  "grace-and-release",
  "input-bounds",
  "name-keys",
  "nightly-sync-volume",
  "open-graph",
  "page-view-counts",
  "popular-list",
  "renewal-notices",
  "reserved-names",
  "role-matrix",
  "scheduled-budgets",
  "scheduled-failures",
  "search-counts",
  "shared-link-pages",
  "staff-query-plans",
  "staff-rename",
  "stale-checkouts",
  "subscription-sync",
  "top-pins",
].map((file) => `test/worker/${file}.test.ts`);

// stripe's ESM files name source maps whose TypeScript sources the package leaves out, and Vite
// warns once for each file it loads, some 220 lines a run. The suite reads none of those maps.
const stripeWithoutSourceMaps = {
  name: "stripe-without-source-maps",
  enforce: "pre" as const,
  load(id: string) {
    if (!/[\\/]node_modules[\\/]stripe[\\/]esm[\\/].+\.js$/.test(id)) return null;
    return { code: readFileSync(id, "utf8").replace(/^\/\/# sourceMappingURL=.*$/m, ""), map: null };
  },
};

// The worker's code and its tests in workerd (Vite's "ssr" environment) take the worker's own Stripe
// SDK, the one its bundle holds (wrangler.toml's alias); the suite's global setup (the emulator and
// its setup, in Node) keeps the SDK's own.
const stripeForWorker: Plugin = {
  name: "stripe-for-worker",
  enforce: "pre",
  resolveId(id) {
    return id === "stripe" && this.environment.name === "ssr" ? `${STRIPE_FOR_WORKER}/stripe.js` : null;
  },
};

export default defineConfig({
  test: {
    // Two files at once, where vitest's default on two cores is one: a worker file mostly waits on
    // its workerd. The browser files go one after another against one server (two at a time raced
    // on shared rate limits); `npm test` runs them in a vitest of their own beside the other suites,
    // which then go one file at a time (tools/run-tests.ts).
    maxWorkers: 2,
    projects: [
      {
        define: BUILD_VALUES,
        test: {
          name: "unit",
          // test/app renders the app's own pages in Node, as the build does.
          include: ["test/unit/**/*.test.ts", "test/app/**/*.test.ts"],
          environment: "node",
          // node:sqlite, which checks the SQL migrations, is still marked experimental in Node 22.
          execArgv: ["--disable-warning=ExperimentalWarning"],
          // Room for the property tests' hundreds of runs while the other suites load the cores.
          testTimeout: 30_000,
          expect,
        },
      },
      {
        define: BUILD_VALUES,
        test: {
          name: "component",
          // The app's screens and hooks rendered in a DOM (happy-dom) against a fake of the API
          // typed by its routes: their own states, without a server or a browser.
          include: ["test/components/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["./test/components/setup.ts"],
          // Room for Testing Library's waits (30 s, setup.ts) while the browser suite loads the cores.
          testTimeout: 60_000,
          expect,
        },
      },
      workerProject({
        name: "worker",
        include: ["test/worker/**/*.test.ts"],
        exclude: WORKER_FILES_ALONE,
        // One runtime and one database for all these files, one after another: starting a runtime
        // for each file cost about six seconds a file, more than most files take to run.
        isolate: false,
      }),
      workerProject({ name: "worker-alone", include: WORKER_FILES_ALONE, isolate: true }),
      {
        test: {
          name: "e2e",
          include: existsSync(CHROMIUM) ? ["test/e2e/**/*.test.ts"] : [],
          environment: "node",
          globalSetup: ["./test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One more try for a browser test that failed: on two loaded cores one test in a few
          // hundred now and then fails where it passes alone (docs/testing.md). The report still
          // names every test that needed it, and each is a fault to find, not to live with.
          retry: 1,
          // expect.poll waits as long as the suite's eventually (15 s), not vitest's 1 s: a page
          // on a loaded machine takes longer than a second to answer, and a test that waits for
          // it is waiting for what it expects, not timing it.
          expect: { ...expect, poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});

// The worker suite in workerd. Each project of it runs its files in one runtime or a runtime each
// (files.isolate); its other settings are shared.
function workerProject(files: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [
      stripeForWorker,
      stripeWithoutSourceMaps,
      cloudflareTest(async ({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations("./migrations"),
            // Fixed secrets: the tests sign and read their own tokens and webhooks, offline.
            JWT_SECRET: "test-only-jwt-secret-0123456789abcdef",
            ENVIRONMENT: "development",
            PUBLIC_ORIGIN: "http://mypin.test",
            STRIPE_API_URL: inject("stripeUrl"),
            GEOCODER_URL: `${inject("geoUrl")}/search`,
            STRIPE_SECRET_KEY: "sk_test_worker_suite",
            STRIPE_WEBHOOK_SECRET: "whsec_worker_suite_secret",
            // Never reached: the conversion tests deliver with fetch stubbed at this host.
            CONVERSIONS_URL: "https://conversions.test/events",
            CONVERSIONS_TOKEN: "test-conversions-token",
          },
        },
      })),
    ],
    test: {
      ...files,
      // Vitest's 5 s is short for the heaviest (a thousand searches, a checkout fulfilled twice, a
      // route fuzzed with every kind of junk), which took up to 20 s on two cores while `npm test`
      // ran the browser suite beside them.
      testTimeout: 60_000,
      globalSetup: ["./test/worker/global-setup.ts"],
      setupFiles: ["./test/worker/setup.ts"],
      expect,
    },
  };
}
