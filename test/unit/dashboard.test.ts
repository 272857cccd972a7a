import { describe, expect, it } from "vitest";
import { dashboardWindows, monthlyRevenue } from "../../domain/dashboard.ts";

const at = (iso: string) => Date.parse(iso);

describe("dashboardWindows", () => {
  it("starts the month and the year at UTC midnight, and the next two months after them", () => {
    const now = at("2027-05-20T15:30:00Z");
    expect(dashboardWindows(now)).toEqual({
      now,
      weekAhead: at("2027-05-27T15:30:00Z"),
      yearStart: at("2027-01-01T00:00:00Z"),
      monthStart: at("2027-05-01T00:00:00Z"),
      nextMonthStart: at("2027-06-01T00:00:00Z"),
      monthAfterNextStart: at("2027-07-01T00:00:00Z"),
    });
  });

  it("carries November and December into the next year", () => {
    expect(dashboardWindows(at("2026-11-30T23:59:59Z"))).toMatchObject({
      nextMonthStart: at("2026-12-01T00:00:00Z"),
      monthAfterNextStart: at("2027-01-01T00:00:00Z"),
    });
    expect(dashboardWindows(at("2026-12-31T23:59:59Z"))).toMatchObject({
      yearStart: at("2026-01-01T00:00:00Z"),
      monthStart: at("2026-12-01T00:00:00Z"),
      nextMonthStart: at("2027-01-01T00:00:00Z"),
      monthAfterNextStart: at("2027-02-01T00:00:00Z"),
    });
  });

  it("puts the first instant of a month in that month, whatever the local time zone says", () => {
    const now = at("2027-03-01T00:00:00Z");
    expect(dashboardWindows(now)).toMatchObject({ monthStart: now, yearStart: at("2027-01-01T00:00:00Z") });
  });

  it("counts a leap February to its last day", () => {
    expect(dashboardWindows(at("2028-02-29T12:00:00Z"))).toMatchObject({
      monthStart: at("2028-02-01T00:00:00Z"),
      nextMonthStart: at("2028-03-01T00:00:00Z"),
    });
  });
});

describe("monthlyRevenue", () => {
  const rates = { gbp: 1.25, eur: 1.1, usd: 1 };

  it("is a twelfth of the yearly amounts per currency, and their dollar sum at the rates", () => {
    expect(monthlyRevenue({ gbp: 2400 + 3600, eur: 2600, usd: 4900 }, rates)).toEqual({
      byCurrency: { gbp: 5, eur: 2.17, usd: 4.08 },
      // 5 * 1.25 + 26/12 * 1.1 + 49/12 = 6.25 + 2.383333 + 4.083333
      usdEstimate: 12.72,
    });
  });

  it("is nothing without paid subscriptions", () => {
    expect(monthlyRevenue({}, rates)).toEqual({ byCurrency: { gbp: 0, eur: 0, usd: 0 }, usdEstimate: 0 });
  });
});
