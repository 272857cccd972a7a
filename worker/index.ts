import { app } from "./app";
import { readConfig } from "./config";
import { cleanupExpiredTokens } from "./cron/cleanup-expired-tokens";
import { deliverOutbox } from "./cron/deliver-outbox";
import { keyLegacyPins } from "./cron/name-keys";
import type { Env } from "./env";

export { NameLock } from "./durable/name-lock";

// Each schedule in wrangler.toml maps to the jobs it runs; later jobs join these lists.
const JOBS: Record<string, ((env: Env, now: number) => Promise<unknown>)[]> = {
  "*/5 * * * *": [cleanupExpiredTokens, deliverOutbox, keyLegacyPins],
};

export default {
  fetch: app.fetch,
  async scheduled(controller, env) {
    // Every job would fail alike on a misconfigured deployment; readConfig has logged why, once.
    if (!readConfig(env)) return;
    const jobs = JOBS[controller.cron] ?? [];
    await Promise.all(jobs.map((job) => job(env, controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
