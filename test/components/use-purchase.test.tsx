import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePurchase } from "../../app/hooks/use-purchase";
import { getStoredItem, setStoredItem } from "../../app/storage";
import { signInRequired } from "../../domain/messages/accounts";
import { nameStatus } from "../../domain/messages/names";
import { create, success } from "../../domain/messages/purchase";
import { endpoints } from "./api";
import { api, renderAppHook, signedIn, visitorFrom } from "./harness";

const checkoutAt = endpoints.checkout;
const promoAt = endpoints["promo-codes"].validate;
const position = { latitude: 51.501, longitude: -0.1416 };
const CHECKOUT_URL = "https://checkout.stripe.test/c/pay/cs_test_1";

// Leaving for the payment provider's page is the one thing the hook does outside the app.
let leftFor: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let assign: { mockRestore: () => void };
beforeEach(() => {
  leftFor = vi.fn<(url: string | URL) => void>();
  assign = vi.spyOn(window.location, "assign").mockImplementation(leftFor);
  visitorFrom("GB");
});
afterEach(() => {
  assign.mockRestore();
});

async function purchase({
  source = "",
  signedInAs = "owner@example.com" as string | null,
  name = "corner shop!",
} = {}) {
  if (signedInAs !== null) signedIn({ email: signedInAs });
  const keepHold = vi.fn();
  const rendered = renderAppHook(() => usePurchase({ name, source, position, keepHold }), {
    at: `/?mypin=${encodeURIComponent(name)}&action=buy`,
  });
  // The session and the visitor's currency are known before anything is bought.
  await waitFor(() => expect(api().requests.map((request) => request.path)).toContain("/api/geo"));
  if (signedInAs !== null)
    await waitFor(() => expect(api().requests.map((request) => request.path)).toContain("/api/me"));
  return { ...rendered, keepHold };
}

const toastTitled = (text: string) => screen.findByText(text, { selector: "[data-title]" });

describe("buying signed out", () => {
  it("keeps the purchase and the hold, and sends the buyer to sign in", async () => {
    const { result, keepHold, location } = await purchase({ signedInAs: null, source: "landing" });
    act(() => result.current.buy());
    expect(await toastTitled(signInRequired.create)).toBeTruthy();
    // The landing's offer is checked for the name when the code step opens; only a typed code is kept.
    expect(getStoredItem("pendingPurchase")).toMatchObject({
      mypin: "corner shop!",
      ...position,
      promoCode: "",
      shouldShowPromoDialog: true,
      isVirtual: true,
    });
    expect(api().calls(promoAt, "$post")).toEqual([]);
    expect(getStoredItem("authIntent")).toBe("purchase");
    expect(keepHold).toHaveBeenCalledOnce();
    expect(location()).toMatchObject({ pathname: "/", search: "?page=auth&intent=purchase" });
  });
});

const FREE3_VALID = { valid: true, error: null, discount: null, specialTrial: { code: "FREE3", days: 90 } } as const;
const FREE3_OFFER = { code: "Free3", gives: "90 days free" };

describe("the landing's offer", () => {
  it("opens the code step with it once a silent check says it applies, or with the buyer's own code", async () => {
    api().answer(promoAt, "$post", 200, FREE3_VALID);
    const { result } = await purchase({ source: "landing" });
    act(() => result.current.buy());
    expect(result.current.busy).toBe("offer");
    await waitFor(() => expect(result.current.step).toEqual({ kind: "promo", code: "Free3", offer: FREE3_OFFER }));
    expect(result.current.busy).toBeNull();
    expect(
      api()
        .calls(promoAt, "$post")
        .map((call) => call.json),
    ).toEqual([{ promoCode: "Free3", mypin: "corner shop!" }]);
    act(() => result.current.close());

    setStoredItem("pendingPurchase", { ...getStoredItem("pendingPurchase")!, promoCode: "SPRING" });
    act(() => result.current.buy());
    expect(result.current.step).toEqual({ kind: "promo", code: "SPRING", offer: null });
    expect(api().calls(promoAt, "$post")).toHaveLength(1);
  });

  it("is not made for a name of another tier, which FREE3 gives nothing, and nothing is asked", async () => {
    const { result } = await purchase({ source: "landing", name: "my3.house6.place" });
    act(() => result.current.buy());
    expect(result.current.step).toEqual({ kind: "promo", code: "", offer: null });
    expect(api().calls(promoAt, "$post")).toEqual([]);
  });

  it("is dropped without a word when it does not apply to this account", async () => {
    api().answer(promoAt, "$post", 200, {
      valid: false,
      error: "This account has already had its free trial.",
      discount: null,
      specialTrial: null,
    });
    const { result } = await purchase({ source: "landing" });
    act(() => result.current.buy());
    await waitFor(() => expect(result.current.step).toEqual({ kind: "promo", code: "", offer: null }));
    expect(screen.queryByText(create.promoErrorTitle)).toBeNull();
    expect(screen.queryByText(create.promoIssue)).toBeNull();
  });

  it("never brings a code typed for another name", async () => {
    setStoredItem("pendingPurchase", {
      mypin: "harbour.view",
      ...position,
      userName: "",
      promoCode: "SAVE5",
      shouldShowPromoDialog: false,
      source: "landing",
      isVirtual: false,
    });
    const { result } = await purchase({ name: "my3.house6.place", source: "landing" });
    act(() => result.current.buy());
    expect(result.current.step).toEqual({ kind: "promo", code: "", offer: null });
  });

  it("is applied without asking again, and told once the checkout has it", async () => {
    api().answer(promoAt, "$post", 200, FREE3_VALID);
    api().answer(checkoutAt, "$post", 200, { url: CHECKOUT_URL });
    const { result } = await purchase({ source: "landing" });
    act(() => result.current.buy());
    await waitFor(() => expect(result.current.step).toMatchObject({ code: "Free3" }));
    act(() => result.current.apply("Free3"));
    expect(await toastTitled(success.promoApplied)).toBeTruthy();
    expect(screen.getByText(success.promoAppliedDetail("90 days free"))).toBeTruthy();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(CHECKOUT_URL), { timeout: 4000 });
    expect(api().calls(promoAt, "$post")).toHaveLength(1);
    expect(api().calls(checkoutAt, "$post")[0]?.json).toMatchObject({ promoCode: "Free3" });
    expect(getStoredItem("pendingPurchase")?.promoCode).toBe("");
  });

  it("is left out without a refusal when the payment provider drops it after all", async () => {
    api().answer(promoAt, "$post", 200, FREE3_VALID);
    api().answer(checkoutAt, "$post", 200, { url: CHECKOUT_URL, promoCodeError: "This code is no longer valid" });
    const { result } = await purchase({ source: "landing" });
    act(() => result.current.buy());
    await waitFor(() => expect(result.current.step).toMatchObject({ code: "Free3" }));
    act(() => result.current.apply("Free3"));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(screen.queryByText(create.promoIssue)).toBeNull();
    expect(screen.queryByText(success.promoApplied)).toBeNull();
  });

  it("gives way to a code the buyer types, which is checked and refused aloud", async () => {
    api().answer(promoAt, "$post", 200, FREE3_VALID);
    const { result } = await purchase({ source: "landing" });
    act(() => result.current.buy());
    await waitFor(() => expect(result.current.step).toMatchObject({ code: "Free3" }));
    api().answer(promoAt, "$post", 200, {
      valid: false,
      error: "This code has expired",
      discount: null,
      specialTrial: null,
    });
    act(() => result.current.apply("OLD"));
    await waitFor(() =>
      expect(result.current.step).toEqual({ kind: "promoError", message: "This code has expired", code: "OLD" }),
    );
  });
});

describe("buying signed in", () => {
  it("skips the code and leaves for the checkout at once, in the visitor's currency", async () => {
    api().answer(checkoutAt, "$post", 200, { url: CHECKOUT_URL });
    const { result, keepHold } = await purchase();
    act(() => result.current.buy());
    act(() => result.current.skip());
    expect(result.current.busy).toBe("skip");
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(
      api()
        .calls(checkoutAt, "$post")
        .map((call) => call.json),
    ).toEqual([{ mypin: "corner shop!", ...position, currency: "gbp" }]);
    expect(getStoredItem("pendingPayment")).toMatchObject({ mypin: "corner shop!", ...position, promoCode: "" });
    expect(keepHold).toHaveBeenCalled();
  });

  it("applies a valid code, says what it gives, and leaves once the toast could be read", async () => {
    api().answer(promoAt, "$post", 200, {
      valid: true,
      error: null,
      discount: null,
      specialTrial: { code: "FREE3", days: 90 },
    });
    api().answer(checkoutAt, "$post", 200, { url: CHECKOUT_URL });
    const { result } = await purchase();
    act(() => result.current.apply("Free3"));
    expect(await toastTitled(success.promoApplied)).toBeTruthy();
    expect(screen.getByText(/^You'll receive .+ on your subscription$/)).toBeTruthy();
    await waitFor(() => expect(api().calls(checkoutAt, "$post")).toHaveLength(1));
    expect(leftFor).not.toHaveBeenCalled();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(CHECKOUT_URL), { timeout: 4000 });
    expect(
      api()
        .calls(promoAt, "$post")
        .map((call) => call.json),
    ).toEqual([{ promoCode: "Free3", mypin: "corner shop!" }]);
    expect(api().calls(checkoutAt, "$post")[0]?.json).toMatchObject({ promoCode: "Free3" });
  });

  it("shows an invalid code's reason, and lets the buyer try another", async () => {
    api().answer(promoAt, "$post", 200, {
      valid: false,
      error: "This code has expired",
      discount: null,
      specialTrial: null,
    });
    const { result } = await purchase();
    act(() => result.current.apply("OLD"));
    await waitFor(() =>
      expect(result.current.step).toEqual({ kind: "promoError", message: "This code has expired", code: "OLD" }),
    );
    expect(result.current.busy).toBeNull();
    act(() => result.current.tryAnotherCode());
    expect(result.current.step).toEqual({ kind: "promo", code: "OLD", offer: null });
    expect(api().calls(checkoutAt, "$post")).toEqual([]);
  });

  it("says a code could not be checked, and stays", async () => {
    api().failNetwork(promoAt, "$post");
    const { result } = await purchase();
    act(() => result.current.apply("Free3"));
    expect(await toastTitled(create.promoIssue)).toBeTruthy();
    expect(screen.getByText(create.promoUnavailable)).toBeTruthy();
    expect(result.current.busy).toBeNull();
    expect(api().calls(checkoutAt, "$post")).toEqual([]);
  });

  it("tells the buyer the payment provider dropped their code, and still leaves for the checkout", async () => {
    api().answer(checkoutAt, "$post", 200, {
      url: CHECKOUT_URL,
      promoCodeError: "This code is not valid for this tier",
    });
    const { result } = await purchase();
    act(() => result.current.skip());
    expect(await toastTitled(create.promoIssue)).toBeTruthy();
    expect(screen.getByText("This code is not valid for this tier")).toBeTruthy();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(CHECKOUT_URL), { timeout: 4000 });
  });
});

describe("a checkout that is refused", () => {
  it("sends a buyer whose session ended back to sign in, keeping the purchase", async () => {
    api().refuse(checkoutAt, "$post", "UNAUTHENTICATED");
    const { result, location } = await purchase();
    act(() => result.current.skip());
    expect(await toastTitled(create.authToPay)).toBeTruthy();
    expect(getStoredItem("pendingPurchase")).toMatchObject({ mypin: "corner shop!", shouldShowPromoDialog: true });
    await waitFor(() => expect(location().search).toBe("?page=auth&intent=purchase"));
    expect(result.current.busy).toBeNull();
  });

  it("gives the purchase up when the name was taken meanwhile", async () => {
    api().refuse(checkoutAt, "$post", "NAME_TAKEN");
    const { result, location } = await purchase();
    act(() => result.current.skip());
    expect(await toastTitled(nameStatus.alreadyExists)).toBeTruthy();
    expect(getStoredItem("pendingPurchase")).toBeNull();
    await waitFor(() => expect(location()).toMatchObject({ pathname: "/", search: "" }));
  });

  it("keeps the purchase over a limit, saying when to come back", async () => {
    api().refuse(checkoutAt, "$post", "PAYMENT_RATE_LIMITED", { retryAfter: 120 });
    const { result } = await purchase();
    act(() => result.current.buy());
    act(() => result.current.skip());
    expect(await screen.findByText(/You can try again in 2 minutes\.$/, { selector: "[data-title]" })).toBeTruthy();
    expect(getStoredItem("pendingPurchase")).toMatchObject({ mypin: "corner shop!" });
    expect(result.current.step).toEqual({ kind: "idle" });
  });

  it("says the provider sent no checkout page, and forgets the payment", async () => {
    api().refuse(checkoutAt, "$post", "NO_CHECKOUT_URL");
    const { result } = await purchase();
    act(() => result.current.skip());
    expect(await toastTitled(create.noCheckoutUrl)).toBeTruthy();
    expect(getStoredItem("pendingPayment")).toBeNull();
  });

  it("says the payment could not start when the provider fails, and the buttons work again", async () => {
    api().refuse(checkoutAt, "$post", "PAYMENT_FAILED");
    const { result } = await purchase();
    act(() => result.current.skip());
    expect(await toastTitled(create.paymentFailed)).toBeTruthy();
    expect(result.current.busy).toBeNull();
    expect(leftFor).not.toHaveBeenCalled();
  });
});
