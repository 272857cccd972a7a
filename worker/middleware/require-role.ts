import { createMiddleware } from "hono/factory";
import type { TRole } from "../../domain/accounts";
import type { TSignedInEnv } from "../env";
import { AppError } from "../errors";
import { withPart } from "../openapi/operations";
import { rolesOf } from "../services/accounts/account-roles";
import { assertLiveSession } from "./require-live-session";

// Roles are read from D1 on every guarded request, not from the token: a revoked or expired role
// stops working at once rather than when the access token runs out. Every staff route is a
// sensitive one, so the session itself is checked in D1 too.
export function requireRole(...allowed: TRole[]) {
  const middleware = createMiddleware<TSignedInEnv>(async (c, next) => {
    const user = await assertLiveSession(c);
    const roles = await rolesOf(c.var.deps, user);
    if (!roles.some((role) => allowed.includes(role))) throw new AppError("FORBIDDEN");
    await next();
  });
  return withPart(middleware, { kind: "access", access: { roles: allowed } });
}
