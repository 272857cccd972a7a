import type * as z from "zod";
import { listOpenTransfersOfPins, type TTransferRow } from "../../../db/queries/transfers";

import type { ZOpenTransfer } from "../../../domain/answers/transfers";
import type { TDeps } from "../../platform/dependencies";

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
