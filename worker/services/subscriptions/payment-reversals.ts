import { toStatement } from "../../../db/client";
import { queueNoticeOnce } from "../../../db/queries/notices";
import { findPinBySubscription, pinOfSubscriptionExists } from "../../../db/queries/pins";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { findSubscription, markSubscriptionReversed, subscriptionNotReversed } from "../../../db/queries/subscriptions";
import { graceEnd, isEnded } from "../../../domain/lifecycle";
import { MANAGE_PATH } from "../../../domain/links";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import type { Stripe } from "../../providers/payments";
import type { TEmail } from "../outbox/email-templates";
import { syncSubscriptionState } from "./subscription-sync";

// Why the money for a pin went back: the card's issuer decided a dispute against us, or the
// current period's payment was refunded in full.
export type TReversal = "dispute" | "refund";

// Who the audit trail names for what Stripe's events decide.
const STRIPE_ACTOR = "stripe";

// A pin whose payment was taken back stands as one whose payment failed: its subscription is
// cancelled at once, and the pin keeps resolving through the grace window, renewable by its owner
// alone (a legitimate owner whose card was misused can pay again; anyone else loses the name
// when the window ends). The record, the audit row and the owner's e-mail are written once,
// together; cancelling at Stripe is idempotent, so a redelivered event finishes what a failed one
// began. carriedFrom: the reversed payment was that earlier owner's subscription's, and this one's
// trial carried its paid time over by a transfer (charge-events.ts follows it along the chain).
export async function revokeReversedSubscription(
  deps: TDeps,
  stripe: Stripe,
  subscription: Stripe.Subscription,
  reversal: TReversal,
  carriedFrom?: string,
) {
  const { env, db, now } = deps;
  const row = await findSubscription(db, subscription.id);
  const pin = await findPinBySubscription(db, subscription.id);
  if (!row || !pin) return;
  if (row.reversedAt === null) {
    const graceEndsAt = graceEnd(now, configOf(env).GRACE_DAYS);
    const email: TEmail = {
      to: row.email,
      template: "payment-reversed",
      payload: {
        mypin: pin.mypin,
        reversal: carriedFrom ? "carried" : reversal,
        releaseOn: graceEndsAt,
        link: `${configOf(env).PUBLIC_ORIGIN}${MANAGE_PATH}`,
      },
    };
    await env.DB.batch([
      staffActionStatement(
        env.DB,
        {
          actorId: STRIPE_ACTOR,
          actorEmail: null,
          action: "payment_reversed",
          target: pin.mypin,
          before: { status: row.status, subscription: subscription.id },
          after: {
            reversal,
            status: "canceled",
            grace_ends_at: graceEndsAt,
            ...(carriedFrom ? { carried_from: carriedFrom } : {}),
          },
          now,
        },
        subscriptionNotReversed(subscription.id),
      ),
      ...queueNoticeOnce(env.DB, `reversed:${subscription.id}`, email, now, pinOfSubscriptionExists(subscription.id)),
      toStatement(env.DB, markSubscriptionReversed(db, subscription.id, graceEndsAt, now)),
    ]);
  }
  if (isEnded(subscription.status)) return;
  const cancelled = await stripe.subscriptions.cancel(
    subscription.id,
    {},
    { idempotencyKey: `reversed-${subscription.id}` },
  );
  await syncSubscriptionState(deps, stripe, cancelled);
}
