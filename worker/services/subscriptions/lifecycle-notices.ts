import type Stripe from "stripe";
import { queueNoticeOnce, queueNoticesOnce, type TSubscriptionNotice } from "../../../db/queries/notices";
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
import { PASS_QUERIES, runPass, type TPass } from "../../platform/job-passes";
import type { TRunBudget } from "../../platform/run-budget";
import type { TEmail } from "../outbox/email-templates";

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

// How many subscriptions due a notice a run reads: 10,000 due on one day are queued in 20 runs.
const NOTICES_PER_RUN = 500;

// Worst case: the pass's queries, the page read and the two statements that queue all its notices;
// no subrequest.
export const RENEWAL_NOTICES_BUDGET = { queries: PASS_QUERIES + 3, subrequests: 0 } satisfies TRunBudget;

export const RENEWAL_NOTICES_JOB = "renewal-notices";

// 30 and 7 days before each renewal, the trial's end, or the end of a cancelled subscription
// (docs/decisions/023), a page of subscriptions a run in the order of their ids. Every notice is
// keyed per period, so runs that repeat or overlap send each once; a pin released meanwhile gets none.
const renewalNoticesPass: TPass<{ queued: number }> = {
  job: RENEWAL_NOTICES_JOB,
  async chunk({ env, db, now }, from) {
    const link = `${configOf(env).PUBLIC_ORIGIN}${BILLING_PATH}`;
    const rows = await listSubscriptionsEndingBy(db, now, now + HORIZON_MS, from ?? "", NOTICES_PER_RUN);
    const due = rows.flatMap((row): TSubscriptionNotice[] => {
      const notice = dueNotice(row, now);
      return notice ? [{ key: notice.key, email: noticeEmail(row, notice, link), subscriptionId: row.id }] : [];
    });
    // The e-mails' statement comes first: its changes are the notices queued.
    const [emails] = due.length > 0 ? await env.DB.batch(queueNoticesOnce(env.DB, due, now)) : [];
    const last = rows.at(-1);
    return { queued: emails?.meta.changes ?? 0, next: rows.length === NOTICES_PER_RUN && last ? last.id : null };
  },
};

// The 09:00 schedule: begins the day's pass (unless one is still under way) and runs its first page.
export function sendRenewalNotices(deps: TDeps) {
  return runPass(deps, renewalNoticesPass, { begin: true });
}

// The five-minute schedule: the next page of the pass under way, if one is.
export function continueRenewalNotices(deps: TDeps) {
  return runPass(deps, renewalNoticesPass, { begin: false });
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
