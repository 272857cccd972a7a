import { describe, expect, it } from "vitest";
import { type TFault, takeFault } from "../../tools/stripe-emulator/control.ts";

const fault = (change: Partial<TFault>): TFault => ({
  method: "POST",
  path: "/v1/refunds",
  status: 500,
  count: 1,
  omit: [],
  bodyIncludes: "",
  unanswered: false,
  ...change,
});

// Worker test files run in parallel against one emulator: a fault must reach only the call it names.
describe("takeFault", () => {
  it("matches the start of a path and of its query", () => {
    const faults = [fault({ method: "GET", path: "/v1/promotion_codes?code=SAVE10" })];
    expect(takeFault(faults, "GET", "/v1/promotion_codes?active=true&limit=100", "")).toBeNull();
    expect(takeFault(faults, "GET", "/v1/promotion_codes?code=SAVE10&active=true", "")).not.toBeNull();
    expect(faults).toEqual([]);
  });

  it("matches only a body that holds the named text, decoded from the form", () => {
    const faults = [fault({ bodyIncludes: "corner shop!", count: 2 })];
    expect(takeFault(faults, "POST", "/v1/refunds", "amount=100&metadata[mypin]=other+shop")).toBeNull();
    expect(takeFault(faults, "POST", "/v1/refunds", "amount=100&metadata%5Bmypin%5D=corner+shop%21")).not.toBeNull();
    expect(faults).toHaveLength(1);
  });

  it("matches any body when it names no text, and never another method", () => {
    const faults = [fault({})];
    expect(takeFault(faults, "GET", "/v1/refunds", "")).toBeNull();
    expect(takeFault(faults, "POST", "/v1/refunds/re_1", "%E0%A4%A")).not.toBeNull();
  });
});
