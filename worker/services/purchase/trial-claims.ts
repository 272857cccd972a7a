import type Stripe from "stripe";
import { findCheckout } from "../../../db/queries/checkouts";
import { claimTrialCheckout, findUserById } from "../../../db/queries/users";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { expireCheckoutSession } from "../../providers/payments";
import { settleCheckoutAtStripe } from "./settle-checkout-at-stripe";

// One free trial per account: it is claimed by the one checkout that may start it, in one
// conditional write, when a trial checkout is opened. What slips past (a checkout opened before
// claims existed), and the card, which is known only once it has paid, are fulfilment's to check
// (trial-refusals.ts).

// Before a trial checkout is opened, the checkout holding the account's claim must no longer be
// payable: Stripe settles it (a paid one is fulfilled and the trial is used; an open one expired).
// The answer is the claim as it was seen, for claimTrial to hand on.
export async function settleTrialClaim(deps: TDeps, stripe: Stripe, userId: string) {
  const { db } = deps;
  const seen = (await findUserById(db, userId))?.trialCheckoutId ?? null;
  const holder = seen === null ? undefined : await findCheckout(db, seen);
  if (holder?.status === "pending" && (await settleCheckoutAtStripe(deps, stripe, holder)) === "unanswered")
    throw new AppError("PAYMENT_FAILED");
  return seen;
}

// The new trial checkout takes the claim, or is expired: another trial checkout of the account
// took it in the meantime.
export async function claimTrial({ env, db }: TDeps, userId: string, seen: string | null, checkoutId: string) {
  if (await claimTrialCheckout(db, userId, seen, checkoutId)) return;
  await expireCheckoutSession(env, checkoutId);
  throw new AppError("TRIAL_CHECKOUT_REPLACED");
}
