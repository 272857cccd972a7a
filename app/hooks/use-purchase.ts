import { useState } from "react";
import type { TCoordinates } from "../../domain/coordinates";
import { signInRequired } from "../../domain/messages/accounts";
import { create, discountWords, success } from "../../domain/messages/purchase";
import { describeDiscount } from "../../domain/promotions";
import { type ApiError, hasCode, limitMessage } from "../api/client";
import { nameRefusal } from "../api/holds";
import { startCheckout, validatePromoCode } from "../api/purchase";
import { toast } from "../components/ui/toast";
import { LOCALE } from "../locale";
import { SIGN_IN_PATH } from "../paths";
import { clearStoredItem, getStoredItem, setStoredItem, type TPendingPurchase } from "../storage";
import { useBackFromCache } from "./use-back-from-cache";
import { useCurrencies } from "./use-currencies";
import { useNavigate } from "./use-navigate";
import { useSession } from "./use-session";
import { useSetSessionUser } from "./use-session-changes";

export type TPurchaseStep =
  | { kind: "idle" }
  | { kind: "promo"; code: string }
  | { kind: "promoError"; message: string; code: string };

// Which button waits: Apply (a code is checked, then checkout) or Skip (checkout without a code).
export type TPurchaseBusy = "apply" | "skip" | null;

// Time to read what became of a code before the checkout page replaces this one.
const PROMO_NOTICE_MS = 2000;

// The landing's offer is prefilled; a resumed purchase keeps its own code.
function defaultPromoCode(name: string, source: string): string {
  const stored = getStoredItem("pendingPurchase");
  if (stored?.mypin === name) return stored.promoCode;
  return source === "landing" ? "Free3" : "";
}

// The purchase: signed out, the purchase waits in storage while the buyer signs
// in (the hold is kept); signed in, the promotion-code step and then the provider's checkout.
export function usePurchase({
  name,
  source,
  position,
  keepHold,
}: {
  name: string;
  source: string;
  position: TCoordinates;
  keepHold: () => void;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const setSessionUser = useSetSessionUser();
  const { payment: currency } = useCurrencies();
  const [step, setStep] = useState<TPurchaseStep>({ kind: "idle" });
  const [busy, setBusy] = useState<TPurchaseBusy>(null);

  // Back from the checkout page: the buttons work again.
  useBackFromCache(() => setBusy(null));

  const pendingPurchase = (promoCode: string): TPendingPurchase => ({
    mypin: name,
    latitude: position.latitude,
    longitude: position.longitude,
    userName: user?.displayName ?? "",
    promoCode,
    shouldShowPromoDialog: false,
    source,
    isVirtual: user === null,
  });

  const sendToSignIn = (purchase: TPendingPurchase) => {
    setStoredItem("pendingPurchase", { ...purchase, shouldShowPromoDialog: true });
    setStoredItem("authIntent", "purchase");
    keepHold();
    navigate(`${SIGN_IN_PATH}&intent=purchase`);
  };

  // A toast about the code (applied, or dropped and why) stays readable for a moment before the
  // checkout page replaces this one.
  const leaveFor = (url: string, promoCodeError: string | undefined, codeAnnounced: boolean) => {
    keepHold();
    if (promoCodeError !== undefined) toast.error(create.promoIssue, { description: promoCodeError });
    if (promoCodeError === undefined && !codeAnnounced) {
      window.location.assign(url);
      return;
    }
    window.setTimeout(() => window.location.assign(url), PROMO_NOTICE_MS);
  };

  const refuse = (error: ApiError, promoCode: string) => {
    setBusy(null);
    setStep({ kind: "idle" });
    if (error.status === 401) {
      toast.error(create.authToPay);
      setSessionUser(null);
      sendToSignIn(pendingPurchase(promoCode));
      return;
    }
    const nameRefused = nameRefusal(error);
    if (nameRefused !== undefined) {
      toast.error(nameRefused);
      clearStoredItem("pendingPurchase");
      navigate("/", { replace: true });
      return;
    }
    // Over a limit, the sentence says why and when to come back; the purchase waits.
    const limited = limitMessage(error);
    if (limited !== undefined) {
      toast.error(limited);
      return;
    }
    if (hasCode(error, "NO_CHECKOUT_URL")) {
      toast.error(create.noCheckoutUrl);
      clearStoredItem("pendingPayment");
      return;
    }
    toast.error(create.paymentFailed);
  };

  const checkout = async (promoCode: string, button: Exclude<TPurchaseBusy, null>) => {
    setBusy(button);
    const { latitude, longitude } = position;
    const result = await startCheckout({
      mypin: name,
      latitude,
      longitude,
      currency,
      promoCode: promoCode || undefined,
    });
    if (!result.ok) {
      refuse(result.error, promoCode);
      return;
    }
    setStoredItem("pendingPayment", { mypin: name, latitude, longitude, promoCode, timestamp: Date.now() });
    // Busy stays on: the page is on its way to the checkout page.
    leaveFor(result.data.url, result.data.promoCodeError, promoCode !== "");
  };

  const apply = async (promoCode: string) => {
    setStoredItem("pendingPurchase", pendingPurchase(promoCode));
    if (promoCode === "") {
      await checkout("", "skip");
      return;
    }
    setBusy("apply");
    const result = await validatePromoCode(promoCode, name);
    if (!result.ok) {
      if (result.error.status === 401) {
        refuse(result.error, promoCode);
        return;
      }
      setBusy(null);
      toast.error(create.promoIssue, { description: limitMessage(result.error) ?? create.promoUnavailable });
      return;
    }
    if (!result.data.valid) {
      setBusy(null);
      setStep({ kind: "promoError", message: result.data.error ?? create.promoInvalid, code: promoCode });
      return;
    }
    toast.success(success.promoApplied, {
      description: success.promoAppliedDetail(describeDiscount(result.data, discountWords, LOCALE)),
    });
    await checkout(promoCode, "apply");
  };

  const buy = () => {
    const promoCode = defaultPromoCode(name, source);
    if (user === null) {
      toast.error(signInRequired.create);
      sendToSignIn(pendingPurchase(promoCode));
      return;
    }
    setStoredItem("pendingPurchase", pendingPurchase(promoCode));
    setStep({ kind: "promo", code: promoCode });
  };

  // After sign-in the create page reopens with the promotion-code step already open.
  const resume = (purchase: TPendingPurchase) => {
    setStoredItem("pendingPurchase", { ...purchase, shouldShowPromoDialog: false, isVirtual: false });
    setStep({ kind: "promo", code: purchase.promoCode });
  };

  return {
    step,
    busy,
    buy,
    resume,
    apply: (code: string) => void apply(code),
    skip: () => void checkout("", "skip"),
    tryAnotherCode: () => {
      if (step.kind === "promoError") setStep({ kind: "promo", code: step.code });
    },
    close: () => setStep({ kind: "idle" }),
  };
}
