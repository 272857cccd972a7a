// The paid lifecycle after purchase (docs/decisions/023): which notice a subscription is due, when a
// pin is in its grace window, and what its owner is shown. Times are epoch milliseconds.

import type * as z from "zod";
import type { ZStanding } from "./answers/my-pins.ts";

export const DAY_MS = 86_400_000;

// The spec's renewal notice 30 days before, and registrars' second reminder 7 days before.
export const RENEWAL_NOTICE_DAYS = [30, 7] as const;
// A subscription set to cancel gets one "ends on" notice, this long before it ends.
export const ENDING_NOTICE_DAYS = 7;
// Stripe's customer.subscription.trial_will_end comes this long before a trial ends.
export const TRIAL_WILL_END_DAYS = 3;

// Stripe's statuses (https://docs.stripe.com/billing/subscriptions/overview#subscription-statuses).
// Live ones keep the pin; past_due keeps it while Stripe retries; an ended one waits for release.
export const LIVE_STATUSES = ["active", "trialing"] as const;
export const ENDED_STATUSES = ["canceled", "incomplete_expired", "unpaid"] as const;

export type TLifecycleSubscription = {
  id: string;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
  createdAt: number;
  // Its trial is a giver's paid time a transfer carried over (docs/decisions/045): nothing free
  // ends, so its end is told of as a renewal.
  carried?: boolean;
};

export type TNoticeKind = "renewal" | "trial" | "ending";
export type TNotice = { key: string; kind: TNoticeKind; at: number };

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);
export const isEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);

// The date the subscription next changes: a trial's end, else the period's.
function nextChange(subscription: TLifecycleSubscription) {
  const trial = subscription.status === "trialing" && subscription.trialEnd !== null && !subscription.carried;
  return { trial, end: trial ? subscription.trialEnd : subscription.currentPeriodEnd };
}

// The notice a scheduled run owes now, if any. Each has a key of its own per period, so however
// many runs find it due it goes once. Only the nearest lead counts: a run that missed the 30-day
// window sends the 7-day notice alone, not both at once. A window that opened before the
// subscription began (a 7-day trial has no 7-day notice) was never a reminder.
export function dueNotice(subscription: TLifecycleSubscription, now: number): TNotice | null {
  if (!isLive(subscription.status)) return null;
  const { trial, end } = nextChange(subscription);
  if (end === null || now >= end) return null;
  if (subscription.cancelAtPeriodEnd) {
    if (now < end - ENDING_NOTICE_DAYS * DAY_MS) return null;
    return { key: `ending:${subscription.id}:${end}`, kind: "ending", at: end };
  }
  const lead = [...RENEWAL_NOTICE_DAYS].sort((a, b) => a - b).find((days) => now >= end - days * DAY_MS);
  if (lead === undefined || end - lead * DAY_MS <= subscription.createdAt) return null;
  const kind = trial ? "trial" : "renewal";
  return { key: `${kind}:${subscription.id}:${end}:${lead}`, kind, at: end };
}

// Stripe's trial_will_end, for a trial too short for the scheduled notices to have named its end.
export function trialWillEndNotice(subscription: TLifecycleSubscription): TNotice | null {
  const { trial, end } = nextChange(subscription);
  if (!trial || end === null || subscription.cancelAtPeriodEnd) return null;
  const scheduledNoticeMissed = RENEWAL_NOTICE_DAYS.every((days) => end - days * DAY_MS <= subscription.createdAt);
  if (!scheduledNoticeMissed) return null;
  return { key: `trial:${subscription.id}:${end}:${TRIAL_WILL_END_DAYS}`, kind: "trial", at: end };
}

// "Once Stripe has exhausted all payment retry attempts, the subscription will become canceled or
// unpaid (depending on your subscriptions settings)"; a cancelled one says why in
// cancellation_details.reason (https://docs.stripe.com/api/subscriptions/object).
export function endedForNonPayment(status: string, cancellationReason: string | null) {
  return status === "unpaid" || (status === "canceled" && cancellationReason === "payment_failed");
}

// The grace window counts from when Stripe ended the subscription; an unpaid one has no end, so
// from when we first learned of it.
export function graceEnd(endedAt: number, graceDays: number) {
  return endedAt + graceDays * DAY_MS;
}

// What the owner's manage page says of a pin's subscription at `now`. "grace": ended for a failed
// or reversed payment, still resolving and renewable until releaseOn; "ended": ended otherwise, or
// its grace over, released by the next daily run.
export type TStanding = z.output<typeof ZStanding>;

export function standingOf(
  subscription: { status: string; cancelAtPeriodEnd: boolean; graceEndsAt: number | null } | null,
  now: number,
): TStanding {
  if (!subscription) return "none";
  if (isEnded(subscription.status))
    return subscription.graceEndsAt !== null && subscription.graceEndsAt > now ? "grace" : "ended";
  if (subscription.status === "past_due") return "past_due";
  return subscription.cancelAtPeriodEnd ? "ending" : "active";
}
