import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../domain/lifecycle";
import type { TTier } from "../../domain/names";
import { formatPrice, priceFor } from "../../domain/prices";
import worker from "../../worker/index";
import { sendRenewalNotices } from "../../worker/services/subscriptions/send-renewal-notices";
import { makeUser } from "../helpers/worker/accounts";
import { testDeps } from "../helpers/worker/deps";
import {
  boughtPin,
  deliverNewEvents,
  emailDate,
  emailsOf,
  eventCount,
  subscriptionRow,
} from "../helpers/worker/lifecycle";

import { makeOwnedPin } from "../helpers/worker/pins";
import { emulator, stripeClient } from "../helpers/worker/stripe";

const yearly = (tier: TTier) => `${formatPrice(priceFor(tier, "gbp"), "gbp")} a year`;

// The 09:00 schedule, as Cron Triggers would call it at `now`.
const noticesRun = (now: number) =>
  worker.scheduled(createScheduledController({ scheduledTime: now, cron: "0 9 * * *" }), env, createExecutionContext());

// Three runs that overlap, as a retried or doubled trigger would make them.
const overlappingRuns = (now: number) => Promise.all([noticesRun(now), noticesRun(now), noticesRun(now + 1)]);

async function periodEndOf(subscriptionId: string) {
  const end = (await subscriptionRow(subscriptionId))?.currentPeriodEnd;
  if (!end) throw new Error("The subscription has no period end");
  return end;
}

describe("renewal notices", () => {
  it("go 30 and 7 days before a renewal, each once however many runs overlap, naming the pin, the date, the price and the billing settings", async () => {
    const { user, mypin, subscriptionId } = await boughtPin();
    const end = await periodEndOf(subscriptionId);

    await overlappingRuns(end - 31 * DAY_MS);
    expect(await emailsOf(user.email, "renewal-notice")).toHaveLength(0);

    await overlappingRuns(end - 29 * DAY_MS);
    await overlappingRuns(end - 20 * DAY_MS);
    const [first, ...more] = await emailsOf(user.email, "renewal-notice");
    expect(more).toHaveLength(0);
    const date = emailDate(end);
    expect(first?.subject).toBe(`Your MyPin "${mypin}" renews on ${date}`);
    expect(first?.text).toContain(`renews on ${date} for ${yearly("simple")}`);
    expect(first?.text).toContain("http://mypin.test/account/billing");

    await overlappingRuns(end - 6 * DAY_MS);
    await overlappingRuns(end - 1 * DAY_MS);
    expect(await emailsOf(user.email, "renewal-notice")).toHaveLength(2);
    await overlappingRuns(end + DAY_MS);
    expect(await emailsOf(user.email, "renewal-notice")).toHaveLength(2);
  });

  it("send only the 7-day notice when the 30-day window passed without a run", async () => {
    const { user, subscriptionId } = await boughtPin();
    await overlappingRuns((await periodEndOf(subscriptionId)) - 3 * DAY_MS);
    expect(await emailsOf(user.email, "renewal-notice")).toHaveLength(1);
  });

  it("tell a trial's owner when the free trial ends and what it then costs", async () => {
    const { user, mypin, subscriptionId } = await boughtPin({ tier: "premium", promoCode: "FREE3" });
    const row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ status: "trialing" });
    const trialEnd = row?.trialEnd ?? 0;

    await overlappingRuns(trialEnd - 6 * DAY_MS);
    const [notice, ...more] = await emailsOf(user.email, "trial-ending");
    expect(more).toHaveLength(0);
    const date = emailDate(trialEnd);
    expect(notice?.subject).toBe(`Your free trial of MyPin "${mypin}" ends on ${date}`);
    expect(notice?.text).toContain(`Your free trial ends on ${date}, then ${yearly("premium")}`);
    expect(await emailsOf(user.email, "renewal-notice")).toHaveLength(0);
  });

  it("tell the owner of a 7-day trial through Stripe's trial_will_end, which the scheduled notices cannot", async () => {
    const { user, subscriptionId } = await boughtPin({ tier: "basic", promoCode: "FREE7" });
    const trialEnd = (await subscriptionRow(subscriptionId))?.trialEnd ?? 0;
    await overlappingRuns(trialEnd - 6 * DAY_MS);
    expect(await emailsOf(user.email, "trial-ending")).toHaveLength(0);

    const before = await eventCount(subscriptionId);
    expect((await emulator.moveSubscription(subscriptionId, { trialEndMs: Date.now() + 2 * DAY_MS })).status).toBe(200);
    const events = await deliverNewEvents(subscriptionId, before);
    expect(events.map((event) => event.type)).toContain("customer.subscription.trial_will_end");
    await deliverNewEvents(subscriptionId, before);
    const [notice, ...more] = await emailsOf(user.email, "trial-ending");
    expect(more).toHaveLength(0);
    expect(notice?.text).toContain(`then ${yearly("basic")}`);
  });

  it("give a subscription set to cancel one 'ends on' notice at 7 days, and no renewal notice", async () => {
    const { user, mypin, subscriptionId } = await boughtPin();
    const before = await eventCount(subscriptionId);
    await stripeClient().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await deliverNewEvents(subscriptionId, before);
    const end = await periodEndOf(subscriptionId);

    await overlappingRuns(end - 29 * DAY_MS);
    expect(await emailsOf(user.email, "subscription-ending")).toHaveLength(0);
    await overlappingRuns(end - 6 * DAY_MS);
    await overlappingRuns(end - 2 * DAY_MS);
    const [notice, ...more] = await emailsOf(user.email, "subscription-ending");
    expect(more).toHaveLength(0);
    expect(notice?.subject).toContain(`"${mypin}" ends on`);
    expect(await emailsOf(user.email, "renewal-notice")).toHaveLength(0);
  });

  it("send nothing for a pin without a subscription", async () => {
    const owner = await makeUser(env.DB);
    await makeOwnedPin(env.DB, owner);
    for (const days of [29, 6, 1]) await sendRenewalNotices(testDeps({ now: Date.now() + (365 - days) * DAY_MS }));
    for (const template of ["renewal-notice", "trial-ending", "subscription-ending"])
      expect(await emailsOf(owner.email, template)).toHaveLength(0);
  });
});
