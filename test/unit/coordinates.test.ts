import { describe, expect, it } from "vitest";
import { DEFAULT_CENTER, formatCoordinate, parseCoordinates, ZOOM } from "../../domain/coordinates.ts";
import { coordinates } from "../../domain/messages/search.ts";
import { ZCoordinates } from "../../domain/schemas.ts";

function messagesOf(input: unknown): string[] {
  return ZCoordinates.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe("ZCoordinates", () => {
  it.each([
    { latitude: 90, longitude: 180 },
    { latitude: -90, longitude: -180 },
    { latitude: 0, longitude: 0 },
  ])("accepts the edge %j", (point) => {
    expect(ZCoordinates.parse(point)).toEqual(point);
  });

  it.each([
    { latitude: 90.0001, longitude: 0 },
    { latitude: -90.0001, longitude: 0 },
    { latitude: 0, longitude: 180.5 },
    { latitude: 0, longitude: -180.5 },
    { latitude: Number.NaN, longitude: 0 },
    { latitude: 0, longitude: Number.NEGATIVE_INFINITY },
    { latitude: "40", longitude: 0 },
    { longitude: 0 },
  ])("refuses %j as invalid coordinates", (point) => {
    expect(messagesOf(point)).toEqual([coordinates.invalid]);
  });

  it("refuses a value that is not an object", () => {
    expect(messagesOf(null)).toEqual([coordinates.invalid]);
  });
});

describe("parseCoordinates", () => {
  it("reads numbers", () => {
    expect(parseCoordinates(40.7128, -74.006)).toEqual({ latitude: 40.7128, longitude: -74.006 });
  });

  it("reads numeric strings from a link", () => {
    expect(parseCoordinates("40.7128", "-74.006")).toEqual({ latitude: 40.7128, longitude: -74.006 });
    expect(parseCoordinates(" +0.5 ", ".25")).toEqual({ latitude: 0.5, longitude: 0.25 });
  });

  it("reads zero", () => {
    expect(parseCoordinates("0", "0")).toEqual({ latitude: 0, longitude: 0 });
  });

  it.each([
    ["", "0"],
    ["0", "  "],
    [undefined, "0"],
    ["0", null],
    ["abc", "0"],
    ["NaN", "0"],
    ["Infinity", "0"],
    ["0x10", "0"],
    ["1e1", "0"],
    [Number.NaN, 0],
    ["90.0001", "0"],
    ["0", "180.5"],
  ])("gives null for %j, %j", (lat, lng) => {
    expect(parseCoordinates(lat, lng)).toBeNull();
  });
});

describe("formatCoordinate", () => {
  it("shows six decimals", () => {
    expect(formatCoordinate(40.7128)).toBe("40.712800");
    expect(formatCoordinate(-74.006)).toBe("-74.006000");
    expect(formatCoordinate(1.23456789)).toBe("1.234568");
  });
});

describe("map defaults", () => {
  it("centres on 40.7128, -74.006", () => {
    expect(DEFAULT_CENTER).toEqual({ latitude: 40.7128, longitude: -74.006 });
  });

  it("zooms 15 with a name, 16 without, 10 by default", () => {
    expect(ZOOM).toEqual({ withName: 15, withoutName: 16, default: 10 });
  });
});
