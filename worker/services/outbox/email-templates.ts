import { CODE_TTL_MS, RESET_TTL_MS } from "../../../domain/accounts";
import type { TCoordinates } from "../../../domain/coordinates";
import { DEFAULT_LOCALE, type TLocale } from "../../../domain/locales";
import { type TTier, tierLabel } from "../../../domain/names";
import { isCurrency, type TCurrency } from "../../../domain/prices";
import type { TDeleteReason } from "../../../domain/staff";
import { CATALOGUES } from "../../i18n/catalogues";
import type { TTrialRefusal } from "../purchase/trial-refusals";
import type { TReversal } from "../subscriptions/payment-reversals";
import { paragraphs, type TWriter, writerFor } from "./email-writer";
import { TRANSFER_TEMPLATES, type TTransferPayloads } from "./transfer-emails";

// Every e-mail MyPin sends. The outbox stores a template's name and payload, and the text is
// rendered when it is delivered (or shown in the dev mailbox); delivery then empties the payload.
type TPayloads = {
  "verification-code": { code: string; link: string };
  "password-reset": { link: string };
  "password-changed": { changedAt: number; link: string };
  "sign-in-paused": { link: string };
  cancellation: { mypin: string; subscriptionEnd: number };
  "renewal-notice": { mypin: string; renewsAt: number; amountMinor: number; currency: TCurrency; link: string };
  "trial-ending": { mypin: string; trialEnd: number; amountMinor: number; currency: TCurrency; link: string };
  "subscription-ending": { mypin: string; endsAt: number; link: string };
  "payment-failed": { mypin: string; amountMinor: number; currency: TCurrency; link: string };
  "grace-started": { mypin: string; releaseOn: number; link: string };
  "pin-released": { mypin: string; link: string };
  contact: { email: string; subject: string; message: string };
  "contact-received": Record<string, never>;
  receipt: {
    mypin: string;
    tier: TTier;
    amountMinor: number;
    currency: TCurrency;
    trialEnd: number | null;
    link: string;
  };
  "purchase-refunded": { mypin: string; amountMinor: number; currency: string };
  "trial-refused": { mypin: string; reason: TTrialRefusal; link: string };
  // carried: the reversed payment was a previous owner's, whose paid time came with a transfer.
  "payment-reversed": { mypin: string; reversal: TReversal | "carried"; releaseOn: number; link: string };
  "pin-renamed": { from: string; to: string; link: string };
  "pin-moved": { mypin: string; from: TCoordinates; to: TCoordinates; by: "owner" | "staff"; link: string };
  "pin-deleted": { mypin: string; reason: TDeleteReason; refundMinor: number; currency: TCurrency | null };
} & TTransferPayloads;

// locale: the language of a recipient who may have no account (db/tables/mail.ts); without it the
// e-mail is written in the language of the recipient's account.
export type TEmail = {
  [K in keyof TPayloads]: { to: string; template: K; payload: TPayloads[K]; locale?: TLocale };
}[keyof TPayloads];

export type TRenderedEmail = { subject: string; text: string; replyTo?: string };

const TEMPLATES: { [K in keyof TPayloads]: (payload: TPayloads[K], w: TWriter) => TRenderedEmail } = {
  "verification-code": ({ code, link }, { t }) => ({
    subject: t.verificationCode.subject,
    text: paragraphs(
      t.verificationCode.code(code),
      t.verificationCode.expires(CODE_TTL_MS / 60_000),
      link,
      t.ignoreIfNotYou,
    ),
  }),
  "password-reset": ({ link }, { t }) => ({
    subject: t.passwordReset.subject,
    text: paragraphs(t.passwordReset.body(RESET_TTL_MS / 3_600_000), link, t.ignoreIfNotYou),
  }),
  // Sent on every change: when someone else made it, this is how the owner learns of it.
  "password-changed": ({ changedAt, link }, { t, date }) => ({
    subject: t.passwordChanged.subject,
    text: paragraphs(t.passwordChanged.body(date(changedAt)), t.passwordChanged.notYou, link),
  }),
  // Sent when wrong passwords from many addresses reach the account's hourly ceiling.
  "sign-in-paused": ({ link }, { t }) => ({
    subject: t.signInPaused.subject,
    text: paragraphs(t.signInPaused.body, t.signInPaused.reset(link), t.signInPaused.notYou),
  }),
  cancellation: ({ mypin, subscriptionEnd }, { t, date }) => ({
    subject: t.cancellation.subject(mypin),
    text: paragraphs(t.cancellation.body(mypin), t.cancellation.liveUntil(mypin, date(subscriptionEnd))),
  }),
  "renewal-notice": ({ mypin, renewsAt, amountMinor, currency, link }, { t, date, price }) => ({
    subject: t.renewalNotice.subject(mypin, date(renewsAt)),
    text: paragraphs(
      t.renewalNotice.body(mypin, date(renewsAt), t.yearly(price(amountMinor, currency))),
      t.renewalNotice.billing(link),
    ),
  }),
  "trial-ending": ({ mypin, trialEnd, amountMinor, currency, link }, { t, date, price }) => ({
    subject: t.trialEnding.subject(mypin, date(trialEnd)),
    text: paragraphs(
      t.trialEnding.body(mypin, date(trialEnd), t.yearly(price(amountMinor, currency))),
      t.trialEnding.billing(link),
    ),
  }),
  "subscription-ending": ({ mypin, endsAt, link }, { t, date }) => ({
    subject: t.subscriptionEnding.subject(mypin, date(endsAt)),
    text: paragraphs(t.subscriptionEnding.body(mypin, date(endsAt)), t.subscriptionEnding.renew(link)),
  }),
  "payment-failed": ({ mypin, amountMinor, currency, link }, { t, price }) => ({
    subject: t.paymentFailed.subject(mypin),
    text: paragraphs(t.paymentFailed.body(mypin, price(amountMinor, currency)), t.paymentFailed.billing(link)),
  }),
  "grace-started": ({ mypin, releaseOn, link }, { t, date }) => ({
    subject: t.graceStarted.subject(mypin, date(releaseOn)),
    text: paragraphs(t.graceStarted.body(mypin, date(releaseOn)), t.graceStarted.renew(date(releaseOn), link)),
  }),
  "pin-released": ({ mypin, link }, { t }) => ({
    subject: t.pinReleased.subject(mypin),
    text: paragraphs(t.pinReleased.body(mypin), t.pinReleased.searchAgain(link)),
  }),
  receipt: ({ mypin, tier, amountMinor, currency, trialEnd, link }, { t, date, price }) => ({
    subject: t.receipt.subject(mypin),
    text: paragraphs(
      t.receipt.body(mypin),
      t.receipt.plan(tierLabel(tier), t.yearly(price(amountMinor, currency))) +
        (trialEnd ? t.receipt.trialEnds(date(trialEnd)) : ""),
      t.receipt.share(link),
    ),
  }),
  "purchase-refunded": ({ mypin, amountMinor, currency }, { t, price }) => ({
    subject: t.purchaseRefunded.subject(mypin),
    text: paragraphs(
      t.purchaseRefunded.body(mypin),
      amountMinor > 0 && isCurrency(currency)
        ? t.purchaseRefunded.refunded(price(amountMinor, currency))
        : t.purchaseRefunded.nothingCharged,
      t.purchaseRefunded.sorry,
    ),
  }),
  "trial-refused": ({ mypin, reason, link }, { t, catalogue }) => ({
    subject: t.trialRefused.subject(mypin),
    text: paragraphs(
      t.trialRefused.body(mypin, catalogue.purchase.trialLimits.refused[reason]),
      t.trialRefused.oneTrial(link),
    ),
  }),
  "payment-reversed": ({ mypin, reversal, releaseOn, link }, { t, date }) => ({
    subject: t.paymentReversed.subject(mypin, date(releaseOn)),
    text: paragraphs(
      reversal === "carried"
        ? t.paymentReversed.carried(mypin)
        : reversal === "dispute"
          ? t.paymentReversed.disputed(mypin)
          : t.paymentReversed.refunded(mypin),
      t.paymentReversed.keepsWorking(mypin, date(releaseOn), link),
    ),
  }),
  "pin-moved": ({ mypin, from, to, by, link }, { t, place }) => ({
    subject: t.pinMoved.subject(mypin),
    text: paragraphs(
      by === "staff" ? t.pinMoved.byStaff(mypin) : t.pinMoved.byOwner(mypin),
      t.pinMoved.places(place(from), place(to)),
      by === "staff" ? t.pinMoved.staffAdvice(link) : t.pinMoved.ownerAdvice(link),
    ),
  }),
  "pin-renamed": ({ from, to, link }, { t }) => ({
    subject: t.pinRenamed.subject(from, to),
    text: paragraphs(t.pinRenamed.body(from, to), t.pinRenamed.share(link)),
  }),
  "pin-deleted": ({ mypin, reason, refundMinor, currency }, { t, catalogue, price }) => ({
    subject: t.pinDeleted.subject(mypin),
    text: paragraphs(
      t.pinDeleted.body(mypin, catalogue.staff.deleteReasons[reason]),
      refundMinor > 0 && currency ? t.pinDeleted.refunded(price(refundMinor, currency)) : t.pinDeleted.nothingRefunded,
      t.pinDeleted.mistake,
    ),
  }),
  // To MyPin's own support address: always in English.
  contact: ({ email, subject, message }) => ({
    subject: CATALOGUES.en.emails.emailTexts.contact.subject(subject),
    text: paragraphs(CATALOGUES.en.emails.emailTexts.contact.from(email), message),
    replyTo: email,
  }),
  "contact-received": (_, { catalogue }) => ({ ...catalogue.contact.contactAcknowledgement }),
  ...TRANSFER_TEMPLATES,
};

// Outbox rows come back from D1 untyped; an unknown template is an error the outbox retries and
// finally marks failed, never a silent drop.
export function renderEmail(
  email: { template: string; payload: unknown },
  locale: TLocale = DEFAULT_LOCALE,
): TRenderedEmail {
  if (!Object.hasOwn(TEMPLATES, email.template)) throw new Error(`Unknown e-mail template ${email.template}`);
  const render = TEMPLATES[email.template as keyof TPayloads] as (payload: unknown, w: TWriter) => TRenderedEmail;
  return render(email.payload, writerFor(locale));
}
