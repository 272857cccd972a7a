import { app } from "./app";
import { readConfig } from "./config";
import { cleanupExpiredTokens } from "./cron/cleanup-expired-tokens";
import { deliverConversions } from "./cron/deliver-conversions";
import { keyLegacyPins } from "./cron/name-keys";
import { continueOverdueRelease, releaseOverdueByCron } from "./cron/release-overdue";
import { runJobs, type TJob } from "./cron/run-jobs";
import { expireStaleCheckouts } from "./cron/stale-checkouts";
import type { Env } from "./env";
import { meteredEnv } from "./platform/d1-meter";
import { dependencies } from "./platform/dependencies";
import { deliverOutbox } from "./services/outbox/deliver-outbox";
import { placeUnplacedPins } from "./services/pins/place-unplaced-pins";
import { continueRenewalNotices } from "./services/subscriptions/continue-renewal-notices";
import { continueSubscriptionSync } from "./services/subscriptions/continue-subscription-sync";
import { sendRenewalNotices } from "./services/subscriptions/send-renewal-notices";
import { syncAllSubscriptions } from "./services/subscriptions/sync-all-subscriptions";
import { runTransferJobs } from "./services/transfers/run-transfer-jobs";

export { ApiQuota } from "./durable/api-quota";
export { NameLock } from "./durable/name-lock";

// Each schedule in wrangler.toml maps to the jobs it runs, by the names a failure is logged under
// (docs/configuration.md). Every job is safe to run twice at once: each change it makes is
// conditional on the state it found. Each job does a bounded chunk a run, and the jobs of one
// schedule share its invocation's limits (docs/scaling.md#the-scheduled-jobs): the daily ones
// begin a pass, which the five-minute schedule carries on to its end (docs/decisions/052).
const JOBS: Record<string, Record<string, TJob>> = {
  "*/5 * * * *": {
    cleanupExpiredTokens,
    deliverOutbox,
    deliverConversions,
    keyLegacyPins,
    expireStaleCheckouts,
    placeUnplacedPins,
    runTransferJobs,
    continueSubscriptionSync,
    continueOverdueRelease,
    continueRenewalNotices,
  },
  "0 2 * * *": { syncAllSubscriptions },
  "0 3 * * *": { releaseOverdueByCron },
  "0 9 * * *": { sendRenewalNotices },
};

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, meteredEnv(env), ctx),
  async scheduled(controller, unmetered, ctx) {
    const env = meteredEnv(unmetered);
    // Every job would fail alike on a misconfigured deployment, so none runs; readConfig has logged
    // why, once. The run fails all the same, as a failed job's does, so an alert on it fires.
    if (!readConfig(env)) throw new Error(`Schedule ${controller.cron}: SERVICE_MISCONFIGURED, no job ran`);
    const deps = dependencies(env, ctx, { now: controller.scheduledTime });
    await runJobs(controller.cron, JOBS[controller.cron] ?? {}, deps);
  },
} satisfies ExportedHandler<Env>;
