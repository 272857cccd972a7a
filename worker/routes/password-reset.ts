import { Hono } from "hono";
import { z } from "zod";
import { createDb } from "../../db/client";
import { insertOutboxEmail } from "../../db/queries/outbox";
import { completePasswordReset, findUsableReset, insertPasswordReset } from "../../db/queries/password-resets";
import { clearSignInFailures } from "../../db/queries/sign-in-failures";
import { findUserByEmail } from "../../db/queries/users";
import { RESET_TTL_MS, RESETS_SENT_PER_ACCOUNT } from "../../domain/accounts";
import { ZEmail, ZPassword, ZResetRequest, ZResetToken } from "../../domain/schemas";
import { configOf } from "../config";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { takeAttempt } from "../services/attempt-limits";
import type { TEmail } from "../services/email-templates";
import { hashPassword } from "../services/passwords";
import { clearSessionCookies } from "../services/session-cookies";
import { randomToken, sha256 } from "../services/tokens";

const ZTokenBody = z.object({ token: ZResetToken });

// Accounts-admin sections 2 and 8: a single-use link valid for an hour. The spec's own message
// says when no account has the address, and a malformed address has none. The link's token travels
// in request bodies, never in a path, which the platform's request logs would record.
export const passwordResetRoutes = new Hono<THonoEnv>()
  .post("/", rateLimit("AUTH_LIMIT", "RESET_RATE_LIMITED"), validate("json", ZResetRequest), async (c) => {
    const db = createDb(c.env.DB);
    const now = Date.now();
    const email = ZEmail.safeParse(c.req.valid("json").email);
    const user = email.success ? await findUserByEmail(db, email.data) : undefined;
    if (!user) throw new AppError("NO_ACCOUNT");
    // Reset e-mails per account are capped per hour and day, so no one can flood an inbox.
    const attempt = { kind: "reset_sent" as const, email: user.email, ip: clientAddress(c.req.raw) };
    await takeAttempt(db, attempt, { email: RESETS_SENT_PER_ACCOUNT }, "RESET_RATE_LIMITED", now);
    const token = randomToken();
    const message: TEmail = {
      to: user.email,
      template: "password-reset",
      payload: { link: `${configOf(c.env).PUBLIC_ORIGIN}/reset-password?token=${token}` },
    };
    await db.batch([
      insertPasswordReset(db, { tokenHash: await sha256(token), userId: user.id, expiresAt: now + RESET_TTL_MS }),
      insertOutboxEmail(db, message, now),
    ]);
    c.executionCtx.waitUntil(deliverOutbox(c.env, now));
    return c.json({ ok: true as const }, 200);
  })
  .post("/check", validate("json", ZTokenBody, "RESET_TOKEN_INVALID"), async (c) => {
    const reset = await findUsableReset(createDb(c.env.DB), await sha256(c.req.valid("json").token), Date.now());
    if (!reset) throw new AppError("RESET_TOKEN_INVALID");
    return c.json({ email: reset.email }, 200);
  })
  // Whoever held the old password is signed out everywhere: that is often why a password is reset.
  // A token is looked up before the password is hashed: this route has no rate limit, and a hash
  // costs far more than a read. The completion checks it again, since another request may spend it.
  .post(
    "/complete",
    validate("json", ZTokenBody.loose(), "RESET_TOKEN_INVALID"),
    validate("json", ZTokenBody.extend({ password: ZPassword })),
    async (c) => {
      const db = createDb(c.env.DB);
      const now = Date.now();
      const tokenHash = await sha256(c.req.valid("json").token);
      const reset = await findUsableReset(db, tokenHash, now);
      if (!reset) throw new AppError("RESET_TOKEN_INVALID");
      const passwordHash = await hashPassword(c.req.valid("json").password);
      if (!(await completePasswordReset(db, tokenHash, passwordHash, now))) {
        throw new AppError("RESET_TOKEN_INVALID");
      }
      // The owner just proved the address is theirs: a stranger's wrong guesses no longer slow them.
      await clearSignInFailures(db, reset.email);
      // This browser's session ended with the others; its cookies go too, not in 15 minutes.
      clearSessionCookies(c);
      return c.json({ ok: true as const }, 200);
    },
  );
