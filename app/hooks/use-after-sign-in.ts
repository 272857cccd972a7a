import { useCallback } from "react";
import { useNavigate } from "react-router";
import { create } from "../../domain/messages/purchase";
import { holdName } from "../api/holds";
import { toast } from "../components/ui/toast";
import { createPagePath } from "../paths";
import { clearStoredItem, getStoredItem, setStoredItem, type TPendingPurchase } from "../storage";

// Core-flow section 4 step 6: the intent is cleared "after about 100 to 500 ms", so the screen the
// user lands on can still read it while it mounts.
const INTENT_CLEAR_DELAY_MS = 300;

// Where a successful sign-in or e-mail verification goes (accounts-admin section 2).
export function useAfterSignIn() {
  const navigate = useNavigate();

  // Section 4 steps 4 and 5: the name this browser held while signed out becomes the user's own,
  // then the create page reopens where the buyer left it, with the promotion-code step.
  const resumePurchase = useCallback(
    async (purchase: TPendingPurchase) => {
      const converted = await holdName(purchase.mypin, true);
      if (!converted.ok) {
        toast.error(create.noLongerAvailable, { description: converted.error.message || undefined });
        clearStoredItem("pendingPurchase");
        navigate("/");
        return;
      }
      setStoredItem("pendingPurchase", { ...purchase, isVirtual: false });
      navigate(createPagePath(purchase.mypin, purchase.source));
    },
    [navigate],
  );

  return useCallback(() => {
    const intent = getStoredItem("authIntent");
    window.setTimeout(() => clearStoredItem("authIntent"), INTENT_CLEAR_DELAY_MS);
    if (intent !== "purchase") {
      navigate("/", { state: { showManageMyPins: true } });
      return;
    }
    const purchase = getStoredItem("pendingPurchase");
    if (purchase === null) navigate("/");
    else void resumePurchase(purchase);
  }, [navigate, resumePurchase]);
}
