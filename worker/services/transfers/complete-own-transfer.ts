import { findTransfer } from "../../../db/queries/transfers";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { completeTransfer } from "./transfer-completion";

// The recipient back from Stripe with a session id: only the checkout their own offer opened is
// looked up at Stripe, so an id this offer did not hand out costs no call; a transfer already
// completed answers the same success again (a reload, a second tab, the webhook first).
export async function completeOwnTransfer(
  deps: TDeps,
  { user, transferId, sessionId }: { user: TSessionUser; transferId: string; sessionId: string },
) {
  const offer = await findTransfer(deps.db, transferId);
  if (!offer || offer.toEmail !== user.email.toLowerCase() || offer.checkoutSessionId !== sessionId)
    throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  if (offer.state === "accepted" && offer.toUserId === user.id) return { mypin: offer.mypin };
  return completeTransfer(deps, sessionId, user.id);
}
