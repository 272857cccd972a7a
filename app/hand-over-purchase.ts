import { create } from "../domain/messages/purchase";
import { hasCode } from "./api/client";
import { holdName, nameRefusal } from "./api/holds";
import { toast } from "./components/ui/toast";
import { clearStoredItem, setStoredItem, type TPendingPurchase } from "./storage";

type THandOver = "done" | "gone" | "failed";

// A buyer who pressed Buy signed out held the name as this browser; once they sign in, that hold
// becomes the account's (the convert of POST /api/names/:name/hold), and the stored purchase says
// so for the create page, which waits for it (use-resumed-purchase.ts). A name someone else took or
// holds meanwhile is gone, and so is the purchase; any other failure keeps it for a retry.
export async function handOverPurchase(purchase: TPendingPurchase): Promise<THandOver> {
  const converted = await holdName(purchase.mypin, true);
  if (converted.ok) {
    setStoredItem("pendingPurchase", { ...purchase, isVirtual: false });
    return "done";
  }
  const { error } = converted;
  const gone = hasCode(error, "HOLD_CONVERT_TAKEN", "HOLD_CONVERT_RESERVED") || nameRefusal(error) !== undefined;
  if (!gone) return "failed";
  toast.error(create.noLongerAvailable, { description: error.message || undefined });
  clearStoredItem("pendingPurchase");
  return "gone";
}
