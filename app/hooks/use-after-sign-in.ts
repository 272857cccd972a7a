import { useCallback } from "react";
import { handOverPurchase } from "../hand-over-purchase";
import { createPagePath } from "../paths";
import { clearStoredItem, getStoredItem } from "../storage";
import { useNavigate } from "./use-navigate";

// After a sign-in the intent is cleared after about 100 to 500 ms, so the screen the
// user lands on can still read it while it mounts.
const INTENT_CLEAR_DELAY_MS = 300;

// Where a successful sign-in or e-mail verification goes.
export function useAfterSignIn() {
  const navigate = useNavigate();

  // A purchase under way reopens the create page where the buyer left it, at once, with the
  // promotion-code step; the page waits there while the name this browser held signed out becomes
  // the account's.
  return useCallback(() => {
    const intent = getStoredItem("authIntent");
    window.setTimeout(() => clearStoredItem("authIntent"), INTENT_CLEAR_DELAY_MS);
    if (intent !== "purchase") {
      navigate("/", { state: { showManageMyPins: true } });
      return;
    }
    const purchase = getStoredItem("pendingPurchase");
    if (purchase === null) {
      navigate("/");
      return;
    }
    navigate(createPagePath(purchase.mypin, purchase.source));
    if (!purchase.isVirtual) return;
    void handOverPurchase(purchase).then((outcome) => {
      if (outcome === "gone") navigate("/", { replace: true });
    });
  }, [navigate]);
}
