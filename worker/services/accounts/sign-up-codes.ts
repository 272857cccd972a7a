import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createDb } from "../../../db/client";
import { savePendingSignUp, type TPendingSignUp } from "../../../db/queries/email-codes";
import { insertOutboxEmail } from "../../../db/queries/outbox";
import { PENDING_SIGN_UP_RETENTION_MS } from "../../../db/queries/tokens";
import { CODE_TTL_MS, CODES_SENT_PER_ADDRESS, ONE_CODE_A_MINUTE, RESEND_LOCK_MS } from "../../../domain/accounts";
import { configOf } from "../../config";
import type { Env, THonoEnv } from "../../env";
import { AppError } from "../../errors";
import { cookiePrefixOf } from "../../http/session-cookies";
import { keyedHash } from "../../platform/keys";
import { randomCode, randomToken, sha256 } from "../../platform/tokens";
import type { TEmail } from "../outbox/email-templates";
import { takeAttempt } from "./attempt-limits";

type TSignUp = Pick<TPendingSignUp, "email" | "displayName" | "passwordHash" | "browserHash">;

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

// Six digits are a million values, so a bare SHA-256 of one is reversed at once. An HMAC under a key
// derived from JWT_SECRET is not, without the secret; the address is in it so equal codes differ.
export function codeHash(secret: string, email: string, code: string) {
  return keyedHash(secret, "sign-up-code", `${email}:${code}`);
}

// Accounts-admin section 9: one code a minute per address. This answers a resend in the spec's
// words; sendSignUpCode's count is what holds when requests arrive together.
export function assertResendAllowed(pending: TPendingSignUp | undefined, now: number) {
  if (pending && now < pending.sentAt + RESEND_LOCK_MS) {
    throw new AppError("RESEND_LOCKED");
  }
}

// A new code and link replace the old ones and reset the attempt counter. The row and the e-mail
// are written in one batch: no code without its e-mail, no e-mail for a code that was not saved.
// Codes sent to one address are capped per minute, hour and day, so no one can flood an inbox.
export async function sendSignUpCode(env: Env, signUp: TSignUp, address: string, now: number) {
  const db = createDb(env.DB);
  const config = configOf(env);
  const attempt = { kind: "code_sent" as const, email: signUp.email, ip: address };
  await takeAttempt(db, attempt, { email: [ONE_CODE_A_MINUTE, ...CODES_SENT_PER_ADDRESS] }, "TOO_MANY_CODES", now);
  const code = randomCode();
  const linkToken = randomToken();
  const expiresAt = now + CODE_TTL_MS;
  const email: TEmail = {
    to: signUp.email,
    template: "verification-code",
    payload: { code, link: `${config.PUBLIC_ORIGIN}/verify-email?token=${linkToken}` },
  };
  await db.batch([
    savePendingSignUp(db, {
      email: signUp.email,
      displayName: signUp.displayName,
      passwordHash: signUp.passwordHash,
      browserHash: signUp.browserHash,
      purpose: "sign_up",
      codeHash: await codeHash(config.JWT_SECRET, signUp.email, code),
      linkTokenHash: await sha256(linkToken),
      expiresAt,
      attempts: 0,
      sentAt: now,
    }),
    insertOutboxEmail(db, email, now),
  ]);
  return { email: signUp.email, expiresAt, resendAt: now + RESEND_LOCK_MS };
}
