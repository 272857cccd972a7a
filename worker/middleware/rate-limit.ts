import { createMiddleware } from "hono/factory";
import { clientAddressKey } from "../../domain/client-address";
import type { TErrorCode } from "../../domain/errors";
import type { Env, THonoEnv } from "../env";
import { AppError } from "../errors";
import { withPart } from "../openapi/operations";

type TLimiterName =
  | "SEARCH_LIMIT"
  | "AUTH_LIMIT"
  | "CONTACT_LIMIT"
  | "HOLD_LIMIT"
  | "GEO_LIMIT"
  | "PAYMENT_LIMIT"
  | "EVENTS_LIMIT"
  | "TILE_LIMIT"
  | "LOOKUP_LIMIT"
  | "KEY_LOOKUP_LIMIT";

// The client a request counts as for every per-address limit: its IPv4 address, or its IPv6 /64.
export function clientAddress(request: Request) {
  return clientAddressKey(request.headers.get("CF-Connecting-IP") ?? "unknown");
}

// Keyed per client address and route (the error code names the route), so a burst of sign-ins does
// not use up the same client's sign-ups. The binding's own period is 60 s, hence the fixed
// Retry-After.
export async function withinLimit(env: Env, limiter: TLimiterName, code: TErrorCode, request: Request) {
  const binding: Env[TLimiterName] = env[limiter];
  return (await binding.limit({ key: `${code}:${clientAddress(request)}` })).success;
}

export function rateLimit(limiter: TLimiterName, code: TErrorCode) {
  const middleware = createMiddleware<THonoEnv>(async (c, next) => {
    if (!(await withinLimit(c.env, limiter, code, c.req.raw))) throw new AppError(code, { retryAfterSeconds: 60 });
    await next();
  });
  return withPart(middleware, { kind: "rate-limit", code });
}
