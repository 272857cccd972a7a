import { Hono } from "hono";
import { createDb } from "../../db/client";
import { revokeSession } from "../../db/queries/sessions";
import { clearSignInFailures } from "../../db/queries/sign-in-failures";
import { findUserByEmail, setPasswordHash } from "../../db/queries/users";
import { ZSignIn } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { signInAccount } from "../services/accounts";
import { assertPasswordAttempt } from "../services/password-attempts";
import { hashPassword, needsRehash, verifyPassword } from "../services/passwords";
import { clearSessionCookies, setSessionCookies } from "../services/session-cookies";

// An unknown address costs one PBKDF2 run like a known one, so timing does not tell them apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(crypto.randomUUID()));

export const signInRoutes = new Hono<THonoEnv>()
  .post("/sign-in", rateLimit("AUTH_LIMIT", "SIGN_IN_RATE_LIMITED"), validate("json", ZSignIn), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const now = Date.now();
    const address = clientAddress(c.req.raw);
    await assertPasswordAttempt(c.env, { email, address, now }, "SIGN_IN_RATE_LIMITED");
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
    if (!user || !valid) throw new AppError("INVALID_CREDENTIALS");
    await clearSignInFailures(db, email, address);
    if (needsRehash(user.passwordHash)) await setPasswordHash(db, user.id, await hashPassword(password));
    const { issued, me } = await signInAccount(db, c.env, user, now);
    setSessionCookies(c, issued);
    return c.json({ user: me }, 200);
  })
  // Always succeeds: signing out twice, or while signed out, leaves the same state.
  .post("/sign-out", async (c) => {
    const user = c.get("user");
    if (user) await revokeSession(createDb(c.env.DB), user.sessionId, Date.now());
    clearSessionCookies(c);
    return c.json({ ok: true as const }, 200);
  });
