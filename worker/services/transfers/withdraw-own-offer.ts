import { findOpenTransferOfPin, findTransferablePin } from "../../../db/queries/transfers";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { endOpenOffer, transferEmailRefusedUntil } from "./transfer-offers";

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
