import { Hono } from "hono";
import * as z from "zod";
import { ZOk, ZResetChecked } from "../../domain/answers/accounts";
import { ZPassword, ZResetRequest, ZResetToken } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { clearSessionCookies } from "../http/session-cookies";
import { describe } from "../middleware/describe";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { checkPasswordReset } from "../services/accounts/check-password-reset";
import { completeReset } from "../services/accounts/complete-reset";
import { sendPasswordReset } from "../services/accounts/send-password-reset";

const ZTokenBody = z.object({ token: ZResetToken });

const REQUEST =
  "E-mails a `/reset-password?token=` link, single use, valid 1 hour. 404 `NO_ACCOUNT` (also for a malformed e-mail); an address over 254 characters is refused by the validator. 429 `RESET_RATE_LIMITED` (10 a minute per client address, or 3 e-mails an hour or 10 a day to the account, with `Retry-After`).";

const CHECK =
  "Answers the address of the account the link resets. 400 `RESET_TOKEN_INVALID` for an unknown, used or expired token (`Invalid or expired reset link. Please request a new password reset.`), and in its own words (`Invalid reset token. Please request a new password reset.`) for one not of the links' shape, 43 base64url characters (`/complete` too). The link's token travels in bodies, never in a path the platform's request logs record.";

const COMPLETE =
  "The password changes, every session of the account ends (this browser's cookies are cleared in the answer), the token and every other outstanding reset token of the account are spent, and its failed sign-ins (from every address) are cleared. 400 `RESET_TOKEN_INVALID` or the validator's words.";

// The link's token travels in request bodies, never in a path, which the platform's request logs
// would record.
export const passwordResetRoutes = new Hono<THonoEnv>()
  .post(
    "/",
    describe({
      tag: "Accounts",
      summary: "E-mail a password reset link",
      description: REQUEST,
      answers: { 200: ZOk },
      refuses: ["NO_ACCOUNT"],
    }),
    rateLimit("AUTH_LIMIT", "RESET_RATE_LIMITED"),
    validate("json", ZResetRequest),
    async (c) => {
      await sendPasswordReset(c.var.deps, { email: c.req.valid("json").email, address: clientAddress(c.req.raw) });
      return c.json({ ok: true as const }, 200);
    },
  )
  .post(
    "/check",
    describe({
      tag: "Accounts",
      summary: "Check a password reset link",
      description: CHECK,
      answers: { 200: ZResetChecked },
      refuses: [],
    }),
    validate("json", ZTokenBody, "RESET_TOKEN_INVALID"),
    async (c) => c.json(await checkPasswordReset(c.var.deps, { token: c.req.valid("json").token }), 200),
  )
  .post(
    "/complete",
    describe({
      tag: "Accounts",
      summary: "Set a new password with a reset link",
      description: COMPLETE,
      answers: { 200: ZOk },
      refuses: [],
    }),
    validate("json", ZTokenBody.loose(), "RESET_TOKEN_INVALID"),
    validate("json", ZTokenBody.extend({ password: ZPassword })),
    async (c) => {
      await completeReset(c.var.deps, c.req.valid("json"));
      // This browser's session ended with the others; its cookies go too, not in 15 minutes.
      clearSessionCookies(c);
      return c.json({ ok: true as const }, 200);
    },
  );
