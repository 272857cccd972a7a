import type Stripe from "stripe";
import { toStatement } from "../../../db/client";
import { queueNoticeOnce } from "../../../db/queries/notices";
import { findPinBySubscription, pinOfSubscriptionExists } from "../../../db/queries/pins";
import { findSubscription, updateSubscriptionState } from "../../../db/queries/subscriptions";
import { endedForNonPayment, graceEnd } from "../../../domain/lifecycle";
import { MANAGE_PATH } from "../../../domain/links";
import type { TTier } from "../../../domain/names";
import type { TCurrency } from "../../../domain/prices";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, priceIdFor } from "../../providers/payments";
import { priceLookupKey } from "../../providers/price-lookup";
import type { TEmail } from "../outbox/email-templates";
import { subscriptionState } from "./subscription-state";

const ENDED = new Set<Stripe.Subscription.Status>(["canceled", "incomplete_expired"]);

// The pin's tier comes from its name (domain/names.ts), so its subscription must be on that tier's
// price. A plan switched behind our back (an old portal configuration, the dashboard) is put back,
// without proration, so the cheaper plan is never billed. A price stripe:setup replaced still
// carries its tier in metadata and stays.
async function keepTierPrice(stripe: Stripe, subscription: Stripe.Subscription, tier: TTier, currency: TCurrency) {
  if (ENDED.has(subscription.status)) return subscription;
  const wrong = subscription.items.data.find(
    ({ price }) => price.lookup_key !== priceLookupKey(tier, currency) && price.metadata?.tier !== tier,
  );
  if (!wrong) return subscription;
  return stripe.subscriptions.update(subscription.id, {
    items: [{ id: wrong.id, price: await priceIdFor(stripe, tier, currency) }],
    proration_behavior: "none",
  });
}

// Events arrive twice and out of order (docs/decisions/035), so an event only says which
// subscription changed; its state is read afresh from the provider. A subscription we never
// fulfilled has no row here, and fulfilment will write it from its own fresh read.
export async function syncSubscription(deps: TDeps, id: string) {
  const stripe = createStripe(deps.env);
  await syncSubscriptionState(deps, stripe, await stripe.subscriptions.retrieve(id));
}

// The one sync of one subscription, for the webhook and the nightly run alike: the provider's state
// replaces ours. Ended for non-payment, the pin enters its grace window (docs/decisions/023): it
// keeps resolving, only its owner can renew it, and the owner is told the release date once. The
// pin itself is released by releaseOverduePins, never here. False when the subscription is not ours.
export async function syncSubscriptionState(
  deps: TDeps,
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  const { env, db, now } = deps;
  const row = await findSubscription(db, subscription.id);
  if (!row) return false;
  const current = await keepTierPrice(stripe, subscription, row.tier, row.currency);
  const state = subscriptionState(current);
  const nonPayment = endedForNonPayment(state.status, current.cancellation_details?.reason ?? null);
  // A payment taken back set its own grace and told the owner itself (payment-reversals.ts).
  const reversed = row.reversedAt !== null;
  const graceEndsAt = reversed
    ? row.graceEndsAt
    : nonPayment
      ? (row.graceEndsAt ?? graceEnd(state.endedAt ?? now, configOf(env).GRACE_DAYS))
      : null;
  const update = updateSubscriptionState(db, current.id, { ...state, graceEndsAt }, now);
  const pin =
    !reversed && graceEndsAt !== null && graceEndsAt > now ? await findPinBySubscription(db, current.id) : undefined;
  if (!pin || graceEndsAt === null) {
    await update;
    return true;
  }
  const email: TEmail = {
    to: row.email,
    template: "grace-started",
    payload: { mypin: pin.mypin, releaseOn: graceEndsAt, link: `${configOf(env).PUBLIC_ORIGIN}${MANAGE_PATH}` },
  };
  // Once per subscription, and only while its pin is still there (a release may have just run).
  const notice = queueNoticeOnce(env.DB, `grace:${current.id}`, email, now, pinOfSubscriptionExists(current.id));
  await env.DB.batch([toStatement(env.DB, update), ...notice]);
  return true;
}

const PAGE_SIZE = 100;

// The nightly heal of missed webhooks: every subscription Stripe has, ended ones included, page by
// page, through the same sync as an event. Subscriptions of no pin of ours are skipped.
export async function syncAllSubscriptions(deps: TDeps, { pageSize = PAGE_SIZE }: { pageSize?: number } = {}) {
  const stripe = createStripe(deps.env);
  let processedSubscriptions = 0;
  let startingAfter: string | undefined;
  for (;;) {
    const page = await stripe.subscriptions.list({
      status: "all",
      limit: pageSize,
      ...(startingAfter ? { starting_after: startingAfter } : {}),
    });
    for (const subscription of page.data) {
      if (await syncSubscriptionState(deps, stripe, subscription)) processedSubscriptions += 1;
    }
    const last = page.data.at(-1);
    if (!page.has_more || !last) break;
    startingAfter = last.id;
  }
  return { processedSubscriptions };
}

// invoice.upcoming announces a renewal with an invoice that has no id yet, and names its
// subscription in a field that moved between API versions; its customer is named alike in all of
// them. Every live subscription of that customer is read afresh, so the renewal notices see the
// period end Stripe now holds.
export async function syncCustomerSubscriptions(deps: TDeps, customer: string) {
  const stripe = createStripe(deps.env);
  for await (const subscription of stripe.subscriptions.list({ customer, limit: PAGE_SIZE })) {
    await syncSubscriptionState(deps, stripe, subscription);
  }
}
