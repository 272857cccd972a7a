import { app } from "./app";
import { readConfig } from "./config";
import { cleanupExpiredTokens } from "./cron/cleanup-expired-tokens";
import { deliverConversions } from "./cron/deliver-conversions";
import { keyLegacyPins } from "./cron/name-keys";
import { releaseOverdueByCron } from "./cron/release-overdue";
import { expireStaleCheckouts } from "./cron/stale-checkouts";
import type { Env } from "./env";
import { meteredEnv } from "./platform/d1-meter";
import { dependencies, type TDeps } from "./platform/dependencies";
import { deliverOutbox } from "./services/outbox/outbox-delivery";
import { placeUnplacedPins } from "./services/pins/pin-places";
import { sendRenewalNotices } from "./services/subscriptions/lifecycle-notices";
import { syncAllSubscriptions } from "./services/subscriptions/subscription-sync";
import { runTransferJobs } from "./services/transfers/transfer-expiry";

export { ApiQuota } from "./durable/api-quota";
export { NameLock } from "./durable/name-lock";

// Each schedule in wrangler.toml maps to the jobs it runs (docs/configuration.md). Every job is safe
// to run twice at once: each change it makes is conditional on the state it found.
const JOBS: Record<string, ((deps: TDeps) => Promise<unknown>)[]> = {
  "*/5 * * * *": [
    cleanupExpiredTokens,
    deliverOutbox,
    deliverConversions,
    keyLegacyPins,
    expireStaleCheckouts,
    placeUnplacedPins,
    runTransferJobs,
  ],
  "0 2 * * *": [syncAllSubscriptions],
  "0 3 * * *": [releaseOverdueByCron],
  "0 9 * * *": [sendRenewalNotices],
};

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, meteredEnv(env), ctx),
  async scheduled(controller, unmetered, ctx) {
    const env = meteredEnv(unmetered);
    // Every job would fail alike on a misconfigured deployment; readConfig has logged why, once.
    if (!readConfig(env)) return;
    const jobs = JOBS[controller.cron] ?? [];
    const deps = dependencies(env, ctx, { now: controller.scheduledTime });
    await Promise.all(jobs.map((job) => job(deps)));
  },
} satisfies ExportedHandler<Env>;
