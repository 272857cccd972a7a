// Cards: what the pay page (or the pay control) takes, and the card payment method a paid checkout
// session leaves attached to its customer.
import { createHmac } from "node:crypto";
import { alphanumerics } from "./ids.ts";
import type { TCustomer, TPaymentMethod } from "./kinds.ts";
import { cardPaymentMethodObject } from "./objects/payment-method.ts";
import type { Store } from "./store.ts";

// Stripe's test cards that the card form refuses: https://docs.stripe.com/testing#declined-payments
const REFUSED_CARDS: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
};

// "Attaching this card to a Customer object succeeds, but attempts to charge the customer fail"
// (same page): a trial starts with it, and the charge when the trial ends is declined.
const ATTACHES_BUT_DECLINES = "4000000000000341";

// Stripe's fingerprint is the same for a card number every time within an account and differs
// between numbers; a hash keyed by the emulator's own account keeps it so across restarts.
const ACCOUNT_KEY = "mypin-stripe-emulator";

function cardFingerprint(number: string) {
  return alphanumerics(createHmac("sha256", ACCOUNT_KEY).update(number).digest().subarray(0, 16));
}

const DECLINING_FINGERPRINT = cardFingerprint(ATTACHES_BUT_DECLINES);

// The network, from the number's leading digits: `brand` as Stripe names it, and `display_brand`.
const NETWORKS: [RegExp, string, string][] = [
  [/^4/, "visa", "visa"],
  [/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, "mastercard", "mastercard"],
  [/^3[47]/, "amex", "american_express"],
  [/^(6011|64[4-9]|65)/, "discover", "discover"],
  [/^35(2[89]|[3-8]\d)/, "jcb", "jcb"],
  [/^(30[0-5]|3[689])/, "diners", "diners_club"],
  [/^62/, "unionpay", "union_pay"],
];

export type TCard = { number: string; expMonth: number; expYear: number; cvc: string | null };
export type TCardForm = { card: string; expiry?: string | null; cvc?: string | null };

// Reads the card fields as Stripe's card form checks them; without an expiry (the pay control)
// the card expires at the end of a year five years on.
export function readCard(form: TCardForm, chargedNow: boolean): TCard | { error: string } {
  const number = form.card.replace(/\s/g, "");
  if (!/^\d{16}$/.test(number)) return { error: "Your card number is invalid." };
  const refused =
    REFUSED_CARDS[number] ?? (chargedNow && number === ATTACHES_BUT_DECLINES && "Your card was declined.");
  if (refused) return { error: refused };
  const cvc = form.cvc?.trim() || null;
  const expiry = form.expiry?.trim();
  const now = new Date();
  if (!expiry) return { number, expMonth: 12, expYear: now.getUTCFullYear() + 5, cvc };
  const [, month = "", year = ""] = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry) ?? [];
  const expMonth = Number(month);
  const expYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (expMonth < 1 || expMonth > 12) return { error: "Your card's expiration date is incomplete." };
  if (expYear < now.getUTCFullYear()) return { error: "Your card's expiration year is in the past." };
  if (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
    return { error: "Your card's expiration date is in the past." };
  return { number, expMonth, expYear, cvc };
}

function network(number: string) {
  const [, brand, display] = NETWORKS.find(([pattern]) => pattern.test(number)) ?? [null, "unknown", "other"];
  return { brand, display };
}

export function createPaymentMethod(store: Store, card: TCard, customer: TCustomer) {
  const { brand, display } = network(card.number);
  return store.put(
    cardPaymentMethodObject(
      {
        brand,
        displayBrand: display,
        expMonth: card.expMonth,
        expYear: card.expYear,
        fingerprint: cardFingerprint(card.number),
        last4: card.number.slice(-4),
        cvcChecked: card.cvc !== null,
      },
      customer,
    ),
  );
}

// Whether a charge to this payment method goes through (none at all cannot be charged).
export function chargeable(paymentMethod: TPaymentMethod | undefined) {
  return paymentMethod !== undefined && paymentMethod.card?.fingerprint !== DECLINING_FINGERPRINT;
}
