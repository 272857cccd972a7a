import { toStatement } from "../../../db/client";
import { countAccountRequest, nextAccountRequestAt } from "../../../db/queries/account-requests";
import { outboxEmailWhen } from "../../../db/queries/outbox";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import {
  endTransfer,
  findTransfer,
  type findTransferablePin,
  type TTransferRow,
  transferEndedAs,
} from "../../../db/queries/transfers";

import { DAY_MS } from "../../../domain/lifecycle";
import type { TStaffAction } from "../../../domain/staff";
import { TRANSFER_EMAILS_PER_DAY, transferRefusal } from "../../../domain/transfers";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { deliverOutbox } from "../outbox/deliver-outbox";

type TTransferablePin = NonNullable<Awaited<ReturnType<typeof findTransferablePin>>>;

// Refuses a pin the transfer rules (domain/transfers.ts) say may not change hands now. locking:
// whether its purchase or last transfer still locks it, as for a new offer; an open offer, once
// made, is no longer held back by it.
export function assertTransferable(pin: TTransferablePin, now: number, { locking }: { locking: boolean }) {
  const subscription =
    pin.status === null || pin.cancelAtPeriodEnd === null
      ? null
      : {
          status: pin.status,
          cancelAtPeriodEnd: pin.cancelAtPeriodEnd,
          graceEndsAt: pin.graceEndsAt,
          disputeStatus: pin.disputeStatus,
        };
  const lock = locking ? pin : { createdAt: 0, transferredAt: null };
  const refusal = transferRefusal({ ...lock, subscription, checkoutOpen: Boolean(pin.checkoutOpen) }, now);
  if (refusal) throw new AppError(refusal);
}

type TActor = { actorId: string; actorEmail: string | null };

// One more offer or withdrawal e-mail from this account to this address today, or the moment one
// may be sent again (null when this one may go). The address is counted first, so a refusal for it
// spends nothing of the account's.
export async function transferEmailRefusedUntil({ db, now }: TDeps, fromUserId: string, to: string) {
  const limits = [
    { key: `transfer-email-to:${to}`, max: TRANSFER_EMAILS_PER_DAY.address },
    { key: `transfer-email-from:${fromUserId}`, max: TRANSFER_EMAILS_PER_DAY.account },
  ];
  for (const { key, max } of limits) {
    if (!(await countAccountRequest(db, key, { max, windowMs: DAY_MS }, now)))
      return nextAccountRequestAt(db, key, DAY_MS, now);
  }
  return null;
}

// Every step of a transfer is in the audit trail, with its target the pin's name.
export function auditStep(
  deps: TDeps,
  actor: TActor,
  action: TStaffAction,
  offer: TTransferRow,
  when: ReturnType<typeof transferEndedAs>,
) {
  const after = { transfer: offer.id, from: offer.fromEmail, to: offer.toEmail };
  return staffActionStatement(
    deps.env.DB,
    { ...actor, action, target: offer.mypin, before: null, after, now: deps.now },
    when,
  );
}

// tell: whether the e-mails go out (an owner's withdrawal past the day's e-mails still withdraws).
type TEnding = { state: "declined" | "withdrawn"; actor: TActor; by: "owner" | "staff" | "recipient"; tell: boolean };

// An open offer ends, once: of two endings at once (a decline and a withdrawal, a double click)
// only the first changes it and writes its audit row and e-mails.
export async function endOpenOffer(deps: TDeps, offer: TTransferRow, ending: TEnding) {
  const { env, db, now } = deps;
  const ended = transferEndedAs(offer.id, ending.state, now);
  const email = (to: string, reader: "giver" | "recipient") =>
    ending.state === "declined"
      ? { to, template: "transfer-declined" as const, payload: { mypin: offer.mypin, to: offer.toEmail } }
      : {
          to,
          template: "transfer-withdrawn" as const,
          payload: { mypin: offer.mypin, by: ending.by === "staff" ? ("staff" as const) : ("owner" as const), reader },
        };
  const emails = !ending.tell
    ? []
    : ending.state === "declined"
      ? [email(offer.fromEmail, "giver")]
      : ending.by === "staff"
        ? [email(offer.toEmail, "recipient"), email(offer.fromEmail, "giver")]
        : [email(offer.toEmail, "recipient")];
  const action = ending.state === "declined" ? "transfer_declined" : "transfer_withdrawn";
  const [changed] = await env.DB.batch([
    toStatement(env.DB, endTransfer(db, offer.id, ending.state, now)),
    auditStep(deps, ending.actor, action, offer, ended),
    ...emails.map((queued) => toStatement(env.DB, outboxEmailWhen(queued, now, ended))),
  ]);
  if ((changed?.meta.changes ?? 0) === 0) throw new AppError("TRANSFER_ENDED");
  deps.waitUntil(deliverOutbox(deps));
}

// The recipient's own open offer, or why they cannot answer it: another account's, or ended.
export async function openOfferFor(deps: TDeps, user: { email: string }, transferId: string) {
  const offer = await findTransfer(deps.db, transferId);
  if (!offer) throw new AppError("TRANSFER_NOT_FOUND");
  if (offer.toEmail !== user.email.toLowerCase()) throw new AppError("TRANSFER_OTHER_ACCOUNT");
  if (offer.state !== "open" || offer.expiresAt <= deps.now) throw new AppError("TRANSFER_ENDED");
  return offer;
}
