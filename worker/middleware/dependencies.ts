import { createMiddleware } from "hono/factory";
import type { THonoEnv } from "../env";
import { dependencies } from "../platform/dependencies";
import { requestLocale } from "./language";

// Built once per request, before the session is read, so every guard and use case shares one
// database client, one clock and one language (c.var.deps).
export const withDependencies = createMiddleware<THonoEnv>(async (c, next) => {
  c.set("deps", dependencies(c.env, c.executionCtx, { locale: requestLocale(c) }));
  await next();
});
