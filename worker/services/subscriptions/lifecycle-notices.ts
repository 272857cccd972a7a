import type Stripe from "stripe";
import { queueNoticeOnce } from "../../../db/queries/notices";
import { findPinBySubscription, pinOfSubscriptionExists } from "../../../db/queries/pins";
import {
  findNoticedSubscription,
  findSubscription,
  listSubscriptionsEndingBy,
} from "../../../db/queries/subscriptions";
import { DAY_MS, dueNotice, RENEWAL_NOTICE_DAYS, type TNotice, trialWillEndNotice } from "../../../domain/lifecycle";
import { BILLING_PATH } from "../../../domain/links";
import { CURRENCIES, type TCurrency } from "../../../domain/prices";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import type { TEmail } from "../outbox/email-templates";

const PAGE_SIZE = 100;
const HORIZON_MS = Math.max(...RENEWAL_NOTICE_DAYS) * DAY_MS;

type TNoticeTarget = { id: string; email: string; mypin: string; amountMinor: number; currency: TCurrency };

function noticeEmail(target: TNoticeTarget, notice: TNotice, link: string): TEmail {
  const { mypin, amountMinor, currency } = target;
  const to = target.email;
  if (notice.kind === "ending")
    return { to, template: "subscription-ending", payload: { mypin, endsAt: notice.at, link } };
  if (notice.kind === "trial")
    return { to, template: "trial-ending", payload: { mypin, trialEnd: notice.at, amountMinor, currency, link } };
  return { to, template: "renewal-notice", payload: { mypin, renewsAt: notice.at, amountMinor, currency, link } };
}

// The daily run (docs/decisions/023): 30 and 7 days before each renewal, the trial's end, or the
// end of a cancelled subscription. Every notice is keyed per period, so runs that repeat or overlap
// send each once; a pin released meanwhile gets none.
export async function sendRenewalNotices({ env, db, now }: TDeps) {
  const link = `${configOf(env).PUBLIC_ORIGIN}${BILLING_PATH}`;
  let queued = 0;
  let afterId = "";
  for (;;) {
    const rows = await listSubscriptionsEndingBy(db, now, now + HORIZON_MS, afterId, PAGE_SIZE);
    const due = rows.flatMap((row) => {
      const notice = dueNotice(row, now);
      return notice ? [{ row, notice }] : [];
    });
    if (due.length > 0) {
      const results = await env.DB.batch(
        due.flatMap(({ row, notice }) => {
          const email = noticeEmail(row, notice, link);
          return queueNoticeOnce(env.DB, notice.key, email, now, pinOfSubscriptionExists(row.id));
        }),
      );
      // Each notice is two statements, the e-mail first.
      queued += results.filter((result, index) => index % 2 === 0 && result.meta.changes > 0).length;
    }
    const last = rows.at(-1);
    if (rows.length < PAGE_SIZE || !last) break;
    afterId = last.id;
  }
  return { queued };
}

const currencyOf = (value: string, fallback: TCurrency) => CURRENCIES.find((known) => known === value) ?? fallback;

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

// invoice.payment_failed: the owner hears of each failed attempt once, with the amount and where
// to update the card; the pin stays live while Stripe retries (past_due).
export async function noticePaymentFailed({ env, db, now }: TDeps, invoice: Stripe.Invoice, subscriptionId: string) {
  const [row, pin] = await Promise.all([
    findSubscription(db, subscriptionId),
    findPinBySubscription(db, subscriptionId),
  ]);
  if (!row || !pin || invoice.amount_due <= 0) return;
  const email: TEmail = {
    to: row.email,
    template: "payment-failed",
    payload: {
      mypin: pin.mypin,
      amountMinor: invoice.amount_due,
      currency: currencyOf(invoice.currency, row.currency),
      link: `${configOf(env).PUBLIC_ORIGIN}${BILLING_PATH}`,
    },
  };
  const key = `payment-failed:${invoice.id}:${invoice.attempt_count}`;
  await env.DB.batch(queueNoticeOnce(env.DB, key, email, now, pinOfSubscriptionExists(subscriptionId)));
}
