import { listPendingCheckoutsOf } from "../../../db/queries/checkouts";
import {
  listOverduePins,
  releasePinStatements,
  type TOverdueAfter,
  type TOverduePin,
} from "../../../db/queries/releases";
import { shareLink } from "../../../domain/links";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { logWarning } from "../../platform/log";
import type { TRunBudget } from "../../platform/run-budget";
import { createStripe, type Stripe } from "../../providers/payments";
import { nameLock } from "../names/locks";
import type { TEmail } from "../outbox/email-templates";
import { forgetPinSearches } from "../pins/pin-search";
import { CHECKOUT_SETTLEMENT_BUDGET, settleCheckoutAtStripe } from "../purchase/settle-checkout-at-stripe";

type TPendingCheckout = Awaited<ReturnType<typeof listPendingCheckoutsOf>>[number];

// Open checkouts settled at Stripe in one run at most: each may cost a fulfilment. A pin with more
// than are left is not released by this run, as when Stripe does not answer: the next pass comes
// back to it, by when the schedules have settled most of them (worker/cron/stale-checkouts.ts).
const CHECKOUTS_SETTLED_PER_RUN = 3;

// What a run may spend besides its pins: the overdue list, their open checkouts in one read, and
// the settlements; and on the cache, opened twice, the popular names' entry.
const RUN_COST: TRunBudget = {
  queries: 2 + CHECKOUTS_SETTLED_PER_RUN * CHECKOUT_SETTLEMENT_BUDGET.queries,
  subrequests: 3 + CHECKOUTS_SETTLED_PER_RUN * CHECKOUT_SETTLEMENT_BUDGET.subrequests,
};
// Each pin released: its batch of 5 statements; its search answer forgotten, its QR file deleted
// from R2 and its name's lock freed.
const PIN_COST: TRunBudget = { queries: 5, subrequests: 3 };

// The worst case of a run that looks at `pins` overdue pins.
export const releaseBudget = (pins: number): TRunBudget => ({
  queries: RUN_COST.queries + pins * PIN_COST.queries,
  subrequests: RUN_COST.subrequests + pins * PIN_COST.subrequests,
});

type TRun = {
  // "cron" or the admin's id, and the admin's e-mail, for the release record and the audit trail.
  by: string;
  byEmail: string | null;
  // Only these names, of those still overdue now: what an admin's preview listed.
  only?: readonly string[];
  // Past this pin, in the list's order: the daily pass's cursor.
  after?: TOverdueAfter | null;
  limit: number;
};

// The listed pins whose open checkouts are all settled at Stripe now (a paid renewal keeps the pin,
// which its batch then no longer finds; an unpaid checkout is expired, so it can hold nothing
// back), within the run's settlements, in the list's order.
async function releasablePins(deps: TDeps, overdue: readonly TOverduePin[]) {
  const names = overdue.map((pin) => pin.mypin);
  const open = names.length > 0 ? await listPendingCheckoutsOf(deps.db, names) : [];
  const stripe = createStripe(deps.env);
  const releasable: TOverduePin[] = [];
  let settlements = CHECKOUTS_SETTLED_PER_RUN;
  for (const pin of overdue) {
    const checkouts = open.filter((checkout) => checkout.mypin === pin.mypin);
    if (checkouts.length > settlements) continue;
    settlements -= checkouts.length;
    if (await checkoutsSettled(deps, stripe, pin.mypin, checkouts)) releasable.push(pin);
  }
  return releasable;
}

// One pin's batch: true when it released the pin, false when the pin was no longer overdue.
async function releasePin({ env, db, now }: TDeps, run: TRun, pin: TOverduePin) {
  // Addressed to the pin's owner inside the batch, from the row it deletes.
  const email = {
    template: "pin-released",
    payload: { mypin: pin.mypin, link: shareLink(pin.mypin, configOf(env).PUBLIC_ORIGIN) },
  } satisfies Omit<Extract<TEmail, { template: "pin-released" }>, "to">;
  const statements = releasePinStatements(env.DB, db, { pin, by: run.by, byEmail: run.byEmail, email, now });
  const results = await env.DB.batch(statements);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}

// Each listed pin's checkouts are settled first, then every releasable pin goes in its own batch,
// all at once; then the QR files of those released leave R2, their names' locks forget them and
// the search cache forgets their names, also when a batch failed. Answers the pins released, the
// last pin looked at and how many were listed.
export async function releaseRun(deps: TDeps, run: TRun) {
  const overdue = await listOverduePins(deps.db, deps.now, run.limit, { only: run.only, after: run.after });
  const releasable = await releasablePins(deps, overdue);
  const outcomes = await Promise.allSettled(releasable.map((pin) => releasePin(deps, run, pin)));
  const released = releasable.filter((_, index) => {
    const outcome = outcomes[index];
    return outcome?.status === "fulfilled" && outcome.value;
  });
  const names = released.map((pin) => pin.mypin);
  await Promise.all([
    ...released.map((pin) => freeName(deps, pin)),
    ...(names.length > 0 ? [forgetPinSearches(deps.env, names)] : []),
  ]);
  const failed = outcomes.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  return { released, last: overdue.at(-1), listed: overdue.length };
}

// False while Stripe cannot say what became of one of the name's checkouts: releasing then could
// take the name from an owner who has just paid, so the pin waits for the next run.
async function checkoutsSettled(deps: TDeps, stripe: Stripe, mypin: string, checkouts: readonly TPendingCheckout[]) {
  for (const checkout of checkouts) {
    if ((await settleCheckoutAtStripe(deps, stripe, checkout)) !== "unanswered") continue;
    logWarning(`"${mypin}" left for the next release: Stripe did not answer about checkout ${checkout.id}`);
    return false;
  }
  return true;
}

// After the pin's batch: a file or lock left behind is logged, never a reason to undo the release.
async function freeName({ env, now }: TDeps, pin: TOverduePin) {
  try {
    if (pin.qrFile) await env.QR_BUCKET.delete(pin.qrFile);
    await nameLock(env, pin.mypin).free(now);
  } catch (error) {
    logWarning(`Released "${pin.mypin}" but could not clear its QR file or lock`, error);
  }
}
