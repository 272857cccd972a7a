import type { TSessionUser } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { endOpenOffer, openOfferFor } from "./transfer-offers";

export async function declineOffer(deps: TDeps, { user, transferId }: { user: TSessionUser; transferId: string }) {
  const offer = await openOfferFor(deps, user, transferId);
  await endOpenOffer(deps, offer, {
    state: "declined",
    by: "recipient",
    actor: { actorId: user.id, actorEmail: user.email },
    tell: true,
  });
}
