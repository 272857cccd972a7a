import type Stripe from "stripe";
import type { z } from "zod";
import { findPinPlace } from "../../../db/queries/pin-places";
import {
  findTransfer,
  listOpenTransfersOfPins,
  listOpenTransfersTo,
  type TTransferRow,
} from "../../../db/queries/transfers";

import type { ZIncomingTransfers, ZOpenTransfer, ZTransferOffer } from "../../../domain/answers/transfers";
import { priceFor } from "../../../domain/prices";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, isProviderError } from "../../providers/payments";
import { nearOf } from "../pins/place-labels";
import { offerTerms } from "./transfer-checkout";

type TOpenTransfer = z.output<typeof ZOpenTransfer>;

const openTransferOf = (offer: TTransferRow): TOpenTransfer => ({
  id: offer.id,
  toEmail: offer.toEmail,
  expiresAt: offer.expiresAt,
});

// Each pin's open offer, for the owner's and the staff's lists (an offer past its week that the
// jobs have not ended yet counts as ended).
export async function openTransfersOf(deps: TDeps, pinIds: number[]) {
  const open = await listOpenTransfersOfPins(deps.db, pinIds);
  const byPin = new Map(open.filter((offer) => offer.expiresAt > deps.now).map((offer) => [offer.pinId, offer]));
  return (pinId: number): TOpenTransfer | null => {
    const offer = byPin.get(pinId);
    return offer ? openTransferOf(offer) : null;
  };
}

export async function incomingTransfers(deps: TDeps, user: TSessionUser): Promise<z.output<typeof ZIncomingTransfers>> {
  const offers = await listOpenTransfersTo(deps.db, user.email.toLowerCase(), deps.now);
  return {
    offers: offers.map((offer) => ({
      id: offer.id,
      mypin: offer.mypin,
      from: `${offer.fromName} (${offer.fromEmail})`,
      expiresAt: offer.expiresAt,
    })),
  };
}

// What accepting costs now: the giver's paid time carried, or a year today (domain/transfers.ts).
async function termsOf(deps: TDeps, offer: TTransferRow) {
  let giving: Stripe.Subscription;
  try {
    giving = await createStripe(deps.env).subscriptions.retrieve(offer.fromSubscriptionId);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("PAYMENT_LOOKUP_FAILED", { cause: error });
  }
  const { tier, currency, carriedUntil } = offerTerms(offer, giving, deps.now);
  return { carriedUntil, amountMinor: Math.round(priceFor(tier, currency) * 100), currency };
}

// An offer by its link's id. Its details (who offers it, where the pin is, what accepting costs)
// are for the account of the address it was sent to, and only while it is open.
export async function viewOffer(
  deps: TDeps,
  { user, transferId }: { user: TSessionUser | null; transferId: string },
): Promise<z.output<typeof ZTransferOffer>> {
  const offer = await findTransfer(deps.db, transferId);
  if (!offer) throw new AppError("TRANSFER_NOT_FOUND");
  const open = offer.state === "open" && offer.expiresAt > deps.now;
  const summary = { id: offer.id, mypin: offer.mypin, toEmail: offer.toEmail, open, expiresAt: offer.expiresAt };
  if (!open || user?.email.toLowerCase() !== offer.toEmail) return { ...summary, details: null };
  const pin = await findPinPlace(deps.db, offer.pinId);
  if (!pin) return { ...summary, open: false, details: null };
  return {
    ...summary,
    details: {
      from: `${offer.fromName} (${offer.fromEmail})`,
      latitude: pin.latitude,
      longitude: pin.longitude,
      near: nearOf(pin, deps.locale),
      terms: await termsOf(deps, offer),
    },
  };
}
