import { Hono } from "hono";
import { z } from "zod";
import { createDb } from "../../db/client";
import { claimCodeAttempt, findPendingSignUp, findPendingSignUpByLink } from "../../db/queries/email-codes";
import { findUserByEmail } from "../../db/queries/users";
import { MAX_CODE_ATTEMPTS } from "../../domain/accounts";
import { ZEmail, ZSignUp, ZVerificationCode, ZVerifyLinkToken } from "../../domain/schemas";
import { configOf } from "../config";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { createAccount } from "../services/accounts";
import { hashPassword } from "../services/passwords";
import { setSessionCookies } from "../services/session-cookies";
import { assertResendAllowed, sendSignUpCode } from "../services/sign-up-codes";
import { sha256 } from "../services/tokens";

// Accounts-admin section 4: sign-up by a 6-digit code (or the link beside it) e-mailed to the address.
// The code e-mail goes out at once rather than at the next outbox run; the cron retries failures.
export const signUpRoutes = new Hono<THonoEnv>()
  .post("/", rateLimit("AUTH_LIMIT", "AUTH_RATE_LIMITED"), validate("json", ZSignUp), async (c) => {
    const { displayName, email, password } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const now = Date.now();
    if (await findUserByEmail(db, email)) throw new AppError("ACCOUNT_EXISTS");
    assertResendAllowed(await findPendingSignUp(db, email), now);
    const passwordHash = await hashPassword(password);
    const sent = await sendSignUpCode(db, configOf(c.env).PUBLIC_ORIGIN, { email, displayName, passwordHash }, now);
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
      if (!pending) throw new AppError("NO_PENDING_SIGN_UP");
      assertResendAllowed(pending, now);
      const sent = await sendSignUpCode(db, configOf(c.env).PUBLIC_ORIGIN, pending, now);
      c.executionCtx.waitUntil(deliverOutbox(c.env, now));
      return c.json(sent, 200);
    },
  )
  .post("/verify", validate("json", z.object({ email: ZEmail, code: ZVerificationCode })), async (c) => {
    const { email, code } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const now = Date.now();
    if (await findUserByEmail(db, email)) throw new AppError("ACCOUNT_EXISTS");
    const pending = await claimCodeAttempt(db, email, now);
    if (!pending) {
      const current = await findPendingSignUp(db, email);
      throw new AppError(!current || current.expiresAt <= now ? "CODE_EXPIRED" : "CODE_LOCKED");
    }
    if ((await sha256(code)) !== pending.codeHash) {
      throw new AppError(pending.attempts >= MAX_CODE_ATTEMPTS ? "CODE_LOCKED" : "CODE_INCORRECT");
    }
    const { issued, me } = await createAccount(db, c.env, pending, now);
    setSessionCookies(c, issued);
    return c.json({ user: me }, 200);
  });

// The link in the same e-mail verifies the same pending sign-up, without the attempt limit: its
// token is 256 random bits, not six digits.
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
    const { issued, me } = await createAccount(db, c.env, pending, now);
    setSessionCookies(c, issued);
    return c.json({ status: "verified" as const, user: me }, 200);
  },
);
