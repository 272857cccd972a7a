import { queueNoticeOnce } from "../../../db/queries/notices";
import { findPinBySubscription, pinOfSubscriptionExists } from "../../../db/queries/pins";
import { findNoticedSubscription } from "../../../db/queries/subscriptions";
import { trialWillEndNotice } from "../../../domain/lifecycle";
import { BILLING_PATH } from "../../../domain/links";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { noticeEmail } from "./lifecycle-notices";

// Stripe's trial_will_end, three days before a trial ends: the notice for a trial too short for
// the scheduled ones (a 7-day trial), read from our row as the webhook's sync left it.
export async function noticeTrialWillEnd({ env, db, now }: TDeps, subscriptionId: string) {
  const [row, pin] = await Promise.all([
    findNoticedSubscription(db, subscriptionId),
    findPinBySubscription(db, subscriptionId),
  ]);
  if (!row || !pin) return;
  const notice = trialWillEndNotice(row);
  if (!notice) return;
  const link = `${configOf(env).PUBLIC_ORIGIN}${BILLING_PATH}`;
  const email = noticeEmail({ ...row, mypin: pin.mypin }, notice, link);
  await env.DB.batch(queueNoticeOnce(env.DB, notice.key, email, now, pinOfSubscriptionExists(row.id)));
}
