import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { fakeTileTemplate, startFakeGeoServices } from "../../tools/fake-geo-services.ts";
import { freePort } from "../../tools/free-port.ts";
import { localOrigin, prepareLocalApp, startLocalStack } from "../../tools/local-app.ts";
import { run } from "../../tools/run.ts";
import { persistArgs } from "../../tools/seed.ts";

const PERSIST_TO = ".wrangler/e2e-state";
// Short enough for the reservation countdown test to see a hold run out, long enough for a
// purchase journey with a sign-in in the middle.
export const E2E_HOLD_SECONDS = 150;

// More pins than one page of the admin's list holds, all of one owner and named alike, so the
// browser suite pages through real rows: 60 Premium names, "paging sample 01" to "paging sample 60".
export const PAGING_SAMPLE = { prefix: "paging sample", count: 60 };

async function seedPagingSample() {
  const { prefix, count } = PAGING_SAMPLE;
  const sql = `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${count})
    INSERT OR IGNORE INTO mypins (mypin, skeleton, user_name, user_email, latitude, longitude)
    SELECT '${prefix} ' || printf('%02d', i), 'paging-sample-' || i, 'Paging Sample', 'paging-sample@example.com', 51.5, -0.12
    FROM seq;`;
  await run("wrangler", ["d1", "execute", "DB", "--local", `--command=${sql}`, ...persistArgs(PERSIST_TO)]);
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    stripeUrl: string;
    holdSeconds: number;
  }
}

// The suite runs the app exactly as `npm start` does (with the Stripe emulator delivering signed
// webhooks), on its own database and ports; the geocoder and router are a local fake, since the
// browser tests have no internet.
export default async function setup(project: TestProject) {
  rmSync(PERSIST_TO, { recursive: true, force: true });
  const port = await freePort();
  await prepareLocalApp(localOrigin(port), PERSIST_TO, { pseudo: true });
  await seedPagingSample();
  const geo = await startFakeGeoServices();
  const { app, stripe, stop } = await startLocalStack({
    port,
    inspectorPort: await freePort(),
    persistTo: PERSIST_TO,
    vars: {
      HOLD_SECONDS: String(E2E_HOLD_SECONDS),
      GEOCODER_URL: `${geo.url}/search`,
      ROUTER_URL: geo.url,
      TILE_URL: fakeTileTemplate(geo.url),
    },
  });
  project.provide("baseUrl", app.url);
  project.provide("stripeUrl", stripe.url);
  project.provide("holdSeconds", E2E_HOLD_SECONDS);
  return async () => {
    await stop();
    await geo.stop();
  };
}
