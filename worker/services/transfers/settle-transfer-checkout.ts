import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { completeTransfer } from "./transfer-completion";

// Outcomes a webhook has nothing more to do about: the payment was voided, is not paid yet (the
// offer stays open), or the session is no transfer's.
const SETTLED = new Set(["TRANSFER_ENDED", "PAYMENT_UNSUCCESSFUL"]);

// The checkout webhooks' part: true when the session was a transfer's (completed, voided or not yet
// paid), false for any other session, which is a purchase's to fulfil.
export async function settleTransferCheckout(deps: TDeps, sessionId: string): Promise<boolean> {
  try {
    await completeTransfer(deps, sessionId);
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "PAYMENT_SESSION_NOT_FOUND") return false;
    if (SETTLED.has(error.code)) return true;
    throw error;
  }
}
