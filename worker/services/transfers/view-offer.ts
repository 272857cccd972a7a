import type * as z from "zod";
import { findPinPlace } from "../../../db/queries/pin-places";
import { findTransfer, type TTransferRow } from "../../../db/queries/transfers";
import type { ZTransferOffer } from "../../../domain/answers/transfers";
import { validateName } from "../../../domain/names";
import { CURRENCIES, priceFor } from "../../../domain/prices";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { nearOf } from "../pins/place-labels";
import { shownOfferTerms } from "./transfer-terms";

// What accepting costs: the giver's paid time carried, or a year today (domain/transfers.ts), as
// read from Stripe in the last minutes.
async function termsOf(deps: TDeps, offer: TTransferRow) {
  const { carriedUntil, currency: giving, refusal } = await shownOfferTerms(deps, offer);
  const tier = validateName(offer.mypin).tier ?? "premium";
  const currency = CURRENCIES.find((known) => known === giving) ?? "gbp";
  return { carriedUntil, amountMinor: Math.round(priceFor(tier, currency) * 100), currency, refusal };
}

// An offer by its link's id. Whether it is still open is for anyone with the link; the address it
// was sent to only for the giver and that address's account; the rest (who offers it, where the
// pin is, what accepting costs) only for that account, while it is open.
export async function viewOffer(
  deps: TDeps,
  { user, transferId }: { user: TSessionUser | null; transferId: string },
): Promise<z.output<typeof ZTransferOffer>> {
  const offer = await findTransfer(deps.db, transferId);
  if (!offer) throw new AppError("TRANSFER_NOT_FOUND");
  const open = offer.state === "open" && offer.expiresAt > deps.now;
  const recipient = user?.email.toLowerCase() === offer.toEmail;
  const toEmail = recipient || user?.id === offer.fromUserId ? offer.toEmail : null;
  const summary = { id: offer.id, mypin: offer.mypin, toEmail, open, expiresAt: offer.expiresAt };
  if (!open || !recipient) return { ...summary, details: null };
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
