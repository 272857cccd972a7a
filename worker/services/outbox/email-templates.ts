import { CODE_TTL_MS, RESET_TTL_MS } from "../../../domain/accounts";
import { formatCoordinate, type TCoordinates } from "../../../domain/coordinates";
import { contactAcknowledgement } from "../../../domain/messages/contact";
import { trialLimits } from "../../../domain/messages/purchase";
import { PRODUCT } from "../../../domain/messages/site";
import { deleteReasons } from "../../../domain/messages/staff";
import { type TTier, tierLabel } from "../../../domain/names";
import { formatPrice, type TCurrency } from "../../../domain/prices";
import type { TDeleteReason } from "../../../domain/staff";
import type { TTrialRefusal } from "../purchase/trial-refusals";
import type { TReversal } from "../subscriptions/payment-reversals";

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
  "payment-reversed": { mypin: string; reversal: TReversal; releaseOn: number; link: string };
  "pin-renamed": { from: string; to: string; link: string };
  "pin-moved": { mypin: string; from: TCoordinates; to: TCoordinates; by: "owner" | "staff"; link: string };
  "pin-deleted": { mypin: string; reason: TDeleteReason; refundMinor: number; currency: TCurrency | null };
};

export type TEmail = { [K in keyof TPayloads]: { to: string; template: K; payload: TPayloads[K] } }[keyof TPayloads];

export type TRenderedEmail = { subject: string; text: string; replyTo?: string };

const date = (epochMs: number) =>
  new Date(epochMs).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

const place = ({ latitude, longitude }: TCoordinates) =>
  `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;

const yearly = (amountMinor: number, currency: TCurrency) => `${formatPrice(amountMinor / 100, currency)} a year`;

const ignoreIfNotYou = "If you did not ask for this, you can ignore this e-mail.";

const TEMPLATES: { [K in keyof TPayloads]: (payload: TPayloads[K]) => TRenderedEmail } = {
  "verification-code": ({ code, link }) => ({
    subject: `Your ${PRODUCT} verification code`,
    text: [
      `Your ${PRODUCT} verification code is ${code}.`,
      `It expires in ${CODE_TTL_MS / 60_000} minutes. Enter it on the sign-up screen, or open this link to verify your e-mail address:`,
      link,
      ignoreIfNotYou,
    ].join("\n\n"),
  }),
  "password-reset": ({ link }) => ({
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Open this link to choose a new ${PRODUCT} password. It works once and expires in ${RESET_TTL_MS / 3_600_000} hour:`,
      link,
      ignoreIfNotYou,
    ].join("\n\n"),
  }),
  // Sent on every change: when someone else made it, this is how the owner learns of it.
  "password-changed": ({ changedAt, link }) => ({
    subject: `Your ${PRODUCT} password was changed`,
    text: [
      `The password of your ${PRODUCT} account was changed on ${date(changedAt)}. Every other device signed in to your account has been signed out.`,
      `If you did not change it, someone else may know your password. Reset it now with "Forgot your password?" on the sign-in page:`,
      link,
    ].join("\n\n"),
  }),
  // Sent when wrong passwords from many addresses reach the account's hourly ceiling.
  "sign-in-paused": ({ link }) => ({
    subject: `Sign-in to your ${PRODUCT} account is paused`,
    text: [
      `Someone has tried to sign in to your ${PRODUCT} account with a wrong password many times in the last hour, from many addresses, so sign-in to it is paused for up to an hour. Your password still protects your account.`,
      `To sign in now, reset your password with "Forgot your password?" on the sign-in page; a reset lets you in at once and ends the pause: ${link}`,
      "If you did not try to sign in, you need do nothing.",
    ].join("\n\n"),
  }),
  cancellation: ({ mypin, subscriptionEnd }) => ({
    subject: `Your ${PRODUCT} "${mypin}" is cancelled`,
    text: [
      `The subscription for "${mypin}" is cancelled and will not renew.`,
      `"${mypin}" stays live until ${date(subscriptionEnd)}, the end of the current billing period.`,
    ].join("\n\n"),
  }),
  "renewal-notice": ({ mypin, renewsAt, amountMinor, currency, link }) => ({
    subject: `Your ${PRODUCT} "${mypin}" renews on ${date(renewsAt)}`,
    text: [
      `The annual subscription for "${mypin}" renews on ${date(renewsAt)} for ${yearly(amountMinor, currency)}. To keep it, you need do nothing.`,
      `To update your card or cancel before that date, open your billing settings: ${link}`,
    ].join("\n\n"),
  }),
  "trial-ending": ({ mypin, trialEnd, amountMinor, currency, link }) => ({
    subject: `Your free trial of ${PRODUCT} "${mypin}" ends on ${date(trialEnd)}`,
    text: [
      `Your free trial ends on ${date(trialEnd)}, then ${yearly(amountMinor, currency)}. "${mypin}" keeps working without a break; the first payment is taken that day.`,
      `To update your card or cancel before then, open your billing settings: ${link}`,
    ].join("\n\n"),
  }),
  "subscription-ending": ({ mypin, endsAt, link }) => ({
    subject: `Your ${PRODUCT} "${mypin}" ends on ${date(endsAt)}`,
    text: [
      `The subscription for "${mypin}" is cancelled and ends on ${date(endsAt)}. After that the name is released and anyone may buy it.`,
      `To keep it, renew the subscription in your billing settings before then: ${link}`,
    ].join("\n\n"),
  }),
  "payment-failed": ({ mypin, amountMinor, currency, link }) => ({
    subject: `Payment for your ${PRODUCT} "${mypin}" failed`,
    text: [
      `We could not take the payment of ${formatPrice(amountMinor / 100, currency)} for "${mypin}". It keeps working while we try again over the next days.`,
      `Please update your card in your billing settings: ${link}`,
    ].join("\n\n"),
  }),
  "grace-started": ({ mypin, releaseOn, link }) => ({
    subject: `Your ${PRODUCT} "${mypin}" will be released on ${date(releaseOn)}`,
    text: [
      `The subscription for "${mypin}" has ended because its payment failed. "${mypin}" keeps working until ${date(releaseOn)}, and nobody else can take it until then.`,
      `The name will be released on ${date(releaseOn)} unless you renew. To renew, sign in and choose Renew on your MyPins: ${link}`,
    ].join("\n\n"),
  }),
  "pin-released": ({ mypin, link }) => ({
    subject: `Your ${PRODUCT} "${mypin}" has been released`,
    text: [
      `The subscription for "${mypin}" has ended, so "${mypin}" no longer leads anywhere and the name is free for anyone to buy.`,
      `If you want it back, search for it while it is still free: ${link}`,
    ].join("\n\n"),
  }),
  receipt: ({ mypin, tier, amountMinor, currency, trialEnd, link }) => {
    const price = yearly(amountMinor, currency);
    return {
      subject: `Your ${PRODUCT} "${mypin}" is live`,
      text: [
        `Thank you: "${mypin}" is yours. Anyone who searches it now gets directions to the place you chose.`,
        `Plan: ${tierLabel(tier)}, ${price}, renewing yearly until you cancel.` +
          (trialEnd ? ` Your free trial ends on ${date(trialEnd)}; the first payment is taken then.` : ""),
        `Share it with this link: ${link}`,
      ].join("\n\n"),
    };
  },
  "purchase-refunded": ({ mypin, amountMinor, currency }) => ({
    subject: `Your ${PRODUCT} "${mypin}" could not be created`,
    text: [
      `Someone else completed "${mypin}" moments before your payment did, so it could not be created for you.`,
      amountMinor > 0
        ? `Your subscription is cancelled and your payment of ${(amountMinor / 100).toFixed(2)} ${currency.toUpperCase()} has been refunded in full.`
        : "Your subscription is cancelled; nothing was charged.",
      "We are sorry. Please choose another name.",
    ].join("\n\n"),
  }),
  "trial-refused": ({ mypin, reason, link }) => ({
    subject: `Your free trial of ${PRODUCT} "${mypin}" did not start`,
    text: [
      `Thank you: "${mypin}" is yours. ${trialLimits.refused[reason]}`,
      `${PRODUCT} gives one free trial per account and one per card. To see the subscription or cancel it, open your MyPins: ${link}`,
    ].join("\n\n"),
  }),
  "payment-reversed": ({ mypin, reversal, releaseOn, link }) => ({
    subject: `Your ${PRODUCT} "${mypin}" will be released on ${date(releaseOn)}`,
    text: [
      reversal === "dispute"
        ? `The payment for "${mypin}" was disputed with your card's issuer, and the dispute was decided in your favour, so the money has gone back to you and its subscription has been cancelled.`
        : `The payment for "${mypin}" was refunded in full, so its subscription has been cancelled.`,
      `"${mypin}" keeps working until ${date(releaseOn)}, and nobody else can take it until then. To keep it, sign in and choose Renew on your MyPins: ${link}`,
    ].join("\n\n"),
  }),
  "pin-moved": ({ mypin, from, to, by, link }) => ({
    subject: `Your ${PRODUCT} "${mypin}" has moved`,
    text: [
      `${by === "staff" ? "Our support team has moved" : "You have moved"} "${mypin}". Everyone who searches it, or opens its link or QR code, is now sent to the new place.`,
      `Before: ${place(from)}\nNow: ${place(to)}`,
      by === "staff"
        ? `If this is not where it should lead, move it back from your MyPins and tell us through the contact form: ${link}`
        : `If you did not move it, someone else may be signed in to your account: move it back from your MyPins and change your password, which signs out every other device: ${link}`,
    ].join("\n\n"),
  }),
  "pin-renamed": ({ from, to, link }) => ({
    subject: `Your ${PRODUCT} "${from}" is now "${to}"`,
    text: [
      `Our support team has renamed your ${PRODUCT} "${from}" to "${to}". It leads to the same place, its subscription and search count are unchanged, and "${from}" no longer leads anywhere.`,
      `Share it with this link (a QR code you saved before shows the old name; download a new one from your MyPins): ${link}`,
    ].join("\n\n"),
  }),
  "pin-deleted": ({ mypin, reason, refundMinor, currency }) => ({
    subject: `Your ${PRODUCT} "${mypin}" has been deleted`,
    text: [
      `Our support team has permanently deleted "${mypin}" because ${deleteReasons[reason]}. Its subscription is cancelled and will not be charged again.`,
      refundMinor > 0 && currency
        ? `We have refunded ${formatPrice(refundMinor / 100, currency)} for the unused part of your subscription. It reaches your card within 5 to 10 days.`
        : "Nothing was refunded.",
      "If you think this is a mistake, reply through the contact form on our website.",
    ].join("\n\n"),
  }),
  contact: ({ email, subject, message }) => ({
    subject: `Contact form: ${subject}`,
    text: `From: ${email}\n\n${message}`,
    replyTo: email,
  }),
  "contact-received": () => ({ ...contactAcknowledgement }),
};

// Outbox rows come back from D1 untyped; an unknown template is an error the outbox retries and
// finally marks failed, never a silent drop.
export function renderEmail(email: { template: string; payload: unknown }): TRenderedEmail {
  if (!Object.hasOwn(TEMPLATES, email.template)) throw new Error(`Unknown e-mail template ${email.template}`);
  const render = TEMPLATES[email.template as keyof TPayloads] as (payload: unknown) => TRenderedEmail;
  return render(email.payload);
}
