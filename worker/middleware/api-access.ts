import { createMiddleware } from "hono/factory";
import { rateLimitFields } from "../../domain/api-keys";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { withPart } from "../openapi/operations";
import { secretOf, spendKeyedCall } from "../services/api-keys/key-access";

// A public API call's key and allowance (docs/decisions/046): refused without a key it may use,
// else one call spent, and the account's allowance told in the IETF RateLimit fields on every
// answer, a 429 included.
export const apiAccess = withPart(
  createMiddleware<THonoEnv>(async (c, next) => {
    const secret = secretOf(c.req.raw.headers);
    const spent = await spendKeyedCall(c.var.deps, { secret, origin: c.req.header("Origin") ?? null });
    for (const [name, value] of Object.entries(rateLimitFields(spent.allowance))) c.header(name, value);
    if (!spent.ok) throw new AppError(spent.code, { retryAfterSeconds: spent.retryAfterSeconds });
    await next();
  }),
  { kind: "access", access: "api-key" },
);
