import { describe, expect, it } from "vitest";
import { dayWindow, fillDays, formatUtcDay, utcDay } from "../../domain/analytics";

const at = (iso: string) => Date.parse(iso);

describe("the pins-per-day window", () => {
  it("is the last 90 UTC days, today included, whatever the time of day", () => {
    for (const now of [at("2026-03-31T00:00:00.000Z"), at("2026-03-31T23:59:59.999Z")]) {
      expect(dayWindow(now)).toEqual({ from: at("2026-01-01T00:00:00.000Z"), to: at("2026-04-01T00:00:00.000Z") });
    }
  });

  it("labels a day in short US English, as the day it is in UTC", () => {
    expect(formatUtcDay("2026-01-05")).toBe("Jan 5, 2026");
    expect(formatUtcDay("2026-12-31")).toBe("Dec 31, 2026");
  });

  it("names a day as SQLite's strftime does", () => {
    expect(utcDay(at("2026-02-28T23:59:59.999Z"))).toBe("2026-02-28");
    expect(utcDay(at("2026-03-01T00:00:00.000Z"))).toBe("2026-03-01");
  });
});

describe("filling the days without pins", () => {
  const now = at("2026-03-31T12:00:00.000Z");

  it("answers every day of the window oldest first, zero where SQL found no pins", () => {
    const series = fillDays(
      [
        { day: "2026-03-31", count: 4 },
        { day: "2026-01-01", count: 2 },
        { day: "2026-02-15", count: 7 },
      ],
      now,
    );
    expect(series).toHaveLength(90);
    expect(series[0]).toEqual({ day: "2026-01-01", count: 2 });
    expect(series.at(-1)).toEqual({ day: "2026-03-31", count: 4 });
    expect(series.find((day) => day.day === "2026-02-15")?.count).toBe(7);
    expect(series.reduce((sum, day) => sum + day.count, 0)).toBe(13);
    expect(new Set(series.map((day) => day.day)).size).toBe(90);
  });

  it("leaves out days outside the window", () => {
    const series = fillDays(
      [
        { day: "2025-12-31", count: 9 },
        { day: "2026-04-01", count: 9 },
      ],
      now,
    );
    expect(series.every((day) => day.count === 0)).toBe(true);
  });

  it("crosses a leap day and a year end", () => {
    const series = fillDays([], at("2028-03-01T00:00:00.000Z"), 3);
    expect(series.map((day) => day.day)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(fillDays([], at("2027-01-01T05:00:00.000Z"), 2).map((day) => day.day)).toEqual(["2026-12-31", "2027-01-01"]);
  });
});
