import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { THonoEnv } from "../env";
import { randomToken } from "../platform/tokens";
import { cookiePrefixOf } from "./session-cookies";

// A signed-out visitor's hold (the spec's "virtual reservation") is a real hold keyed by a random
// token in this cookie (docs/decisions/006); sign-in converts it to the user's own.
const HOLD_COOKIE = "mypin_hold";
const HOLD_COOKIE_MAX_AGE = 86_400;

export function userHolder(userId: string) {
  return `user:${userId}`;
}

function anonymousHolder(c: Context<THonoEnv>): string | null {
  const token = getCookie(c, HOLD_COOKIE, cookiePrefixOf(c.env));
  return token ? `anonymous:${token}` : null;
}

// The holder this request speaks for: the user when signed in, else the cookie's visitor, if any.
export function currentHolder(c: Context<THonoEnv>): string | null {
  const user = c.get("user");
  return user ? userHolder(user.id) : anonymousHolder(c);
}

function ensureAnonymousHolder(c: Context<THonoEnv>): string {
  const existing = anonymousHolder(c);
  if (existing) return existing;
  const token = randomToken();
  setCookie(c, HOLD_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: HOLD_COOKIE_MAX_AGE,
    prefix: cookiePrefixOf(c.env),
  });
  return `anonymous:${token}`;
}

// Everyone a hold request may speak for, as holdName takes them: the signed-in user, this browser's
// signed-out holder, and how to make the browser one.
export function holdersOf(c: Context<THonoEnv>) {
  const user = c.get("user");
  return {
    user: user ? { id: user.id, holder: userHolder(user.id) } : null,
    visitor: anonymousHolder(c),
    newVisitor: () => ensureAnonymousHolder(c),
  };
}
