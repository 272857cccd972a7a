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
import { clearStoredItem, setStoredItem, type TPendingPurchase } from "../storage";
import { appliedOffer, landingOffer, type TOffer, type TPurchaseStep, typedPromoCode } from "./promo-code-step";
import { useBackFromCache } from "./use-back-from-cache";
import { useCurrencies } from "./use-currencies";
import { useNavigate } from "./use-navigate";
import { useSession } from "./use-session";
import { useSetSessionUser } from "./use-session-changes";

// Which button waits: Buy while the landing's offer is checked, Apply (a code is checked, then
// checkout) or Skip (checkout without a code).
export type TPurchaseBusy = "offer" | "apply" | "skip" | null;

// Time to read what became of a code before the checkout page replaces this one.
const PROMO_NOTICE_MS = 2000;

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

  // Only a code the buyer typed is kept with the purchase: the landing's offer is checked afresh
  // for the name whenever the code step opens.
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
  // checkout page replaces this one. The landing's offer, checked for this name already, is told
  // only once the checkout has it; should the provider drop it after all, the buyer, who typed no
  // code, is not told of a refusal.
  const leaveFor = (url: string, promoCodeError: string | undefined, code: { text: string; offer: TOffer }) => {
    keepHold();
    const announced = promoCodeError === undefined && code.text !== "";
    if (code.offer !== null && announced) {
      toast.success(success.promoApplied, { description: success.promoAppliedDetail(code.offer.gives) });
    }
    if (code.offer === null && promoCodeError !== undefined) {
      toast.error(create.promoIssue, { description: promoCodeError });
    }
    if (!announced && (code.offer !== null || promoCodeError === undefined)) {
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

  // offer: the landing's offer, when promoCode is it.
  const checkout = async (promoCode: string, button: "apply" | "skip", offer: TOffer = null) => {
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
      refuse(result.error, offer === null ? promoCode : "");
      return;
    }
    setStoredItem("pendingPayment", { mypin: name, latitude, longitude, promoCode, timestamp: Date.now() });
    // Busy stays on: the page is on its way to the checkout page.
    leaveFor(result.data.url, result.data.promoCodeError, { text: promoCode, offer });
  };

  // A session that ended meanwhile is refused as the checkout would be; a check that could not be
  // made leaves the code step open, to apply again.
  const promoCheckFailed = (error: ApiError, promoCode: string) => {
    if (error.status === 401) {
      refuse(error, promoCode);
      return;
    }
    setBusy(null);
    toast.error(create.promoIssue, { description: limitMessage(error) ?? create.promoUnavailable });
  };

  const applyTypedCode = async (promoCode: string) => {
    setBusy("apply");
    const result = await validatePromoCode(promoCode, name);
    if (!result.ok) {
      promoCheckFailed(result.error, promoCode);
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

  const apply = async (promoCode: string) => {
    const offer = appliedOffer(step, promoCode);
    setStoredItem("pendingPurchase", pendingPurchase(offer === null ? promoCode : ""));
    if (promoCode === "") await checkout("", "skip");
    else if (offer !== null) await checkout(promoCode, "apply", offer);
    else await applyTypedCode(promoCode);
  };

  // The code step opens with the buyer's own code for this name, else with the landing's offer
  // once a silent check says it applies to this name and account, else empty: nobody is ever
  // refused a code they did not type.
  const openCodeStep = async (typed: string) => {
    const offered = typed === "" ? landingOffer(name, source) : null;
    if (offered === null) {
      setStep({ kind: "promo", code: typed, offer: null });
      return;
    }
    setBusy("offer");
    const result = await validatePromoCode(offered, name);
    setBusy(null);
    if (!result.ok || !result.data.valid) {
      setStep({ kind: "promo", code: "", offer: null });
      return;
    }
    const gives = describeDiscount(result.data, discountWords, LOCALE);
    setStep({ kind: "promo", code: offered, offer: { code: offered, gives } });
  };

  const buy = () => {
    const typed = typedPromoCode(name);
    if (user === null) {
      toast.error(signInRequired.create);
      sendToSignIn(pendingPurchase(typed));
      return;
    }
    setStoredItem("pendingPurchase", pendingPurchase(typed));
    void openCodeStep(typed);
  };

  // After sign-in the create page reopens with the promotion-code step already open.
  const resume = (purchase: TPendingPurchase) => {
    setStoredItem("pendingPurchase", { ...purchase, shouldShowPromoDialog: false, isVirtual: false });
    void openCodeStep(purchase.promoCode);
  };

  return {
    step,
    busy,
    buy,
    resume,
    apply: (code: string) => void apply(code),
    skip: () => void checkout("", "skip"),
    tryAnotherCode: () => {
      if (step.kind === "promoError") setStep({ kind: "promo", code: step.code, offer: null });
    },
    close: () => setStep({ kind: "idle" }),
  };
}
