import { createMiddleware } from "hono/factory";
import type { Env, TSessionUser } from "../env";
import { AppError } from "../errors";

// After this guard a handler's c.var.user is never null.
export const requireUser = createMiddleware<{ Bindings: Env; Variables: { user: TSessionUser } }>(async (c, next) => {
  if (!c.get("user")) throw new AppError("UNAUTHENTICATED");
  await next();
});
