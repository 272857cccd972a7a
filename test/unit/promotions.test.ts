import { describe, expect, it } from "vitest";
import { promoRefusal } from "../../domain/messages/purchase";
import { describeDiscount, specialTrialFor, trialRefusal } from "../../domain/promotions";

describe("specialTrialFor", () => {
  it("knows FREE3 as 90 days and FREE7 as 7, in any case and with spaces around", () => {
    expect(specialTrialFor("FREE3")).toEqual({ code: "FREE3", days: 90 });
    expect(specialTrialFor(" Free3 ")).toEqual({ code: "FREE3", days: 90 });
    expect(specialTrialFor("free7")).toEqual({ code: "FREE7", days: 7 });
  });

  it("leaves every other code to the payment provider", () => {
    for (const code of ["FREE30", "FREE", "WELCOME10", "", "constructor", "__proto__"]) {
      expect(specialTrialFor(code), code).toBeNull();
    }
  });
});

describe("describeDiscount", () => {
  it("words a trial, a percentage and a fixed amount for the 'Promo Code Applied!' toast", () => {
    expect(describeDiscount({ discount: null, specialTrial: { code: "FREE3", days: 90 } })).toBe("90 days free");
    expect(describeDiscount({ discount: { type: "percentage", value: 10 }, specialTrial: null })).toBe("10% off");
    expect(describeDiscount({ discount: { type: "fixed", value: 500, currency: "gbp" }, specialTrial: null })).toBe(
      "£5 off",
    );
    expect(describeDiscount({ discount: { type: "fixed", value: 250, currency: "eur" }, specialTrial: null })).toBe(
      "€2.50 off",
    );
  });
});

describe("trialRefusal", () => {
  const FREE3 = { code: "FREE3", days: 90 } as const;
  const FREE7 = { code: "FREE7", days: 7 } as const;

  it("allows FREE3 only on Premium names and FREE7 only on Basic ones", () => {
    expect(trialRefusal(FREE3, "premium", false)).toBeNull();
    expect(trialRefusal(FREE7, "basic", false)).toBeNull();
    for (const tier of ["simple", "basic"] as const)
      expect(trialRefusal(FREE3, tier, false)).toBe(promoRefusal.wrongTier("FREE3", "premium"));
    for (const tier of ["simple", "premium"] as const)
      expect(trialRefusal(FREE7, tier, false)).toBe(promoRefusal.wrongTier("FREE7", "basic"));
  });

  it("refuses a second trial, and names the tier first when both apply", () => {
    expect(trialRefusal(FREE3, "premium", true)).toBe(promoRefusal.trialUsed);
    expect(trialRefusal(FREE7, "premium", true)).toBe(promoRefusal.wrongTier("FREE7", "basic"));
  });
});
