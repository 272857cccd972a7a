import { describe, expect, it } from "vitest";
import { describeDiscount, specialTrialFor } from "../../domain/promotions";

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
