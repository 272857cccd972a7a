import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { runJobs } from "../../worker/cron/run-jobs";
import worker from "../../worker/index";
import { deliverOutbox } from "../../worker/services/outbox/deliver-outbox";
import { syncAllSubscriptions } from "../../worker/services/subscriptions/sync-all-subscriptions";
import { uniqueEmail } from "../helpers/unique";
import { captureConsole } from "../helpers/worker/console";
import { testDeps } from "../helpers/worker/deps";

// Stripe where nothing listens: every call of the SDK fails, as in an outage.
const stripeDown = { ...env, STRIPE_API_URL: "http://127.0.0.1:9" };

const nightlySync = (config = env) =>
  worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: "0 2 * * *" }),
    config,
    createExecutionContext(),
  );

async function dueEmail(now: number) {
  const row = await createDb(env.DB)
    .insert(emailOutbox)
    .values({ to: uniqueEmail("due"), template: "password-reset", payload: { link: "x" }, nextAttemptAt: now })
    .returning()
    .get();
  return () => createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.id, row.id)).get();
}

describe("a scheduled job that fails", () => {
  it("fails its run, naming the job, and logs why once, so the invocation shows as failed", async () => {
    const logged = captureConsole("error");
    await expect(nightlySync(stripeDown)).rejects.toThrow("Schedule 0 2 * * *: syncAllSubscriptions failed");
    const lines = logged();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Scheduled job syncAllSubscriptions failed: \w*Error: .*connection to Stripe/);
    expect(lines[0]).toMatch(/\n\s+at /);
  });

  it("stops none of the other jobs of its run, and the run names every job that failed", async () => {
    const now = Date.now();
    const email = await dueEmail(now);
    const logged = captureConsole("error");
    const jobs = { syncAllSubscriptions, deliverOutbox, syncAgain: syncAllSubscriptions };
    await expect(runJobs("test", jobs, testDeps({ env: stripeDown, now }))).rejects.toThrow(
      "Schedule test: syncAllSubscriptions, syncAgain failed",
    );
    expect(logged()).toEqual([
      expect.stringContaining("Scheduled job syncAllSubscriptions failed"),
      expect.stringContaining("Scheduled job syncAgain failed"),
    ]);
    expect(await email()).toMatchObject({ status: "sent", sentAt: now });
  });

  it("leaves a run whose jobs all succeed a success", async () => {
    await expect(nightlySync()).resolves.toBeUndefined();
  });
});
