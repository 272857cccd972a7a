import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { get } from "../helpers/worker/api";
import { makePin } from "../helpers/worker/pins";

it("lists the ten most searched pins, most searched first", async () => {
  for (let count = 0; count < 12; count += 1) {
    await makePin(env.DB, { mypin: `popular ${String(count).padStart(2, "0")}`, searchCount: 1000 + count });
  }
  const response = await get("/api/top-pins");
  expect(response.status).toBe(200);
  const { pins } = (await response.json()) as { pins: { mypin: string; searchCount: number }[] };
  expect(pins).toHaveLength(10);
  expect(pins.map((p) => p.searchCount)).toEqual([1011, 1010, 1009, 1008, 1007, 1006, 1005, 1004, 1003, 1002]);
  expect(pins[0]).toEqual({ mypin: "popular 11", searchCount: 1011 });
});
