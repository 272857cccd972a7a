import { isUniqueViolation, toStatement } from "../../../db/client";
import { outboxEmailWhen } from "../../../db/queries/outbox";
import {
  findOpenTransferOfPin,
  findTransferablePin,
  insertTransfer,
  type TTransferRow,
  transferEndedAs,
} from "../../../db/queries/transfers";
import { accountLocale, findUserById } from "../../../db/queries/users";
import { DAY_MS } from "../../../domain/lifecycle";
import { TRANSFER_OFFER_DAYS, transferPath } from "../../../domain/transfers";
import { configOf } from "../../config";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { deliverOutbox } from "../outbox/deliver-outbox";
import { assertTransferable, auditStep, transferEmailRefusedUntil } from "./transfer-offers";

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
