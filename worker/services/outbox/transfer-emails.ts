import type { TCoordinates } from "../../../domain/coordinates";
import type { TCurrency } from "../../../domain/prices";
import { paragraphs, type TWriter } from "./email-writer";

// The e-mails of a transfer's steps (docs/decisions/045): the offer to the recipient, and each
// ending to whoever it concerns.
export type TTransferPayloads = {
  "transfer-offer": { mypin: string; from: string; place: TCoordinates; expiresAt: number; link: string };
  "transfer-accepted-giver": { mypin: string; to: string };
  "transfer-accepted-recipient": {
    mypin: string;
    firstPaymentAt: number | null;
    amountMinor: number;
    currency: TCurrency;
    link: string;
  };
  "transfer-declined": { mypin: string; to: string };
  "transfer-expired": { mypin: string; to: string; reader: "giver" | "recipient" };
  "transfer-withdrawn": { mypin: string; by: "owner" | "staff"; reader: "giver" | "recipient" };
};

type TRender = { subject: string; text: string };

export const TRANSFER_TEMPLATES: {
  [K in keyof TTransferPayloads]: (payload: TTransferPayloads[K], w: TWriter) => TRender;
} = {
  // The subject is our words and the name alone: the giver's display name is their free text, and
  // a subject made of it could pose as anyone.
  "transfer-offer": ({ mypin, from, place, expiresAt, link }, { catalogue, date, place: where }) => {
    const t = catalogue.transfers.transferEmails.offer;
    return {
      subject: t.subject(mypin),
      text: paragraphs(t.body(from, mypin, where(place)), t.open(date(expiresAt), link), t.ignore),
    };
  },
  "transfer-accepted-giver": ({ mypin, to }, { catalogue }) => {
    const t = catalogue.transfers.transferEmails.acceptedGiver;
    return { subject: t.subject(mypin), text: t.body(mypin, to) };
  },
  "transfer-accepted-recipient": ({ mypin, firstPaymentAt, amountMinor, currency, link }, w) => {
    const t = w.catalogue.transfers.transferEmails.acceptedRecipient;
    const yearly = w.t.yearly(w.price(amountMinor, currency));
    return {
      subject: t.subject(mypin),
      text: paragraphs(
        t.body(mypin),
        ...(firstPaymentAt === null ? [] : [t.firstPayment(w.date(firstPaymentAt), yearly)]),
        t.share(link),
      ),
    };
  },
  "transfer-declined": ({ mypin, to }, { catalogue }) => {
    const t = catalogue.transfers.transferEmails.declined;
    return { subject: t.subject(mypin), text: t.body(mypin, to) };
  },
  "transfer-expired": ({ mypin, to, reader }, { catalogue }) => {
    const t = catalogue.transfers.transferEmails;
    return reader === "giver"
      ? { subject: t.expiredGiver.subject(mypin), text: t.expiredGiver.body(mypin, to) }
      : { subject: t.expiredRecipient.subject(mypin), text: t.expiredRecipient.body(mypin) };
  },
  "transfer-withdrawn": ({ mypin, by, reader }, { catalogue }) => {
    const t = catalogue.transfers.transferEmails;
    if (reader === "giver") return { subject: t.withdrawnGiver.subject(mypin), text: t.withdrawnGiver.body(mypin) };
    const body = by === "staff" ? t.withdrawn.byStaff(mypin) : t.withdrawn.byOwner(mypin);
    return { subject: t.withdrawn.subject(mypin), text: body };
  },
};
