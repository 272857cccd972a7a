import { Hono } from "hono";
import * as z from "zod";
import { ZCodeSent, ZEmailVerified, ZSignedIn } from "../../domain/answers/accounts";
import { ZEmail, ZSignUp, ZVerificationCode, ZVerifyLinkToken } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { hasAnalyticsConsent } from "../http/consent";
import { setSessionCookies } from "../http/session-cookies";
import { bindSignUpToBrowser, forgetSignUpBrowser, newSignUpBrowser, signUpBrowserHash } from "../http/sign-up-browser";
import { describe } from "../middleware/describe";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { resendSignUpCode } from "../services/accounts/resend-sign-up-code";
import { startSignUp } from "../services/accounts/start-sign-up";
import { verifySignUpCode } from "../services/accounts/verify-sign-up-code";
import { verifySignUpLink } from "../services/accounts/verify-sign-up-link";

const SIGN_UP = `E-mails a 6-digit code and a \`/verify-email?token=\` link, and binds the sign-up to this browser with an HttpOnly cookie \`mypin_sign_up\` (\`Path=/\`, \`__Host-mypin_sign_up\` in production; a later sign-up of the address, from anywhere, replaces it). \`expiresAt\` and \`resendAt\` are epoch ms: the code is valid 900 s, a resend allowed after 60 s.

The display name is 1-64 characters after NFC, every run of spaces as one and trimming, with no control, format, separator, private-use or unassigned character (400 \`Display name cannot contain line breaks or invisible characters\`); the password 8-128. 409 \`ACCOUNT_EXISTS\`, 429 \`RESEND_LOCKED\` (a code went out < 60 s ago) or \`TOO_MANY_CODES\` (5 codes an hour or 10 a day to the address, or another sign-up of the address sent its code at the same moment, with \`Retry-After\`). 10 a minute per client address.`;

const RESEND =
  "From the browser that signed up: as sign-up, with a new code and link and the attempt counter reset. 404 `NO_PENDING_SIGN_UP` (also from another browser); 409 and 429 as sign-up.";

const VERIFY = `From the browser that signed up: the code has its whitespace removed and is six digits; a right one creates the account verified, answers it and sets the session cookies.

400 \`CODE_INCORRECT\` (1st and 2nd wrong code), 429 \`CODE_LOCKED\` (3rd wrong code and every try until a new code), 429 \`CODE_TRIES_EXHAUSTED\` (with \`Retry-After\`: 5 wrong codes an hour or 10 a day for the pending sign-up (its browser) across resends, 20 an hour or 50 a day from the client address, or 10 tries a minute from it; a stranger's wrong codes for the same address never count against the owner's own sign-up), 409 \`SIGN_UP_OTHER_BROWSER\` (another browser started or replaced the sign-up), 410 \`CODE_EXPIRED\`, 409 \`ACCOUNT_EXISTS\`, 500 \`ACCOUNT_CREATED_SIGNED_OUT\` (\`Account created successfully. Please sign in with your email and password.\`: the account was created but its session could not be started; no cookie is set).`;

// Sign-up by an e-mailed code (services/accounts/sign-ups.ts). The code e-mail goes out at once rather than at
// the next outbox run; the cron retries failures. The browser that starts a sign-up is bound to it
// by a cookie.
export const signUpRoutes = new Hono<THonoEnv>()
  .post(
    "/",
    describe({
      tag: "Accounts",
      summary: "Start a sign-up",
      description: SIGN_UP,
      answers: { 200: ZCodeSent },
      refuses: ["ACCOUNT_EXISTS", "RESEND_LOCKED", "TOO_MANY_CODES"],
    }),
    rateLimit("AUTH_LIMIT", "AUTH_RATE_LIMITED"),
    validate("json", ZSignUp),
    async (c) => {
      const browser = await newSignUpBrowser();
      const signUp = { ...c.req.valid("json"), address: clientAddress(c.req.raw), browserHash: browser.hash };
      const sent = await startSignUp(c.var.deps, signUp);
      bindSignUpToBrowser(c, browser.nonce);
      return c.json(sent, 200);
    },
  )
  .post(
    "/resend",
    describe({
      tag: "Accounts",
      summary: "Send a pending sign-up a new code",
      description: RESEND,
      answers: { 200: ZCodeSent },
      refuses: ["NO_PENDING_SIGN_UP", "ACCOUNT_EXISTS", "RESEND_LOCKED", "TOO_MANY_CODES"],
    }),
    rateLimit("AUTH_LIMIT", "AUTH_RATE_LIMITED"),
    validate("json", z.object({ email: ZEmail })),
    async (c) => {
      const from = { address: clientAddress(c.req.raw), browserHash: await signUpBrowserHash(c) };
      const sent = await resendSignUpCode(c.var.deps, { email: c.req.valid("json").email, ...from });
      return c.json(sent, 200);
    },
  )
  .post(
    "/verify",
    describe({
      tag: "Accounts",
      summary: "Finish a sign-up with its e-mailed code",
      description: VERIFY,
      answers: { 200: ZSignedIn },
      refuses: [
        "CODE_INCORRECT",
        "CODE_LOCKED",
        "SIGN_UP_OTHER_BROWSER",
        "CODE_EXPIRED",
        "ACCOUNT_EXISTS",
        "ACCOUNT_CREATED_SIGNED_OUT",
      ],
    }),
    rateLimit("AUTH_LIMIT", "CODE_TRIES_EXHAUSTED"),
    validate("json", z.object({ email: ZEmail, code: ZVerificationCode })),
    async (c) => {
      const from = {
        address: clientAddress(c.req.raw),
        browserHash: await signUpBrowserHash(c),
        consent: hasAnalyticsConsent(c),
      };
      const { issued, me } = await verifySignUpCode(c.var.deps, { ...c.req.valid("json"), ...from });
      forgetSignUpBrowser(c);
      setSessionCookies(c, issued);
      return c.json({ user: me }, 200);
    },
  );

export const verifyEmailRoutes = new Hono<THonoEnv>().post(
  "/",
  describe({
    tag: "Accounts",
    summary: "Finish a sign-up with its e-mailed link",
    description:
      "With the token of the e-mailed link, in the browser that signed up: creates the account and sets the session cookies (`verified`), or answers `already-verified` for a link whose account exists. 400 `VERIFY_LINK_INVALID`, 409 `SIGN_UP_OTHER_BROWSER`, 500 `ACCOUNT_CREATED_SIGNED_OUT` (the account was created but its session could not be started: sign in).",
    answers: { 200: ZEmailVerified },
    refuses: ["SIGN_UP_OTHER_BROWSER", "ACCOUNT_EXISTS", "ACCOUNT_CREATED_SIGNED_OUT"],
  }),
  validate("json", z.object({ token: ZVerifyLinkToken }), "VERIFY_LINK_INVALID"),
  async (c) => {
    const from = { browserHash: await signUpBrowserHash(c), consent: hasAnalyticsConsent(c) };
    const verified = await verifySignUpLink(c.var.deps, { token: c.req.valid("json").token, ...from });
    if (verified.status === "already-verified") return c.json({ status: verified.status }, 200);
    forgetSignUpBrowser(c);
    setSessionCookies(c, verified.issued);
    return c.json({ status: verified.status, user: verified.me }, 200);
  },
);
