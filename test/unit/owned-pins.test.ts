import { describe, expect, it } from "vitest";
import { cancellationStatus, countByTier, OWNED_PINS_PAGE_SIZE, orderByTier, pageOf } from "../../domain/owned-pins.ts";

const named = (...names: string[]) => names.map((mypin) => ({ mypin }));

describe("orderByTier", () => {
  it("puts Premium, then Simple, then Basic, each alphabetical", () => {
    const ordered = orderByTier(named("b.c.d", "zoo", "b.c", "a.b.c", "home", "a.b"));
    expect(ordered.map((pin) => pin.mypin)).toEqual(["home", "zoo", "a.b", "b.c", "a.b.c", "b.c.d"]);
  });

  it("leaves its input as it was", () => {
    const pins = named("b", "a");
    orderByTier(pins);
    expect(pins.map((pin) => pin.mypin)).toEqual(["b", "a"]);
  });
});

describe("countByTier", () => {
  it("counts every tier, including the empty ones", () => {
    expect(countByTier(named("home", "a.b", "shop"))).toEqual({ premium: 2, simple: 1, basic: 0 });
    expect(countByTier([])).toEqual({ premium: 0, simple: 0, basic: 0 });
  });
});

describe("pageOf", () => {
  it("cuts pages of 50 from the first page on", () => {
    const items = Array.from({ length: 53 }, (_, index) => index);
    expect(OWNED_PINS_PAGE_SIZE).toBe(50);
    expect(pageOf(items, 1)).toEqual(items.slice(0, 50));
    expect(pageOf(items, 2)).toEqual([50, 51, 52]);
    expect(pageOf(items, 3)).toEqual([]);
  });
});

describe("cancellationStatus", () => {
  // A pin without a subscription (one from before payments): only the requests tell.
  const pin = { mypin: "home", createdAt: 1_000, cancelAtPeriodEnd: null };

  it("follows the newest request about the pin made since it was created", () => {
    expect(cancellationStatus([], pin)).toBe("none");
    expect(
      cancellationStatus(
        [
          { mypin: "home", processed: true, createdAt: 2_000 },
          { mypin: "home", processed: false, createdAt: 1_500 },
        ],
        pin,
      ),
    ).toBe("processed");
    expect(
      cancellationStatus(
        [
          { mypin: "home", processed: false, createdAt: 2_000 },
          { mypin: "home", processed: true, createdAt: 1_500 },
        ],
        pin,
      ),
    ).toBe("pending");
  });

  it("ignores requests about other pins and about an earlier pin of the same name", () => {
    expect(cancellationStatus([{ mypin: "shop", processed: true, createdAt: 2_000 }], pin)).toBe("none");
    expect(cancellationStatus([{ mypin: "home", processed: true, createdAt: 999 }], pin)).toBe("none");
  });

  it("takes the subscription's word once there is one: the billing portal can cancel and renew", () => {
    const processed = [{ mypin: "home", processed: true, createdAt: 2_000 }];
    expect(cancellationStatus(processed, { ...pin, cancelAtPeriodEnd: false })).toBe("none");
    expect(cancellationStatus([], { ...pin, cancelAtPeriodEnd: true })).toBe("processed");
    expect(cancellationStatus(processed, { ...pin, cancelAtPeriodEnd: true })).toBe("processed");
  });

  it("still says pending while the provider has not taken the request, whatever the subscription says", () => {
    const pending = [{ mypin: "home", processed: false, createdAt: 2_000 }];
    expect(cancellationStatus(pending, { ...pin, cancelAtPeriodEnd: false })).toBe("pending");
  });
});
