import { describe, expect, it } from "vitest";
import { shareMetaFor } from "../../domain/share-meta.ts";

const ORIGIN = "https://mypin.app";

describe("shareMetaFor", () => {
  it("names the pin in the title and description and links to its search", () => {
    expect(shareMetaFor("corner shop!", ORIGIN)).toEqual({
      name: "corner shop!",
      title: "MyPin: corner shop!",
      description: "Get directions to corner shop! in Apple Maps or Google Maps.",
      url: "https://mypin.app/?pin=corner%20shop!",
    });
  });

  it("uses the lower-cased, trimmed name the pin is stored under", () => {
    expect(shareMetaFor("  My.Pin2 ", ORIGIN)).toMatchObject({
      name: "my.pin2",
      title: "MyPin: my.pin2",
      url: "https://mypin.app/?pin=my.pin2",
    });
  });

  it("builds the link on the origin it is given", () => {
    expect(shareMetaFor("my.pin2", "http://localhost:8787")?.url).toBe("http://localhost:8787/?pin=my.pin2");
  });

  it("gives no card for a name the search would refuse", () => {
    for (const name of ["", "   ", 'say "hi"', "<script>", "a..b", "a.b.c.d", "x".repeat(31), "fish & chips"]) {
      expect(shareMetaFor(name, ORIGIN), name).toBeNull();
    }
  });
});
