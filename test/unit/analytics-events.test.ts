import { describe, expect, it } from "vitest";
import { expectedLifetimeValue, isVisitorId } from "../../domain/analytics-events.ts";
import { ZEventBody } from "../../domain/schemas.ts";

describe("expectedLifetimeValue", () => {
  it.each([
    ["FREE7", 9.99],
    [" free7 ", 9.99],
    ["FREE3", 19.99],
    ["WELCOME10", 19.99],
    [null, 19.99],
  ])("is the spec's value for %s", (code, value) => {
    expect(expectedLifetimeValue(code)).toBe(value);
  });
});

describe("ZEventBody", () => {
  it("takes a relative path and trims the name", () => {
    expect(ZEventBody.parse({ type: "share", path: "/share/corner%20shop", name: " corner shop " })).toEqual({
      type: "share",
      path: "/share/corner%20shop",
      name: "corner shop",
    });
  });

  it.each(["", "pricing", "/a b", "/?q=1", "//host/"])("refuses the path %j", (path) => {
    expect(ZEventBody.safeParse({ type: "page_view", path }).success).toBe(false);
  });
});

describe("isVisitorId", () => {
  it("takes only the random UUID the app writes", () => {
    expect(isVisitorId(crypto.randomUUID())).toBe(true);
    for (const value of [undefined, "", "admin", "-".repeat(36), `${crypto.randomUUID()}x`])
      expect(isVisitorId(value)).toBe(false);
  });
});
