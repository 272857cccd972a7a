import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions, CookiePrefixOptions } from "hono/utils/cookie";
import { configOf } from "../config";
import type { Env } from "../env";
import type { TIssuedSession } from "../services/accounts/sessions";

export const ACCESS_COOKIE = "mypin_access";
export const REFRESH_COOKIE = "mypin_refresh";

type TCookieName = typeof ACCESS_COOKIE | typeof REFRESH_COOKIE;

// HttpOnly keeps the tokens from scripts; Lax still sends them when a link from an e-mail opens the app.
const OPTIONS: CookieOptions = { httpOnly: true, secure: true, sameSite: "Lax", path: "/" };

// In production every cookie of ours that the worker sets (the session's, a signed-out hold's, a
// pending sign-up's) carries the __Host- prefix: the browser then keeps it only when set Secure,
// for Path=/ and without a Domain, so no subdomain or plain-http page can plant or shadow it.
// Development is plain http, where browsers have not always agreed on the prefix, so there the
// names stay plain (docs/decisions/022).
export function cookiePrefixOf(env: Env): CookiePrefixOptions | undefined {
  return configOf(env).ENVIRONMENT === "production" ? "host" : undefined;
}

export function readSessionCookie(c: Context, name: TCookieName) {
  return getCookie(c, name, cookiePrefixOf(c.env));
}

export function setSessionCookies(c: Context, issued: TIssuedSession) {
  const options = { ...OPTIONS, prefix: cookiePrefixOf(c.env) };
  setCookie(c, ACCESS_COOKIE, issued.access, { ...options, maxAge: Math.floor(issued.accessTtlMs / 1000) });
  if (issued.refresh) {
    setCookie(c, REFRESH_COOKIE, issued.refresh, { ...options, maxAge: Math.floor(issued.sessionTtlMs / 1000) });
  }
}

export function clearSessionCookies(c: Context) {
  const options = { ...OPTIONS, prefix: cookiePrefixOf(c.env) };
  deleteCookie(c, ACCESS_COOKIE, options);
  deleteCookie(c, REFRESH_COOKIE, options);
}
