import { Hono } from "hono";
import { z } from "zod";
import { ZPassword, ZResetRequest, ZResetToken } from "../../domain/schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { clearSessionCookies } from "../http/session-cookies";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { checkPasswordReset, completeReset, sendPasswordReset } from "../services/accounts/password-resets";

const ZTokenBody = z.object({ token: ZResetToken });

// The link's token travels in request bodies, never in a path, which the platform's request logs
// would record.
export const passwordResetRoutes = new Hono<THonoEnv>()
  .post("/", rateLimit("AUTH_LIMIT", "RESET_RATE_LIMITED"), validate("json", ZResetRequest), async (c) => {
    const now = Date.now();
    await sendPasswordReset(c.env, { email: c.req.valid("json").email, address: clientAddress(c.req.raw) }, now);
    c.executionCtx.waitUntil(deliverOutbox(c.env, now));
    return c.json({ ok: true as const }, 200);
  })
  .post("/check", validate("json", ZTokenBody, "RESET_TOKEN_INVALID"), async (c) =>
    c.json(await checkPasswordReset(c.env, c.req.valid("json").token, Date.now()), 200),
  )
  .post(
    "/complete",
    validate("json", ZTokenBody.loose(), "RESET_TOKEN_INVALID"),
    validate("json", ZTokenBody.extend({ password: ZPassword })),
    async (c) => {
      await completeReset(c.env, c.req.valid("json"), Date.now());
      // This browser's session ended with the others; its cookies go too, not in 15 minutes.
      clearSessionCookies(c);
      return c.json({ ok: true as const }, 200);
    },
  );
