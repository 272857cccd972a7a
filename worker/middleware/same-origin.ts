import { createMiddleware } from "hono/factory";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// The session cookies go with every request to our origin (docs/decisions/004), so a request that
// changes something must prove it comes from our own pages. A cross-site form cannot send JSON,
// and browsers always send Origin on a cross-origin or non-GET fetch.
// Stripe's webhooks come from Stripe, not our pages; their signature is their proof instead. The
// exemption is that one path: a prefix would also exempt any route later mounted beside it.
export const STRIPE_WEBHOOK_PATH = "/api/webhooks/stripe";

export const sameOrigin = createMiddleware<THonoEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.req.path !== STRIPE_WEBHOOK_PATH) {
    const contentType = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
    const origin = c.req.header("Origin");
    if (contentType !== "application/json" || origin !== new URL(c.req.url).origin) {
      throw new AppError("FORBIDDEN_ORIGIN");
    }
  }
  await next();
});
