import { createMiddleware } from "hono/factory";
import { rateLimitPolicy, rateLimitState } from "../../domain/api-keys";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { withPart } from "../openapi/operations";
import { secretOf, spendKeyedCall } from "../services/api-keys/key-access";
import { withinLimit } from "./rate-limit";

// A public API call's key and allowance (docs/decisions/046): every answer names the policies
// (RateLimit-Policy), a key's refusal included; a call with a key it may use spends one call, and
// its answer, a 429 included, tells what is left (RateLimit). A secret this isolate does not know
// is looked up only within its address's KEY_LOOKUP_LIMIT.
export const apiAccess = withPart(
  createMiddleware<THonoEnv>(async (c, next) => {
    const { API_MONTHLY_CALLS: monthlyCalls, API_BURST_CALLS: burstCalls } = configOf(c.env);
    c.header("RateLimit-Policy", rateLimitPolicy({ monthlyCalls, burstCalls }, c.var.deps.now));
    const secret = secretOf(c.req.raw.headers);
    const spent = await spendKeyedCall(c.var.deps, {
      secret,
      origin: c.req.header("Origin") ?? null,
      mayLookUp: () => withinLimit(c.env, "KEY_LOOKUP_LIMIT", "API_KEY_LOOKUPS_LIMITED", c.req.raw),
    });
    c.header("RateLimit", rateLimitState(spent.allowance));
    if (!spent.ok) throw new AppError(spent.code, { retryAfterSeconds: spent.retryAfterSeconds });
    await next();
  }),
  { kind: "access", access: "api-key" },
);
