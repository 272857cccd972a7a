import { describe, expect, it } from "vitest";
import { closestNames, MAX_SUGGESTIONS } from "../../domain/name-suggestions.ts";

describe("closestNames", () => {
  it("keeps the names at most two edits away, the nearest first and ties in name order", () => {
    const candidates = ["corner shops", "corner shoppe", "korner shop", "corner", "corner shap", "corner sohp"];
    expect(closestNames("corner shop", candidates)).toEqual(["corner shap", "corner shops", "corner sohp"]);
  });

  it("answers at most three, the rest cut after sorting", () => {
    const candidates = ["abcdx", "abcdy", "abcdzz", "abcdw", "abcdv"];
    expect(closestNames("abcd", candidates)).toHaveLength(MAX_SUGGESTIONS);
    expect(closestNames("abcd", candidates)).toEqual(["abcdv", "abcdw", "abcdx"]);
  });

  it("never answers the typed name itself, nor one name twice", () => {
    expect(closestNames("corner shop", ["corner shop", "corner shap", "corner shap"])).toEqual(["corner shap"]);
  });

  it("answers nothing when nothing is close or there is nothing to look at", () => {
    expect(closestNames("corner shop", ["market hall", "cornershopping"])).toEqual([]);
    expect(closestNames("corner shop", [])).toEqual([]);
  });
});
