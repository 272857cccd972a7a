import { createMiddleware } from "hono/factory";
import { countAccountRequest, nextAccountRequestAt } from "../../db/queries/account-requests";
import { MAX_KEY_CREATIONS_PER_DAY, MAX_KEY_REVOCATIONS_PER_DAY } from "../../domain/api-keys";
import type { TErrorCode } from "../../domain/errors";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { withPart } from "../openapi/operations";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Generous for a buyer, an owner printing their QR codes or a busy help desk; a script hits them
// within minutes. The longest window is ACCOUNT_REQUEST_RETENTION_MS.
export const ACCOUNT_LIMITS = {
  checkout: { max: 20, windowMs: HOUR },
  // The success page asks once per payment, and again only when the provider fails for a moment.
  fulfil: { max: 30, windowMs: HOUR },
  promoCode: { max: 30, windowMs: HOUR },
  billingPortal: { max: 20, windowMs: HOUR },
  qrCode: { max: 60, windowMs: HOUR },
  // API keys created, and secrets retired by a rotation or a revocation (domain/api-keys.ts).
  apiKeyCreate: { max: MAX_KEY_CREATIONS_PER_DAY, windowMs: DAY },
  apiKeyRevoke: { max: MAX_KEY_REVOCATIONS_PER_DAY, windowMs: DAY },
  // Accepting an offer opens a checkout (or hands back the open one); finishing one looks it up.
  transferAccept: { max: 20, windowMs: HOUR },
  transferComplete: { max: 30, windowMs: HOUR },
} as const;

// Per-account limits live in D1, where every Cloudflare location counts the same rows
// (docs/decisions/013). After requireUser: it counts the signed-in user's requests of one action.
export function accountLimit(action: keyof typeof ACCOUNT_LIMITS, code: TErrorCode) {
  const limit = ACCOUNT_LIMITS[action];
  const middleware = createMiddleware<THonoEnv>(async (c, next) => {
    const user = c.get("user");
    if (!user) throw new AppError("UNAUTHENTICATED");
    const { db, now } = c.var.deps;
    const key = `${action}:${user.id}`;
    if (!(await countAccountRequest(db, key, limit, now))) {
      const retryAt = await nextAccountRequestAt(db, key, limit.windowMs, now);
      throw new AppError(code, { retryAfterSeconds: (retryAt - now) / 1000 });
    }
    await next();
  });
  return withPart(middleware, { kind: "rate-limit", code });
}
