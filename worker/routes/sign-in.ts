import { Hono } from "hono";
import { ZOk, ZSignedIn } from "../../domain/answers/accounts";
import { ZSignIn } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { clearSessionCookies, setSessionCookies } from "../http/session-cookies";
import { describe } from "../middleware/describe";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { endSession } from "../services/accounts/end-session";
import { signInWithPassword } from "../services/accounts/sign-in-with-password";

const SIGN_IN = `Answers the account and sets the session cookies. A malformed e-mail or a password over 128 characters is refused by the validator; 401 \`INVALID_CREDENTIALS\`.

429 \`SIGN_IN_RATE_LIMITED\` with \`Retry-After\`: 10 a minute per client address; or, after 5 failures in an hour for the account from this client address, until 1 s after the last failure, doubling with each further failure to at most 5 minutes, even for the right password, while the right password from an address with no recent failures goes through at once; the right password clears its address's count; or, once every address's failures together reach 100 in an hour, until the oldest of them is an hour old, for every address: the owner is then e-mailed once an hour (\`sign-in-paused\`) that a password reset lets them in at once.`;

export const signInRoutes = new Hono<THonoEnv>()
  .post(
    "/sign-in",
    describe({
      tag: "Accounts",
      summary: "Sign in with a password",
      description: SIGN_IN,
      answers: { 200: ZSignedIn },
      refuses: ["INVALID_CREDENTIALS"],
    }),
    rateLimit("AUTH_LIMIT", "SIGN_IN_RATE_LIMITED"),
    validate("json", ZSignIn),
    async (c) => {
      const attempt = { ...c.req.valid("json"), address: clientAddress(c.req.raw) };
      const { issued, me } = await signInWithPassword(c.var.deps, attempt);
      setSessionCookies(c, issued);
      return c.json({ user: me }, 200);
    },
  )
  // Always succeeds: signing out twice, or while signed out, leaves the same state.
  .post(
    "/sign-out",
    describe({
      tag: "Accounts",
      summary: "Sign out",
      description: "The session is revoked and the cookies cleared, signed in or not.",
      answers: { 200: ZOk },
      refuses: [],
    }),
    async (c) => {
      const user = c.get("user");
      if (user) await endSession(c.var.deps, user);
      clearSessionCookies(c);
      return c.json({ ok: true as const }, 200);
    },
  );
