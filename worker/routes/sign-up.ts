import { Hono } from "hono";
import { z } from "zod";
import { createDb } from "../../db/client";
import { forgetAttempt } from "../../db/queries/auth-attempts";
import { claimCodeAttempt, findPendingSignUp, findPendingSignUpByLink } from "../../db/queries/email-codes";
import { findUserByEmail } from "../../db/queries/users";
import { CODE_TRIES_PER_IP, CODE_TRIES_PER_SIGN_UP, MAX_CODE_ATTEMPTS } from "../../domain/accounts";
import { ZEmail, ZSignUp, ZVerificationCode, ZVerifyLinkToken } from "../../domain/schemas";
import { configOf } from "../config";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { createAccount } from "../services/accounts";
import { takeAttempt } from "../services/attempt-limits";
import { hasAnalyticsConsent } from "../services/consent";
import { hashPassword } from "../services/passwords";
import { setSessionCookies } from "../services/session-cookies";
import {
  assertResendAllowed,
  bindSignUpToBrowser,
  codeHash,
  forgetSignUpBrowser,
  newSignUpBrowser,
  sendSignUpCode,
  signUpBrowserHash,
} from "../services/sign-up-codes";
import { sha256 } from "../services/tokens";

// Accounts-admin section 4: sign-up by a 6-digit code (or the link beside it) e-mailed to the address.
// The code e-mail goes out at once rather than at the next outbox run; the cron retries failures.
// A pending sign-up belongs to the browser that started it (docs/decisions/018): whoever signs up
// the same address later replaces it with their own, and can never finish the owner's.
export const signUpRoutes = new Hono<THonoEnv>()
  .post("/", rateLimit("AUTH_LIMIT", "AUTH_RATE_LIMITED"), validate("json", ZSignUp), async (c) => {
    const { displayName, email, password } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const now = Date.now();
    if (await findUserByEmail(db, email)) throw new AppError("ACCOUNT_EXISTS");
    assertResendAllowed(await findPendingSignUp(db, email), now);
    const passwordHash = await hashPassword(password);
    const browser = await newSignUpBrowser();
    const sent = await sendSignUpCode(c, db, { email, displayName, passwordHash, browserHash: browser.hash }, now);
    bindSignUpToBrowser(c, browser.nonce);
    c.executionCtx.waitUntil(deliverOutbox(c.env, now));
    return c.json(sent, 200);
  })
  .post(
    "/resend",
    rateLimit("AUTH_LIMIT", "AUTH_RATE_LIMITED"),
    validate("json", z.object({ email: ZEmail })),
    async (c) => {
      const { email } = c.req.valid("json");
      const db = createDb(c.env.DB);
      const now = Date.now();
      if (await findUserByEmail(db, email)) throw new AppError("ACCOUNT_EXISTS");
      const pending = await findPendingSignUp(db, email);
      if (!pending || pending.browserHash !== (await signUpBrowserHash(c))) throw new AppError("NO_PENDING_SIGN_UP");
      assertResendAllowed(pending, now);
      const sent = await sendSignUpCode(c, db, pending, now);
      c.executionCtx.waitUntil(deliverOutbox(c.env, now));
      return c.json(sent, 200);
    },
  )
  .post(
    "/verify",
    rateLimit("AUTH_LIMIT", "CODE_TRIES_EXHAUSTED"),
    validate("json", z.object({ email: ZEmail, code: ZVerificationCode })),
    async (c) => {
      const { email, code } = c.req.valid("json");
      const db = createDb(c.env.DB);
      const now = Date.now();
      if (await findUserByEmail(db, email)) throw new AppError("ACCOUNT_EXISTS");
      const browserHash = await signUpBrowserHash(c);
      const pending = browserHash === null ? undefined : await claimCodeAttempt(db, email, browserHash, now);
      if (!pending) {
        const current = await findPendingSignUp(db, email);
        if (!current || current.expiresAt <= now) throw new AppError("CODE_EXPIRED");
        throw new AppError(current.browserHash === browserHash ? "CODE_LOCKED" : "SIGN_UP_OTHER_BROWSER");
      }
      // Wrong codes are also counted per pending sign-up (its browser) and per client address
      // across resends (docs/security.md).
      const attempt = { kind: "code_try" as const, email, ip: clientAddress(c.req.raw), browser: pending.browserHash };
      const limits = { browser: CODE_TRIES_PER_SIGN_UP, ip: CODE_TRIES_PER_IP };
      const tryId = await takeAttempt(db, attempt, limits, "CODE_TRIES_EXHAUSTED", now);
      if ((await codeHash(configOf(c.env).JWT_SECRET, email, code)) !== pending.codeHash) {
        throw new AppError(pending.attempts >= MAX_CODE_ATTEMPTS ? "CODE_LOCKED" : "CODE_INCORRECT");
      }
      await forgetAttempt(db, tryId);
      const { issued, me } = await createAccount(db, c.env, pending, hasAnalyticsConsent(c), now);
      forgetSignUpBrowser(c);
      setSessionCookies(c, issued);
      return c.json({ user: me }, 200);
    },
  );

// The link in the same e-mail verifies the same pending sign-up, without the attempt limit: its
// token is 256 random bits, not six digits. It too works only in the browser that signed up.
export const verifyEmailRoutes = new Hono<THonoEnv>().post(
  "/",
  validate("json", z.object({ token: ZVerifyLinkToken }), "VERIFY_LINK_INVALID"),
  async (c) => {
    const db = createDb(c.env.DB);
    const now = Date.now();
    const pending = await findPendingSignUpByLink(db, await sha256(c.req.valid("json").token));
    if (!pending) throw new AppError("VERIFY_LINK_INVALID");
    if (await findUserByEmail(db, pending.email)) return c.json({ status: "already-verified" as const }, 200);
    if (pending.expiresAt <= now) throw new AppError("VERIFY_LINK_INVALID");
    if (pending.browserHash !== (await signUpBrowserHash(c))) throw new AppError("SIGN_UP_OTHER_BROWSER");
    const { issued, me } = await createAccount(db, c.env, pending, hasAnalyticsConsent(c), now);
    forgetSignUpBrowser(c);
    setSessionCookies(c, issued);
    return c.json({ status: "verified" as const, user: me }, 200);
  },
);
