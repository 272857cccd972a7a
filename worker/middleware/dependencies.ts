import { createMiddleware } from "hono/factory";
import type { THonoEnv } from "../env";
import { dependencies } from "../platform/dependencies";

// Built once per request, before the session is read, so every guard and use case shares one
// database client and one clock (c.var.deps).
export const withDependencies = createMiddleware<THonoEnv>(async (c, next) => {
  c.set("deps", dependencies(c.env, c.executionCtx));
  await next();
});
