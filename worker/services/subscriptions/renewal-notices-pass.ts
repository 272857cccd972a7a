import { queueNoticesOnce, type TSubscriptionNotice } from "../../../db/queries/notices";
import { listSubscriptionsEndingBy } from "../../../db/queries/subscriptions";
import { DAY_MS, dueNotice, RENEWAL_NOTICE_DAYS } from "../../../domain/lifecycle";
import { BILLING_PATH } from "../../../domain/links";
import { configOf } from "../../config";
import { PASS_QUERIES, type TPass } from "../../platform/job-passes";
import type { TRunBudget } from "../../platform/run-budget";
import { noticeEmail } from "./lifecycle-notices";

const HORIZON_MS = Math.max(...RENEWAL_NOTICE_DAYS) * DAY_MS;

// How many subscriptions due a notice a run reads: 10,000 due on one day are queued in 20 runs.
const NOTICES_PER_RUN = 500;

// Worst case: the pass's queries, the page read and the two statements that queue all its notices;
// no subrequest.
export const RENEWAL_NOTICES_BUDGET = { queries: PASS_QUERIES + 3, subrequests: 0 } satisfies TRunBudget;

export const RENEWAL_NOTICES_JOB = "renewal-notices";

// 30 and 7 days before each renewal, the trial's end, or the end of a cancelled subscription
// (docs/decisions/023), a page of subscriptions a run in the order of their ids. Every notice is
// keyed per period, so runs that repeat or overlap send each once; a pin released meanwhile gets none.
export const renewalNoticesPass: TPass<{ queued: number }> = {
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
