import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistance } from "../../domain/edit-distance.ts";

describe("editDistance", () => {
  it.each([
    ["corner shop", "corner shop", 0],
    ["corner shop", "corner shap", 1],
    ["corner shop", "corner shops", 1],
    ["corner shop", "corner sho", 1],
    ["corner shop", "corner hsop", 1],
    ["corner shop", "croner shpo", 2],
    ["corner shop", "corner", 5],
    ["", "abc", 3],
    ["abc", "", 3],
    ["", "", 0],
    ["ca", "abc", 3],
    ["café", "cafe", 1],
    ["𝒜bc", "abc", 1],
    ["the mill house", "the rnill house", 2],
  ])("%j to %j is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it("is zero only for the same name, and the same both ways", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });

  it("lies between the difference in length and the longer length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const [m, n] = [Array.from(a).length, Array.from(b).length];
        expect(editDistance(a, b)).toBeGreaterThanOrEqual(Math.abs(m - n));
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(m, n));
      }),
    );
  });

  it("counts one edit of any kind as one", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 12, unit: "grapheme-ascii" }), fc.nat(), (name, at) => {
        const i = at % (name.length - 1);
        const swapped = name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
        expect(editDistance(name, swapped)).toBe(name[i] === name[i + 1] ? 0 : 1);
        expect(editDistance(name, name.slice(0, i) + name.slice(i + 1))).toBe(1);
        expect(editDistance(name, `${name.slice(0, i)}~${name.slice(i)}`)).toBe(1);
      }),
    );
  });
});
