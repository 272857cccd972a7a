import { Hono } from "hono";
import { ZSignIn } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { clearSessionCookies, setSessionCookies } from "../http/session-cookies";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { endSession, signInWithPassword } from "../services/accounts/accounts";

export const signInRoutes = new Hono<THonoEnv>()
  .post("/sign-in", rateLimit("AUTH_LIMIT", "SIGN_IN_RATE_LIMITED"), validate("json", ZSignIn), async (c) => {
    const attempt = { ...c.req.valid("json"), address: clientAddress(c.req.raw) };
    const { issued, me } = await signInWithPassword(c.env, attempt, Date.now());
    setSessionCookies(c, issued);
    return c.json({ user: me }, 200);
  })
  // Always succeeds: signing out twice, or while signed out, leaves the same state.
  .post("/sign-out", async (c) => {
    const user = c.get("user");
    if (user) await endSession(c.env, user.sessionId, Date.now());
    clearSessionCookies(c);
    return c.json({ ok: true as const }, 200);
  });
