import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { STRIPE_WEBHOOK_PATH } from "./same-origin";

// Cookies belong to the host that set them, and Stripe, e-mails and QR codes all send people to
// PUBLIC_ORIGIN: a buyer who signed in on another address (127.0.0.1 locally; www., the apex or
// workers.dev in production) came back from paying without their session. So every page on another
// address moves for good to the same path on PUBLIC_ORIGIN, and the API answers there alone, never
// setting a cookie elsewhere. Stripe's webhook sets none and is signed, so it is served anywhere.
// A misconfigured deployment has no origin to send anyone to; requireConfig answers for it.
export const canonicalHost = createMiddleware<THonoEnv>(async (c, next) => {
  const origin = readConfig(c.env)?.PUBLIC_ORIGIN;
  const url = new URL(c.req.url);
  if (origin === undefined || url.origin === origin || c.req.path === STRIPE_WEBHOOK_PATH) return next();
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) throw new AppError("MISDIRECTED_HOST");
  return c.redirect(`${origin}${url.pathname}${url.search}`, 308);
});
