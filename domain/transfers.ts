import type { TErrorCode } from "./errors.ts";
import { DAY_MS, standingOf } from "./lifecycle.ts";

// Handing a pin on to another account (docs/decisions/045): an offer the recipient accepts within
// a week, and pays for with the giver's paid time carried over.
export const TRANSFER_STATES = ["open", "accepted", "declined", "withdrawn", "expired"] as const;
export type TTransferState = (typeof TRANSFER_STATES)[number];

// Where the recipient answers an offer: the e-mail's link, and the checkout's way back. Here rather
// than in links.ts, which the first paint carries.
export const transferPath = (transferId: string) => `/transfer/${encodeURIComponent(transferId)}`;

// What the giver's subscription lets a recipient have now (worker/services/transfers/
// transfer-terms.ts): the trial's end (null: a year paid today) and the payment behind it, or why
// the offer cannot be accepted yet.
export type TCarriedTerms =
  | { carriedUntil: number | null; carriedPayment: string | null; refusal: null }
  | { carriedUntil: null; carriedPayment: null; refusal: TErrorCode };

export const TRANSFER_OFFER_DAYS = 7;
// As registrars lock a domain after a purchase or a transfer: a pin that just changed hands, or was
// just bought with a card that may yet be disputed, stays put a while.
export const TRANSFER_LOCK_DAYS = 14;
// Stripe takes a checkout's trial end only this far ahead or more.
export const SHORTEST_CARRIED_MS = 48 * 3_600_000;
// The moment of asking and Stripe's reading of it differ a little: a carried trial is kept clear of
// the 48 hours by this much.
const CARRY_MARGIN_MS = 10 * 60_000;

export type TTransferablePin = {
  createdAt: number;
  transferredAt: number | null;
  subscription: {
    status: string;
    cancelAtPeriodEnd: boolean;
    graceEndsAt: number | null;
    disputeStatus: string | null;
  } | null;
  // A purchase of the name is being paid (an owner's renewal in the grace window).
  checkoutOpen: boolean;
};

// Stripe's dispute statuses while the dispute is undecided.
const OPEN_DISPUTES = new Set(["warning_needs_response", "warning_under_review", "needs_response", "under_review"]);

// Why a pin cannot be offered now, or null when it can (besides the recipient, who is checked by
// address, and an offer already open, which the database refuses).
export function transferRefusal(pin: TTransferablePin, now: number): TErrorCode | null {
  const standing = standingOf(pin.subscription, now);
  if (standing === "grace") return "TRANSFER_IN_GRACE";
  if (standing === "past_due") return "TRANSFER_PAST_DUE";
  if (standing === "none" || standing === "ended") return "TRANSFER_NO_SUBSCRIPTION";
  if (pin.subscription?.disputeStatus && OPEN_DISPUTES.has(pin.subscription.disputeStatus)) return "TRANSFER_DISPUTED";
  if (pin.checkoutOpen) return "TRANSFER_CHECKOUT_OPEN";
  if (now < transferableFrom(pin)) return "TRANSFER_LOCKED";
  return null;
}

export function transferableFrom(pin: Pick<TTransferablePin, "createdAt" | "transferredAt">): number {
  return Math.max(pin.createdAt, pin.transferredAt ?? 0) + TRANSFER_LOCK_DAYS * DAY_MS;
}

// The end of the recipient's trial: the giver's paid period's end, when the giver has paid for the
// time (a free trial is not carried: a transfer never gives a trial the recipient would not get) and
// it is far enough ahead for Stripe. Null: the recipient's year starts now, paid today; inside the
// giver's last two days, the hours left are lost rather than stretched into free days.
export function carriedTrialEnd(giver: { paidUntil: number | null }, now: number): number | null {
  if (giver.paidUntil === null) return null;
  return giver.paidUntil >= now + SHORTEST_CARRIED_MS + CARRY_MARGIN_MS ? giver.paidUntil : null;
}
