import { findTransfer } from "../../../db/queries/transfers";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { endOpenOffer } from "./transfer-offers";

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
