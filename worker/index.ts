import { app } from "./app";
import { cleanupExpiredTokens } from "./cron/cleanup-expired-tokens";
import { deliverOutbox } from "./cron/deliver-outbox";
import type { Env } from "./env";

export { NameLock } from "./durable/name-lock";

// Each schedule in wrangler.toml maps to the jobs it runs; later jobs join these lists.
const JOBS: Record<string, ((env: Env, now: number) => Promise<unknown>)[]> = {
  "*/5 * * * *": [cleanupExpiredTokens, deliverOutbox],
};

export default {
  fetch: app.fetch,
  async scheduled(controller, env) {
    const jobs = JOBS[controller.cron] ?? [];
    await Promise.all(jobs.map((job) => job(env, controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
