import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { findSession } from "../../db/queries/sessions";
import { isSessionLive } from "../../domain/sessions";
import type { TSignedInEnv } from "../env";
import { AppError } from "../errors";
import { clearSessionCookies } from "../http/session-cookies";
import { withPart } from "../openapi/operations";

type TGuarded = TSignedInEnv;

// An access token stays valid for up to 15 minutes after sign-out or a password reset, so the
// sensitive routes read the session row in D1 and refuse a revoked, expired or idle one at once.
export async function assertLiveSession(c: Context<TGuarded>) {
  const user = c.get("user");
  if (!user) throw new AppError("UNAUTHENTICATED");
  const session = await findSession(c.var.deps.db, user.sessionId);
  if (!session || session.userId !== user.id || !isSessionLive(session, c.var.deps.now)) {
    clearSessionCookies(c);
    throw new AppError("UNAUTHENTICATED");
  }
  return user;
}

// For payments, cancellation and the password; requireRole does the same for every staff route.
// Includes requireUser's check.
export const requireLiveSession = withPart(
  createMiddleware<TGuarded>(async (c, next) => {
    await assertLiveSession(c);
    await next();
  }),
  { kind: "access", access: "live-session" },
);
