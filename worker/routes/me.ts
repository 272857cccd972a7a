import { Hono } from "hono";
import { ZChangePassword } from "../../domain/schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { requireLiveSession } from "../middleware/require-live-session";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { changePassword, currentAccount } from "../services/accounts/account-profile";

// The signed-in account: who it is, and changing its password.
export const meRoutes = new Hono<THonoEnv>()
  .get("/", requireUser, async (c) => c.json({ user: await currentAccount(c.env, c.var.user, Date.now()) }, 200))
  .post(
    "/password",
    rateLimit("AUTH_LIMIT", "PASSWORD_CHANGE_RATE_LIMITED"),
    requireLiveSession,
    validate("json", ZChangePassword),
    async (c) => {
      const now = Date.now();
      const change = { ...c.req.valid("json"), address: clientAddress(c.req.raw) };
      await changePassword(c.env, c.var.user, change, now);
      c.executionCtx.waitUntil(deliverOutbox(c.env, now));
      return c.json({ ok: true as const }, 200);
    },
  );
