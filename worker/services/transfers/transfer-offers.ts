import { isUniqueViolation, toStatement } from "../../../db/client";
import { countAccountRequest, nextAccountRequestAt } from "../../../db/queries/account-requests";
import { outboxEmailWhen } from "../../../db/queries/outbox";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import {
  endTransfer,
  findOpenTransferOfPin,
  findTransfer,
  findTransferablePin,
  insertTransfer,
  type TTransferRow,
  transferEndedAs,
} from "../../../db/queries/transfers";
import { accountLocale, findUserById } from "../../../db/queries/users";

import { DAY_MS } from "../../../domain/lifecycle";
import type { TStaffAction } from "../../../domain/staff";
import { TRANSFER_EMAILS_PER_DAY, TRANSFER_OFFER_DAYS, transferPath, transferRefusal } from "../../../domain/transfers";
import { configOf } from "../../config";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { deliverOutbox } from "../outbox/outbox-delivery";

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
async function transferEmailRefusedUntil({ db, now }: TDeps, fromUserId: string, to: string) {
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
function auditStep(
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

// The owner offers one of their pins to an address: refused to their own, for a pin that may not
// change hands now (domain/transfers.ts), and while another offer of it is open (the open-offer
// index decides two offers made at once). The offer, its audit row and the recipient's e-mail are
// one batch. The e-mail is in the recipient's language when they have an account, else the giver's.
export async function offerTransfer(
  deps: TDeps,
  { owner, id, email }: { owner: TSessionUser; id: number; email: string },
) {
  const { env, db, now } = deps;
  const pin = await findTransferablePin(db, owner, id, now);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  const to = email.toLowerCase();
  if (to === owner.email.toLowerCase()) throw new AppError("TRANSFER_TO_SELF");
  assertTransferable(pin, now, { locking: true });
  if (!pin.subscriptionId) throw new AppError("TRANSFER_NO_SUBSCRIPTION");
  if (await findOpenTransferOfPin(db, pin.id)) throw new AppError("TRANSFER_OFFER_OPEN");
  const refusedUntil = await transferEmailRefusedUntil(deps, owner.id, to);
  if (refusedUntil !== null)
    throw new AppError("TRANSFER_OFFERS_LIMITED", { retryAfterSeconds: (refusedUntil - now) / 1000 });
  const giver = await findUserById(db, owner.id);
  const offer: TTransferRow = {
    id: crypto.randomUUID(),
    pinId: pin.id,
    mypin: pin.mypin,
    fromUserId: owner.id,
    fromEmail: owner.email,
    fromName: giver?.displayName ?? owner.email,
    fromSubscriptionId: pin.subscriptionId,
    toEmail: to,
    state: "open",
    expiresAt: now + TRANSFER_OFFER_DAYS * DAY_MS,
    checkoutSessionId: null,
    checkoutUrl: null,
    checkoutExpiresAt: null,
    carriedPayment: null,
    terms: null,
    termsReadAt: null,
    toUserId: null,
    toSubscriptionId: null,
    createdAt: now,
    updatedAt: now,
  };
  const locale = (await accountLocale(db, to)) === undefined ? deps.locale : undefined;
  const link = `${configOf(env).PUBLIC_ORIGIN}${transferPath(offer.id)}`;
  const written = transferEndedAs(offer.id, "open", now);
  const from = `${offer.fromName} (${offer.fromEmail})`;
  const payload = {
    mypin: pin.mypin,
    from,
    place: { latitude: pin.latitude, longitude: pin.longitude },
    expiresAt: offer.expiresAt,
    link,
  };
  try {
    await env.DB.batch([
      toStatement(env.DB, insertTransfer(db, offer)),
      auditStep(deps, { actorId: owner.id, actorEmail: owner.email }, "transfer_offered", offer, written),
      toStatement(env.DB, outboxEmailWhen({ to, template: "transfer-offer", payload, locale }, now, written)),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("TRANSFER_OFFER_OPEN");
    throw error;
  }
  deps.waitUntil(deliverOutbox(deps));
  return offer;
}

// tell: whether the e-mails go out (an owner's withdrawal past the day's e-mails still withdraws).
type TEnding = { state: "declined" | "withdrawn"; actor: TActor; by: "owner" | "staff" | "recipient"; tell: boolean };

// An open offer ends, once: of two endings at once (a decline and a withdrawal, a double click)
// only the first changes it and writes its audit row and e-mails.
async function endOpenOffer(deps: TDeps, offer: TTransferRow, ending: TEnding) {
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

// The giver withdraws the open offer of their pin; nothing else changes. The recipient is told
// within the day's transfer e-mails; past them the offer is still withdrawn (its page says so).
export async function withdrawOwnOffer(deps: TDeps, { owner, id }: { owner: TSessionUser; id: number }) {
  const pin = await findTransferablePin(deps.db, owner, id, deps.now);
  const offer = pin ? await findOpenTransferOfPin(deps.db, pin.id) : undefined;
  if (!offer) throw new AppError("TRANSFER_NOT_FOUND");
  await endOpenOffer(deps, offer, {
    state: "withdrawn",
    by: "owner",
    actor: { actorId: owner.id, actorEmail: owner.email },
    tell: (await transferEmailRefusedUntil(deps, owner.id, offer.toEmail)) === null,
  });
}

// The help desk withdraws an offer (a customer who cannot reach the giver's account, an offer made
// by someone who took it over): both sides are told.
export async function withdrawOfferAsStaff(
  deps: TDeps,
  { actor, transferId }: { actor: TSessionUser; transferId: string },
) {
  const offer = await findTransfer(deps.db, transferId);
  if (!offer) throw new AppError("TRANSFER_NOT_FOUND");
  if (offer.state !== "open") throw new AppError("TRANSFER_ENDED");
  await endOpenOffer(deps, offer, {
    state: "withdrawn",
    by: "staff",
    actor: { actorId: actor.id, actorEmail: actor.email },
    tell: true,
  });
}

// The recipient's own open offer, or why they cannot answer it: another account's, or ended.
export async function openOfferFor(deps: TDeps, user: { email: string }, transferId: string) {
  const offer = await findTransfer(deps.db, transferId);
  if (!offer) throw new AppError("TRANSFER_NOT_FOUND");
  if (offer.toEmail !== user.email.toLowerCase()) throw new AppError("TRANSFER_OTHER_ACCOUNT");
  if (offer.state !== "open" || offer.expiresAt <= deps.now) throw new AppError("TRANSFER_ENDED");
  return offer;
}

export async function declineOffer(deps: TDeps, { user, transferId }: { user: TSessionUser; transferId: string }) {
  const offer = await openOfferFor(deps, user, transferId);
  await endOpenOffer(deps, offer, {
    state: "declined",
    by: "recipient",
    actor: { actorId: user.id, actorEmail: user.email },
    tell: true,
  });
}
