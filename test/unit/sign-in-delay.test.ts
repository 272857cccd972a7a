import { expect, it } from "vitest";
import { signInDelayMs } from "../../domain/accounts";

it("lets five failures pass freely, then doubles the wait from a second up to five minutes", () => {
  expect([0, 4].map(signInDelayMs)).toEqual([0, 0]);
  expect([5, 6, 7, 12].map(signInDelayMs)).toEqual([1_000, 2_000, 4_000, 128_000]);
  expect([14, 100].map(signInDelayMs)).toEqual([300_000, 300_000]);
});
