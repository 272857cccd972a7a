import type { TErrorCode } from "./errors.ts";
import { DAY_MS, standingOf } from "./lifecycle.ts";

// Handing a pin on to another account (docs/decisions/045): an offer the recipient accepts within
// a week, and pays for with the giver's paid time carried over.
export const TRANSFER_STATES = ["open", "accepted", "declined", "withdrawn", "expired"] as const;
export type TTransferState = (typeof TRANSFER_STATES)[number];

// Where the recipient answers an offer: the e-mail's link, and the checkout's way back. Here rather
// than in links.ts, which the first paint carries.
export const transferPath = (transferId: string) => `/transfer/${encodeURIComponent(transferId)}`;

// What accepting an offer costs, as read from the giver's subscription (worker/services/transfers/
// transfer-terms.ts): the trial's end (null: a year paid today) and the payment behind it (a Stripe
// payment intent, null for a promotional trial), or why the offer cannot be accepted now.
export type TCarriedTerms = {
  currency: string;
  carriedUntil: number | null;
  carriedPayment: string | null;
  refusal: TCarryRefusal | null;
};

export const TRANSFER_OFFER_DAYS = 7;
// Offer and withdrawal e-mails a day, per giving account and per recipient address: enough for an
// owner handing on a few places, too few to make MyPin send mail to anyone at anyone's wish.
export const TRANSFER_EMAILS_PER_DAY = { account: 10, address: 3 } as const;
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

// The giver's subscription as Stripe holds it now, in what decides the time it can pass on.
export type TGiverTime = {
  status: string;
  periodEnd: number | null;
  trialEnd: number | null;
  // Its latest invoice is paid: the current period is paid for. A renewal stays unpaid for about an
  // hour after its period began (Stripe charges it then), and a failed one until a retry succeeds.
  latestInvoicePaid: boolean;
  // Its trial was itself carried over by a transfer (its metadata names the transfer).
  trialCarried: boolean;
};

// Why the time cannot be carried. A renewal not yet paid waits for its payment; a failed one is
// the owner's to put right.
export const CARRY_REFUSALS = ["TRANSFER_RENEWAL_PENDING", "TRANSFER_PAST_DUE", "TRANSFER_NO_SUBSCRIPTION"] as const;
export type TCarryRefusal = (typeof CARRY_REFUSALS)[number] & TErrorCode;

export type TCarriedTime =
  | { refusal: null; until: number | null; source: "invoice" | "transfer" | "promotion" | null }
  | { refusal: TCarryRefusal; until: null; source: null };

// The end of the recipient's trial: only what somebody paid for, and never a new period.
// - An active subscription carries its period only once the invoice that opened it is paid.
// - A trial carried by an earlier transfer carries its end (the payment behind it follows it).
// - A promotional trial (FREE3, FREE7) carries at most its own remaining days.
// - Past due or unpaid, nothing; ended, there is no offer to accept.
// until null: nothing is carried and the recipient's year starts now, paid today. That is also so
// inside the last two days (Stripe takes no trial end sooner): the hours left are lost rather than
// stretched into free days.
export function carriedTime(giver: TGiverTime, now: number): TCarriedTime {
  const refused = (refusal: TCarryRefusal) => ({ refusal, until: null, source: null }) as const;
  let until: number | null;
  let source: "invoice" | "transfer" | "promotion";
  if (giver.status === "active") {
    if (!giver.latestInvoicePaid) return refused("TRANSFER_RENEWAL_PENDING");
    until = giver.periodEnd;
    source = "invoice";
  } else if (giver.status === "trialing") {
    until = giver.trialEnd;
    source = giver.trialCarried ? "transfer" : "promotion";
  } else if (giver.status === "past_due" || giver.status === "unpaid") {
    return refused("TRANSFER_PAST_DUE");
  } else {
    return refused("TRANSFER_NO_SUBSCRIPTION");
  }
  if (until === null || until < now + SHORTEST_CARRIED_MS + CARRY_MARGIN_MS)
    return { refusal: null, until: null, source: null };
  return { refusal: null, until, source };
}
