import type * as z from "zod";
import { listOpenTransfersTo } from "../../../db/queries/transfers";
import type { ZIncomingTransfers } from "../../../domain/answers/transfers";
import type { TSessionUser } from "../../env";
import type { TDeps } from "../../platform/dependencies";

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
