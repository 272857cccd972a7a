import { useCallback } from "react";
import { useNavigate } from "react-router";
import { clearStoredItem, getStoredItem } from "../storage";

// Core-flow section 4 step 6: the intent is cleared "after about 100 to 500 ms", so the screen the
// user lands on can still read it while it mounts.
const INTENT_CLEAR_DELAY_MS = 300;

// Where a successful sign-in or e-mail verification goes (accounts-admin section 2).
export function useAfterSignIn() {
  const navigate = useNavigate();
  return useCallback(() => {
    const intent = getStoredItem("authIntent");
    window.setTimeout(() => clearStoredItem("authIntent"), INTENT_CLEAR_DELAY_MS);
    if (intent === "purchase") {
      // A purchase was interrupted by sign-in: the purchase flow (a later issue) resumes it from "/"
      // with the pending purchase it stores; until then the user simply lands on the home screen.
      navigate("/");
      return;
    }
    navigate("/", { state: { showManageMyPins: true } });
  }, [navigate]);
}
