import { existsSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { CHROMIUM } from "./tools/chromium.ts";

// A test that asserts nothing cannot fail, so every project refuses one.
const expect = { requireAssertions: true };

export default defineConfig({
  test: {
    // Two files at once, where vitest's default on two cores is one: a worker file mostly waits on
    // its workerd. The browser files go one after another against one server (two at a time timed
    // out on two cores); `npm test` runs them in a vitest of their own beside the other suites,
    // which then go one file at a time (tools/run-tests.ts).
    maxWorkers: 2,
    projects: [
      {
        // The build's values, for the app's pages the suite renders (test/app).
        define: {
          "import.meta.env.PUBLIC_ORIGIN": JSON.stringify("https://mypin.app"),
          "import.meta.env.BUILD_YEAR": JSON.stringify(2026),
        },
        test: {
          name: "unit",
          // test/app renders the app's own pages in Node, as the build does.
          include: ["test/unit/**/*.test.ts", "test/app/**/*.test.ts"],
          environment: "node",
          // node:sqlite, which checks the SQL migrations, is still marked experimental in Node 22.
          execArgv: ["--disable-warning=ExperimentalWarning"],
          expect,
        },
      },
      {
        plugins: [
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
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          // Vitest's 5 s is short for the heaviest (a thousand searches, a checkout fulfilled twice)
          // while `npm test` runs the browser suite on the same two cores.
          testTimeout: 20_000,
          globalSetup: ["./test/worker/global-setup.ts"],
          setupFiles: ["./test/worker/setup.ts"],
          expect,
        },
      },
      {
        test: {
          name: "e2e",
          include: existsSync(CHROMIUM) ? ["test/e2e/**/*.test.ts"] : [],
          environment: "node",
          globalSetup: ["./test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect,
        },
      },
    ],
  },
});
