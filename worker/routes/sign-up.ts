import { Hono } from "hono";
import { z } from "zod";
import { ZEmail, ZSignUp, ZVerificationCode, ZVerifyLinkToken } from "../../domain/schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { hasAnalyticsConsent } from "../http/consent";
import { setSessionCookies } from "../http/session-cookies";
import { bindSignUpToBrowser, forgetSignUpBrowser, newSignUpBrowser, signUpBrowserHash } from "../http/sign-up-browser";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { resendSignUpCode, startSignUp, verifySignUpCode, verifySignUpLink } from "../services/accounts/sign-ups";

// Accounts-admin section 4 (services/accounts/sign-ups.ts). The code e-mail goes out at once rather than at
// the next outbox run; the cron retries failures. The browser that starts a sign-up is bound to it
// by a cookie.
export const signUpRoutes = new Hono<THonoEnv>()
  .post("/", rateLimit("AUTH_LIMIT", "AUTH_RATE_LIMITED"), validate("json", ZSignUp), async (c) => {
    const now = Date.now();
    const browser = await newSignUpBrowser();
    const from = { address: clientAddress(c.req.raw), browserHash: browser.hash };
    const sent = await startSignUp(c.env, c.req.valid("json"), from, now);
    bindSignUpToBrowser(c, browser.nonce);
    c.executionCtx.waitUntil(deliverOutbox(c.env, now));
    return c.json(sent, 200);
  })
  .post(
    "/resend",
    rateLimit("AUTH_LIMIT", "AUTH_RATE_LIMITED"),
    validate("json", z.object({ email: ZEmail })),
    async (c) => {
      const now = Date.now();
      const from = { address: clientAddress(c.req.raw), browserHash: await signUpBrowserHash(c) };
      const sent = await resendSignUpCode(c.env, c.req.valid("json").email, from, now);
      c.executionCtx.waitUntil(deliverOutbox(c.env, now));
      return c.json(sent, 200);
    },
  )
  .post(
    "/verify",
    rateLimit("AUTH_LIMIT", "CODE_TRIES_EXHAUSTED"),
    validate("json", z.object({ email: ZEmail, code: ZVerificationCode })),
    async (c) => {
      const from = {
        address: clientAddress(c.req.raw),
        browserHash: await signUpBrowserHash(c),
        consent: hasAnalyticsConsent(c),
      };
      const { issued, me } = await verifySignUpCode(c.env, c.req.valid("json"), from, Date.now());
      forgetSignUpBrowser(c);
      setSessionCookies(c, issued);
      return c.json({ user: me }, 200);
    },
  );

export const verifyEmailRoutes = new Hono<THonoEnv>().post(
  "/",
  validate("json", z.object({ token: ZVerifyLinkToken }), "VERIFY_LINK_INVALID"),
  async (c) => {
    const from = { browserHash: await signUpBrowserHash(c), consent: hasAnalyticsConsent(c) };
    const verified = await verifySignUpLink(c.env, c.req.valid("json").token, from, Date.now());
    if (verified.status === "already-verified") return c.json({ status: verified.status }, 200);
    forgetSignUpBrowser(c);
    setSessionCookies(c, verified.issued);
    return c.json({ status: verified.status, user: verified.me }, 200);
  },
);
