import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { PENDING_SIGN_UP_RETENTION_MS } from "../../db/queries/tokens";
import { CODE_TTL_MS } from "../../domain/accounts";
import type { THonoEnv } from "../env";
import { randomToken, sha256 } from "../platform/tokens";
import { cookiePrefixOf } from "./session-cookies";

// A pending sign-up belongs to the browser that started it (docs/decisions/018).
// The browser that started a sign-up keeps a random nonce here; the pending row keeps its hash.
// Path=/ because the __Host- prefix it has in production allows no other.
const SIGN_UP_COOKIE = "mypin_sign_up";
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: "Lax", path: "/" } as const;

// A fresh nonce for every sign-up form sent, so a sign-up started again replaces the old binding.
export async function newSignUpBrowser() {
  const nonce = randomToken();
  return { nonce, hash: await sha256(nonce) };
}

// Set only once the sign-up is saved: a refused one leaves the browser bound to its earlier sign-up.
export function bindSignUpToBrowser(c: Context<THonoEnv>, nonce: string) {
  setCookie(c, SIGN_UP_COOKIE, nonce, {
    ...COOKIE_OPTIONS,
    prefix: cookiePrefixOf(c.env),
    maxAge: (CODE_TTL_MS + PENDING_SIGN_UP_RETENTION_MS) / 1000,
  });
}

// The hash a pending sign-up of this browser carries, or null from a browser that started none.
export async function signUpBrowserHash(c: Context<THonoEnv>) {
  const nonce = getCookie(c, SIGN_UP_COOKIE, cookiePrefixOf(c.env));
  return nonce ? sha256(nonce) : null;
}

export function forgetSignUpBrowser(c: Context<THonoEnv>) {
  setCookie(c, SIGN_UP_COOKIE, "", { ...COOKIE_OPTIONS, prefix: cookiePrefixOf(c.env), maxAge: 0 });
}
