import { createMiddleware } from "hono/factory";
import type { TSignedInEnv } from "../env";
import { AppError } from "../errors";
import { withPart } from "../openapi/operations";

// After this guard a handler's c.var.user is never null.
export const requireUser = withPart(
  createMiddleware<TSignedInEnv>(async (c, next) => {
    if (!c.get("user")) throw new AppError("UNAUTHENTICATED");
    await next();
  }),
  { kind: "access", access: "user" },
);
