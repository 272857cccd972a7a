import { expect, it } from "vitest";

it("makes zod jitless before it loads, so it never probes for eval under the pages' security policy", async () => {
  await import("../../app/zod-without-eval.ts");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
});
