import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { ACCESS_TTL_MS, REFRESH_TTL_MS, type TIssuedSession } from "./sessions";

export const ACCESS_COOKIE = "mypin_access";
export const REFRESH_COOKIE = "mypin_refresh";

// HttpOnly keeps the tokens from scripts; Lax still sends them when a link from an e-mail opens the app.
const OPTIONS: CookieOptions = { httpOnly: true, secure: true, sameSite: "Lax", path: "/" };

export function setSessionCookies(c: Context, issued: TIssuedSession) {
  setCookie(c, ACCESS_COOKIE, issued.access, { ...OPTIONS, maxAge: ACCESS_TTL_MS / 1000 });
  if (issued.refresh) setCookie(c, REFRESH_COOKIE, issued.refresh, { ...OPTIONS, maxAge: REFRESH_TTL_MS / 1000 });
}

export function clearSessionCookies(c: Context) {
  deleteCookie(c, ACCESS_COOKIE, OPTIONS);
  deleteCookie(c, REFRESH_COOKIE, OPTIONS);
}
