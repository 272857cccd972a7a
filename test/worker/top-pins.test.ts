import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { apiFrom } from "../helpers/worker/api";
import { makePin } from "../helpers/worker/pins";

it("lists the ten most searched pins by name, most searched first", async () => {
  const names = Array.from({ length: 12 }, (_, count) => `popular ${String(count).padStart(2, "0")}`);
  for (const [count, mypin] of names.entries()) await makePin(env.DB, { mypin, rankedSearches: 1_000_000 + count });
  const response = await apiFrom()["top-pins"].$get();
  expect(response.status).toBe(200);
  const { pins } = await response.json();
  expect(pins).toEqual(
    names
      .slice(2)
      .reverse()
      .map((mypin) => ({ mypin })),
  );
});
