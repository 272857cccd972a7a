import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { findCheckout } from "../../db/queries/checkouts";
import { nameHolds } from "../../db/schema";
import { nameKey } from "../../domain/name-policy";
import worker from "../../worker/index";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { uniqueName } from "../helpers/unique";
import { pinRow } from "../helpers/worker/lifecycle";
import { checkout, signedInBuyer } from "../helpers/worker/purchase";
import { emulator, stripeClient } from "../helpers/worker/stripe";

const HOUR_MS = 3_600_000;

// The 5-minute housekeeping, as Cron Triggers would call it at `now`.
const housekeeping = (now: number) =>
  worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }),
    env,
    createExecutionContext(),
  );

const holdsOn = (name: string) =>
  createDb(env.DB)
    .select()
    .from(nameHolds)
    .where(eq(nameHolds.name, nameKey(name)));

// A checkout started and then never heard of again: no event reaches the worker in these tests.
async function startedCheckout() {
  const buyer = await signedInBuyer();
  const mypin = uniqueName("stale", "simple");
  const started = await checkout(buyer.browser, { mypin, currency: "gbp" });
  expect(started.status).toBe(200);
  return { ...buyer, mypin, sessionId: sessionIdOf(started.body.url ?? "") };
}

describe("the cleanup of stale checkouts", () => {
  it("expires a checkout pending past its session's life, frees its hold, and leaves a fresh one alone", async () => {
    const { mypin, sessionId } = await startedCheckout();
    await housekeeping(Date.now());
    expect(await findCheckout(createDb(env.DB), sessionId)).toMatchObject({ status: "pending" });
    expect(await holdsOn(mypin)).toHaveLength(1);

    await Promise.all([housekeeping(Date.now() + HOUR_MS), housekeeping(Date.now() + HOUR_MS)]);
    expect(await findCheckout(createDb(env.DB), sessionId)).toMatchObject({ status: "expired" });
    expect(await holdsOn(mypin)).toHaveLength(0);
    expect((await stripeClient().checkout.sessions.retrieve(sessionId)).status).toBe("expired");

    // The name is free for the next buyer at once.
    const next = await signedInBuyer();
    expect((await next.browser.post(`/api/names/${encodeURIComponent(mypin)}/hold`, {})).status).toBe(200);
  });

  it("fulfils a paid checkout whose event was lost, rather than expiring it", async () => {
    const { mypin, sessionId } = await startedCheckout();
    expect((await emulator.payCheckout(sessionId)).status).toBe(200);
    await housekeeping(Date.now() + HOUR_MS);
    expect(await findCheckout(createDb(env.DB), sessionId)).toMatchObject({ status: "fulfilled" });
    expect(await pinRow(mypin)).toBeDefined();
  });
});
