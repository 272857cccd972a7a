import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { THonoEnv } from "../env";
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  readSessionCookie,
  setSessionCookies,
} from "../http/session-cookies";
import { readAccessToken, refreshSession } from "../services/accounts/sessions";

// Every /api request learns who is signing it. An expired access token is renewed from the refresh
// cookie in the same response, so the app never calls a refresh endpoint (auth contract).
export const session = createMiddleware<THonoEnv>(async (c, next) => {
  c.set("user", await currentUser(c));
  await next();
});

async function currentUser(c: Context<THonoEnv>) {
  const { deps } = c.var;
  const access = readSessionCookie(c, ACCESS_COOKIE);
  const fromAccess = access ? await readAccessToken(deps, access) : null;
  if (fromAccess) return fromAccess;

  const refresh = readSessionCookie(c, REFRESH_COOKIE);
  if (!refresh) return null;
  const issued = await refreshSession(deps, refresh);
  if (!issued) {
    clearSessionCookies(c);
    return null;
  }
  setSessionCookies(c, issued);
  return issued.user;
}
