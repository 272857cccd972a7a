import { useEffect, useState } from "react";
import { handOverPurchase } from "../hand-over-purchase";
import { getStoredItem } from "../storage";
import { useNavigate } from "./use-navigate";
import { useSession } from "./use-session";

// After sign-in the create page opens at once, while the name this browser held signed out is
// handed over to the account (hand-over-purchase.ts). Until then the page must not hold the name
// itself, which would find it held by this very browser: it reads the stored purchase every
// 500 ms, for up to 5 s, until it is the account's, and then gives up with a retry.
const POLL_MS = 500;
const WAIT_MS = 5000;

// The purchase being resumed: after sign-in, back from the sign-in page or from a cancelled checkout.
function storedPurchaseOf(name: string) {
  const stored = getStoredItem("pendingPurchase");
  return stored?.mypin === name ? stored : null;
}

export function useResumedPurchase(name: string) {
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  const [purchase, setPurchase] = useState(() => storedPurchaseOf(name));
  const [handOver, setHandOver] = useState<"waiting" | "failed" | "retrying">("waiting");
  // Signed out, the browser's own hold is renewed as it is; signed in, it must be the account's.
  const awaiting = purchase?.isVirtual === true && (isPending || user !== null);

  useEffect(() => {
    if (!awaiting || isPending || handOver !== "waiting") return;
    const started = Date.now();
    const poll = window.setInterval(() => {
      const stored = storedPurchaseOf(name);
      if (stored !== null && !stored.isVirtual) setPurchase(stored);
      else if (Date.now() - started >= WAIT_MS) setHandOver("failed");
    }, POLL_MS);
    return () => window.clearInterval(poll);
  }, [awaiting, isPending, handOver, name]);

  const retry = async () => {
    if (purchase === null) return;
    setHandOver("retrying");
    const outcome = await handOverPurchase(purchase);
    if (outcome === "gone") navigate("/", { replace: true });
    else if (outcome === "done") setPurchase(storedPurchaseOf(name));
    else setHandOver("failed");
  };

  return {
    purchase,
    // The page may hold the name: no hand-over is under way.
    ready: !awaiting,
    handOverFailed: awaiting && handOver !== "waiting",
    retrying: handOver === "retrying",
    retry: () => void retry(),
  };
}
