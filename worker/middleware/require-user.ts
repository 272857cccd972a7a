import { createMiddleware } from "hono/factory";
import type { Env, TSessionUser } from "../env";
import { AppError } from "../errors";
import { withPart } from "../openapi/operations";

// After this guard a handler's c.var.user is never null.
export const requireUser = withPart(
  createMiddleware<{ Bindings: Env; Variables: { user: TSessionUser } }>(async (c, next) => {
    if (!c.get("user")) throw new AppError("UNAUTHENTICATED");
    await next();
  }),
  { kind: "access", access: "user" },
);
