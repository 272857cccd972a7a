import { createMiddleware } from "hono/factory";
import { configOf } from "../config";
import type { THonoEnv } from "../env";

// A deployment missing a secret (or with a weak one) answers 503 before any route starts its work.
export const requireConfig = createMiddleware<THonoEnv>(async (c, next) => {
  configOf(c.env);
  await next();
});
