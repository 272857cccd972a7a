import { describe, expect, it } from "vitest";
import { directionsLink, isAllowedMapLink, MAX_SHARE_LINK_LENGTH, shareLink } from "../../domain/links.ts";
import { coordinates } from "../../domain/messages/search.ts";

const HOME = { latitude: 40.7128, longitude: -74.006 };
const WORK = { latitude: 51.5074, longitude: -0.1278 };

describe("shareLink", () => {
  it("puts the name in the pin query", () => {
    expect(shareLink("my.pin2", "https://mypin.app")).toBe("https://mypin.app/?pin=my.pin2");
  });

  it("encodes the name", () => {
    expect(shareLink("corner shop!", "https://mypin.app")).toBe("https://mypin.app/?pin=corner%20shop!");
    expect(shareLink("café", "https://mypin.app")).toBe("https://mypin.app/?pin=caf%C3%A9");
  });

  it("strips one trailing slash from the origin", () => {
    expect(shareLink("a", "http://localhost:8787/")).toBe("http://localhost:8787/?pin=a");
  });

  it("allows 2048 characters", () => {
    expect(MAX_SHARE_LINK_LENGTH).toBe(2048);
  });
});

describe("directionsLink", () => {
  it("builds an Apple Maps driving link to the destination", () => {
    const link = directionsLink("apple", HOME);
    expect(link).toBe("https://maps.apple.com/?daddr=40.7128%2C-74.006&dirflg=d");
  });

  it("adds the start to an Apple Maps link", () => {
    const url = new URL(directionsLink("apple", HOME, WORK));
    expect(url.searchParams.get("daddr")).toBe("40.7128,-74.006");
    expect(url.searchParams.get("saddr")).toBe("51.5074,-0.1278");
    expect(url.searchParams.get("dirflg")).toBe("d");
  });

  it("builds a Google Maps driving link to the destination", () => {
    const link = directionsLink("google", HOME);
    expect(link).toBe("https://www.google.com/maps/dir/?api=1&destination=40.7128%2C-74.006&travelmode=driving");
  });

  it("adds the start to a Google Maps link as its origin", () => {
    const url = new URL(directionsLink("google", HOME, WORK));
    expect(url.searchParams.get("destination")).toBe("40.7128,-74.006");
    expect(url.searchParams.get("origin")).toBe("51.5074,-0.1278");
    expect(url.searchParams.get("travelmode")).toBe("driving");
  });

  it.each([
    { latitude: 91, longitude: 0 },
    { latitude: 0, longitude: -181 },
    { latitude: Number.NaN, longitude: 0 },
    { latitude: 0, longitude: Number.POSITIVE_INFINITY },
  ])("throws on the destination %j", (point) => {
    expect(() => directionsLink("google", point)).toThrow(coordinates.invalid);
  });

  it("throws on an invalid start", () => {
    expect(() => directionsLink("apple", HOME, { latitude: -90.5, longitude: 0 })).toThrow(coordinates.invalid);
  });
});

describe("isAllowedMapLink", () => {
  it("allows the links directionsLink builds", () => {
    expect(isAllowedMapLink(directionsLink("apple", HOME, WORK))).toBe(true);
    expect(isAllowedMapLink(directionsLink("google", HOME, WORK))).toBe(true);
  });

  it.each([
    "https://maps.apple.com/?q=home",
    "https://maps.google.com/?q=40.7,-74",
    "https://www.google.com/maps",
    "https://www.google.com/maps/place/Somewhere",
  ])("allows %s", (url) => {
    expect(isAllowedMapLink(url)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "http://maps.apple.com/?daddr=1,1",
    "https://maps.apple.com.evil.com/",
    "https://evilmaps.apple.com/",
    "https://maps.apple.com@evil.com/",
    "https://evil.com@maps.apple.com/",
    "https://maps.apple.com:8443/",
    "https://google.com/maps",
    "https://www.google.com/search?q=maps",
    "https://www.google.com/mapsevil",
    "not a url",
    "",
  ])("refuses %s", (url) => {
    expect(isAllowedMapLink(url)).toBe(false);
  });
});
