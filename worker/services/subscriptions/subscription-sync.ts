import type Stripe from "stripe";
import { toStatement } from "../../../db/client";
import { queueNoticeOnce, queueNoticesOnce, type TSubscriptionNotice } from "../../../db/queries/notices";
import { findPinBySubscription, pinOfSubscriptionExists } from "../../../db/queries/pins";
import {
  findSubscription,
  listSubscriptionsToSync,
  type TSubscriptionState,
  type TSyncedRow,
  updateSubscriptionState,
  updateSubscriptionStates,
} from "../../../db/queries/subscriptions";
import { endedForNonPayment, graceEnd } from "../../../domain/lifecycle";
import { MANAGE_PATH } from "../../../domain/links";
import type { TTier } from "../../../domain/names";
import type { TCurrency } from "../../../domain/prices";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { PASS_QUERIES, runPass, type TPass } from "../../platform/job-passes";
import { logWarning } from "../../platform/log";
import type { TRunBudget } from "../../platform/run-budget";
import { createStripe, isProviderError, priceIdFor } from "../../providers/payments";
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

type TSyncedFrom = Pick<TSyncedRow, "graceEndsAt" | "reversedAt">;

// What our row becomes from the provider's state. Ended for non-payment, the pin enters its grace
// window (docs/decisions/023): it keeps resolving, only its owner can renew it, and the owner is
// told the release date once (tellGrace, while the window is open). A payment taken back set its
// own grace and told the owner itself (payment-reversals.ts).
function syncedState({ env, now }: TDeps, row: TSyncedFrom, current: Stripe.Subscription) {
  const state = subscriptionState(current);
  if (row.reversedAt !== null) return { state: { ...state, graceEndsAt: row.graceEndsAt }, tellGrace: false };
  const nonPayment = endedForNonPayment(state.status, current.cancellation_details?.reason ?? null);
  const graceEndsAt = nonPayment ? (row.graceEndsAt ?? graceEnd(state.endedAt ?? now, configOf(env).GRACE_DAYS)) : null;
  return { state: { ...state, graceEndsAt }, tellGrace: graceEndsAt !== null && graceEndsAt > now };
}

function graceNotice(
  { env }: TDeps,
  { subscriptionId, to, mypin, releaseOn }: { subscriptionId: string; to: string; mypin: string; releaseOn: number },
): TSubscriptionNotice {
  const link = `${configOf(env).PUBLIC_ORIGIN}${MANAGE_PATH}`;
  const email: TEmail = { to, template: "grace-started", payload: { mypin, releaseOn, link } };
  return { key: `grace:${subscriptionId}`, email, subscriptionId };
}

// The sync of one subscription (a webhook's, a transfer's giver's): the provider's state replaces
// ours, and the pin itself is released by releaseOverduePins, never here. False when the
// subscription is not ours.
export async function syncSubscriptionState(
  deps: TDeps,
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  const { env, db, now } = deps;
  const row = await findSubscription(db, subscription.id);
  if (!row) return false;
  const current = await keepTierPrice(stripe, subscription, row.tier, row.currency);
  const { state, tellGrace } = syncedState(deps, row, current);
  const update = updateSubscriptionState(db, current.id, state, now);
  const pin = tellGrace ? await findPinBySubscription(db, current.id) : undefined;
  if (!pin || state.graceEndsAt === null) {
    await update;
    return true;
  }
  const { key, email } = graceNotice(deps, {
    subscriptionId: current.id,
    to: row.email,
    mypin: pin.mypin,
    releaseOn: state.graceEndsAt,
  });
  // Once per subscription, and only while its pin is still there (a release may have just run).
  const notice = queueNoticeOnce(env.DB, key, email, now, pinOfSubscriptionExists(current.id));
  await env.DB.batch([toStatement(env.DB, update), ...notice]);
  return true;
}

const STATE_FIELDS = [
  "status",
  "currentPeriodEnd",
  "cancelAtPeriodEnd",
  "trialEnd",
  "endedAt",
  "amountMinor",
  "graceEndsAt",
] as const;

// A price that cannot be put back now is left for the next night: one subscription Stripe refuses
// to change must not hold the pass on its page.
async function keptOnTier(stripe: Stripe, subscription: Stripe.Subscription, row: TSyncedRow) {
  try {
    return await keepTierPrice(stripe, subscription, row.tier, row.currency);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    logWarning(`Subscription ${subscription.id} kept its price for tonight: Stripe refused to change it`, error);
    return subscription;
  }
}

// A page of the nightly pass through the same rules as a webhook's sync: our rows of the page in
// one read, then one batch with the rows that changed (one statement for them all) and the grace
// notices owed (two statements for them all; each key keeps its notice to once). Answers how many
// of the page's subscriptions are ours.
async function syncSubscriptionPage(deps: TDeps, stripe: Stripe, page: readonly Stripe.Subscription[]) {
  const { env, db, now } = deps;
  const ours = await listSubscriptionsToSync(
    db,
    page.map(({ id }) => id),
  );
  const rows = new Map(ours.map((row) => [row.id, row]));
  const changed: (TSubscriptionState & { id: string })[] = [];
  const notices: TSubscriptionNotice[] = [];
  for (const subscription of page) {
    const row = rows.get(subscription.id);
    if (!row) continue;
    const { state, tellGrace } = syncedState(deps, row, await keptOnTier(stripe, subscription, row));
    if (STATE_FIELDS.some((field) => state[field] !== row[field])) changed.push({ id: row.id, ...state });
    if (tellGrace && row.mypin !== null && state.graceEndsAt !== null)
      notices.push(
        graceNotice(deps, { subscriptionId: row.id, to: row.email, mypin: row.mypin, releaseOn: state.graceEndsAt }),
      );
  }
  const statements = [
    ...(changed.length > 0 ? [toStatement(env.DB, updateSubscriptionStates(changed, now))] : []),
    ...(notices.length > 0 ? queueNoticesOnce(env.DB, notices, now) : []),
  ];
  if (statements.length > 0) await env.DB.batch(statements);
  return rows.size;
}

const PAGE_SIZE = 100;

// The nightly heal of missed webhooks reads every subscription Stripe has, ended ones included,
// newest first, one page of 100 (Stripe's largest) a run. Worst case: the pass's 4 queries and the
// page's 4 (its rows, the changed rows, two for the grace notices); the page's call, a price put
// back for each of its 100 subscriptions and at most 9 prices looked up, each doubled by the SDK's
// one retry.
export const SUBSCRIPTION_SYNC_BUDGET = { queries: PASS_QUERIES + 4, subrequests: 220 } satisfies TRunBudget;

export const SUBSCRIPTION_SYNC_JOB = "subscription-sync";

// A page of the pass from `from` (null: Stripe's newest), and where the next one starts.
async function syncAllSubscriptionsFrom(deps: TDeps, from: string | null) {
  const stripe = createStripe(deps.env);
  const page = await stripe.subscriptions.list({
    status: "all",
    limit: PAGE_SIZE,
    ...(from ? { starting_after: from } : {}),
  });
  const processedSubscriptions = await syncSubscriptionPage(deps, stripe, page.data);
  const last = page.data.at(-1);
  return { processedSubscriptions, next: page.has_more && last ? last.id : null };
}

const subscriptionSyncPass: TPass<{ processedSubscriptions: number }> = {
  job: SUBSCRIPTION_SYNC_JOB,
  chunk: syncAllSubscriptionsFrom,
};

// The 02:00 schedule, and the admin's dashboard: begins the night's pass (unless one is still
// under way) and syncs its first page. Subscriptions of no pin of ours are skipped.
export function syncAllSubscriptions(deps: TDeps) {
  return runPass(deps, subscriptionSyncPass, { begin: true });
}

// The five-minute schedule: the next page of the pass under way, if one is.
export function continueSubscriptionSync(deps: TDeps) {
  return runPass(deps, subscriptionSyncPass, { begin: false });
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
