import { listStaleCheckouts } from "../../db/queries/checkouts";
import type { TDeps } from "../platform/dependencies";
import { logWarning } from "../platform/log";
import type { TRunBudget } from "../platform/run-budget";
import { createStripe } from "../providers/payments";
import { CHECKOUT_TTL_SECONDS } from "../services/purchase/checkout-lifetime";
import { CHECKOUT_SETTLEMENT_BUDGET, settleCheckoutAtStripe } from "../services/purchase/settle-checkout-at-stripe";

// A session lives CHECKOUT_TTL_SECONDS (plus a minute's margin); its expired or completed event
// has had a quarter of an hour more to arrive.
const STALE_AFTER_MS = (CHECKOUT_TTL_SECONDS + 60) * 1000 + 15 * 60_000;
// Stale checkouts a run settles: each lost event costs a settlement at its worst, and a day takes
// 1,440 of them.
const CHECKOUTS_PER_RUN = 5;

// Worst case: the list, and a settlement at its worst (a fulfilment) for each checkout.
export const STALE_CHECKOUTS_BUDGET = {
  queries: 1 + CHECKOUTS_PER_RUN * CHECKOUT_SETTLEMENT_BUDGET.queries,
  subrequests: CHECKOUTS_PER_RUN * CHECKOUT_SETTLEMENT_BUDGET.subrequests,
} satisfies TRunBudget;

// Checkouts still pending past their session's expiry: their event was lost, and Stripe says what
// became of each. A provider outage leaves them for the next run; two runs at once do the same
// work, which is idempotent.
export async function expireStaleCheckouts(deps: TDeps) {
  const stale = await listStaleCheckouts(deps.db, deps.now - STALE_AFTER_MS, CHECKOUTS_PER_RUN);
  const stripe = createStripe(deps.env);
  let expired = 0;
  for (const checkout of stale) {
    const settled = await settleCheckoutAtStripe(deps, stripe, checkout);
    if (settled === "unanswered")
      logWarning(`Stale checkout ${checkout.id} left for the next run: Stripe did not answer`);
    if (settled === "expired") expired += 1;
  }
  return { expired };
}
