import type Stripe from "stripe";
import { toStatement } from "../../../db/client";
import { queueNoticesOnce, type TSubscriptionNotice } from "../../../db/queries/notices";
import {
  listSubscriptionsToSync,
  type TSubscriptionState,
  type TSyncedRow,
  updateSubscriptionStates,
} from "../../../db/queries/subscriptions";
import type { TDeps } from "../../platform/dependencies";
import { PASS_QUERIES, type TPass } from "../../platform/job-passes";
import { logWarning } from "../../platform/log";
import type { TRunBudget } from "../../platform/run-budget";
import { createStripe, isProviderError } from "../../providers/payments";
import { graceNotice, keepTierPrice, syncedState } from "./subscription-sync";

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

export const PAGE_SIZE = 100;

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

export const subscriptionSyncPass: TPass<{ processedSubscriptions: number }> = {
  job: SUBSCRIPTION_SYNC_JOB,
  chunk: syncAllSubscriptionsFrom,
};
