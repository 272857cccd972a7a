import { describe, expect, it } from "vitest";
import { formatShortDateTime } from "../../domain/dates";

describe("formatShortDateTime", () => {
  it("shows short month, day, year, hour and minute in English (US)", () => {
    expect(formatShortDateTime(Date.UTC(2026, 10, 22, 21, 7), "UTC")).toBe("Nov 22, 2026, 9:07 PM");
  });

  it("shows the morning and midnight on a 12-hour clock", () => {
    expect(formatShortDateTime(Date.UTC(2027, 0, 3, 0, 30), "UTC")).toBe("Jan 3, 2027, 12:30 AM");
  });

  it("reads the instant in the time zone it is given", () => {
    expect(formatShortDateTime(Date.UTC(2026, 5, 1, 12, 0), "America/New_York")).toBe("Jun 1, 2026, 8:00 AM");
  });
});
