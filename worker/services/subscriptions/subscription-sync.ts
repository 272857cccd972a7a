import type Stripe from "stripe";
import { toStatement } from "../../../db/client";
import { queueNoticeOnce, type TSubscriptionNotice } from "../../../db/queries/notices";
import { findPinBySubscription, pinOfSubscriptionExists } from "../../../db/queries/pins";
import { findSubscription, type TSyncedRow, updateSubscriptionState } from "../../../db/queries/subscriptions";
import { endedForNonPayment, graceEnd } from "../../../domain/lifecycle";
import { MANAGE_PATH } from "../../../domain/links";
import type { TTier } from "../../../domain/names";
import type { TCurrency } from "../../../domain/prices";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { priceIdFor } from "../../providers/payments";
import { priceLookupKey } from "../../providers/price-lookup";
import type { TEmail } from "../outbox/email-templates";
import { subscriptionState } from "./subscription-state";

const ENDED = new Set<Stripe.Subscription.Status>(["canceled", "incomplete_expired"]);

// The pin's tier comes from its name (domain/names.ts), so its subscription must be on that tier's
// price. A plan switched behind our back (an old portal configuration, the dashboard) is put back,
// without proration, so the cheaper plan is never billed. A price stripe:setup replaced still
// carries its tier in metadata and stays.
export async function keepTierPrice(
  stripe: Stripe,
  subscription: Stripe.Subscription,
  tier: TTier,
  currency: TCurrency,
) {
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

type TSyncedFrom = Pick<TSyncedRow, "graceEndsAt" | "reversedAt">;

// What our row becomes from the provider's state. Ended for non-payment, the pin enters its grace
// window (docs/decisions/023): it keeps resolving, only its owner can renew it, and the owner is
// told the release date once (tellGrace, while the window is open). A payment taken back set its
// own grace and told the owner itself (payment-reversals.ts).
export function syncedState({ env, now }: TDeps, row: TSyncedFrom, current: Stripe.Subscription) {
  const state = subscriptionState(current);
  if (row.reversedAt !== null) return { state: { ...state, graceEndsAt: row.graceEndsAt }, tellGrace: false };
  const nonPayment = endedForNonPayment(state.status, current.cancellation_details?.reason ?? null);
  const graceEndsAt = nonPayment ? (row.graceEndsAt ?? graceEnd(state.endedAt ?? now, configOf(env).GRACE_DAYS)) : null;
  return { state: { ...state, graceEndsAt }, tellGrace: graceEndsAt !== null && graceEndsAt > now };
}

export function graceNotice(
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
