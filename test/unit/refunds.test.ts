import { describe, expect, it } from "vitest";
import { minorUnits, staffDeleteRefund } from "../../domain/refunds";

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const YEAR = { periodStart: START, periodEnd: START + 365 * DAY };

describe("staffDeleteRefund", () => {
  it("refunds the unused half of a paid year, less the fee for a violation", () => {
    const halfway = START + 182.5 * DAY;
    expect(staffDeleteRefund({ ...YEAR, paidMinor: 2400, at: halfway, reason: "violation", adminFeeMinor: 300 })).toBe(
      900,
    );
    expect(staffDeleteRefund({ ...YEAR, paidMinor: 2400, at: halfway, reason: "mistake", adminFeeMinor: 300 })).toBe(
      1200,
    );
    expect(
      staffDeleteRefund({ ...YEAR, paidMinor: 2400, at: halfway, reason: "owner_request", adminFeeMinor: 300 }),
    ).toBe(1200);
  });

  it("rounds down to the minor unit", () => {
    // 3599 × 100/365 = 986.0273..., and 3599 × 1/3 of a period = 1199.666...
    expect(
      staffDeleteRefund({
        ...YEAR,
        paidMinor: 3599,
        at: YEAR.periodEnd - 100 * DAY,
        reason: "mistake",
        adminFeeMinor: 0,
      }),
    ).toBe(986);
    expect(
      staffDeleteRefund({ periodStart: 0, periodEnd: 3, paidMinor: 3599, at: 2, reason: "mistake", adminFeeMinor: 0 }),
    ).toBe(1199);
  });

  it("never goes below zero when the fee is larger than what is left", () => {
    const lastWeek = YEAR.periodEnd - 7 * DAY;
    // 2400 × 7/365 = 46.02: less than a £3 fee.
    expect(staffDeleteRefund({ ...YEAR, paidMinor: 2400, at: lastWeek, reason: "violation", adminFeeMinor: 300 })).toBe(
      0,
    );
    expect(staffDeleteRefund({ ...YEAR, paidMinor: 2400, at: lastWeek, reason: "mistake", adminFeeMinor: 300 })).toBe(
      46,
    );
  });

  it("refunds nothing during a trial, when nothing was paid", () => {
    expect(staffDeleteRefund({ ...YEAR, paidMinor: 0, at: START + DAY, reason: "mistake", adminFeeMinor: 300 })).toBe(
      0,
    );
  });

  it("refunds all of a period not yet begun and nothing of one already over", () => {
    expect(staffDeleteRefund({ ...YEAR, paidMinor: 2400, at: START - DAY, reason: "mistake", adminFeeMinor: 0 })).toBe(
      2400,
    );
    expect(
      staffDeleteRefund({ ...YEAR, paidMinor: 2400, at: YEAR.periodEnd + DAY, reason: "mistake", adminFeeMinor: 0 }),
    ).toBe(0);
    expect(
      staffDeleteRefund({ periodStart: 5, periodEnd: 5, paidMinor: 2400, at: 5, reason: "mistake", adminFeeMinor: 0 }),
    ).toBe(0);
  });

  it("reads a configured fee in major units as minor units", () => {
    expect(minorUnits(3)).toBe(300);
    expect(minorUnits(3.5)).toBe(350);
    expect(minorUnits(0.1 + 0.2)).toBe(30);
  });
});
