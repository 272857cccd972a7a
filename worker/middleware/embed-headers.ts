import { createMiddleware } from "hono/factory";
import type { THonoEnv } from "../env";

// A pin's card is made to be framed by any site (worker/routes/embed.ts), so, unlike every other
// answer, it says nothing against framing (no X-Frame-Options). It loads nothing but our own tiles
// and its own style sheet, allowed by its hash, which only the card's answer knows.
export function embedContentPolicy(styleHash?: string): string {
  return [
    "default-src 'none'",
    "img-src 'self'",
    ...(styleHash === undefined ? [] : [`style-src '${styleHash}'`]),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors *",
  ].join("; ");
}

// An answer under /embed that is not a card (a path with no name) gets the same policy, without a
// style sheet to allow.
export const embedSecurityHeaders = createMiddleware<THonoEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", embedContentPolicy());
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  c.header("Permissions-Policy", "camera=(), geolocation=(), microphone=(), payment=(), usb=()");
});
