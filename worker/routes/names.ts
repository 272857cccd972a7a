import { type Context, Hono } from "hono";
import { z } from "zod";
import { ZPinName } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { anonymousHolder, currentHolder, ensureAnonymousHolder, userHolder } from "../http/holders";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { expireCheckoutSession } from "../providers/payments";
import { convertHold, releaseHold, takeHold } from "../services/names/holds";
import { nameLock } from "../services/names/locks";
import { assertNameForSale, isNameTaken, nameAvailability } from "../services/names/names-for-sale";

const nameParam = validate("param", z.object({ name: ZPinName }));

function refuseByPolicy(c: Context<THonoEnv>, name: string) {
  return assertNameForSale(c.env, name, c.get("user")?.id ?? null);
}

// Core-flow section 4's temporary lock: hold, status, cancel, and convert a virtual reservation.
export const nameRoutes = new Hono<THonoEnv>()
  .get("/:name/availability", rateLimit("LOOKUP_LIMIT", "LOOKUP_RATE_LIMITED"), nameParam, async (c) => {
    const { name } = c.req.valid("param");
    return c.json(await nameAvailability(c.env, name, c.get("user")?.id ?? null), 200);
  })
  .post("/:name/hold", nameParam, validate("json", z.object({ convert: z.boolean().optional() })), async (c) => {
    const { name } = c.req.valid("param");
    await refuseByPolicy(c, name);
    const user = c.get("user");
    const taken = await isNameTaken(c.env, name);

    const now = Date.now();
    const address = clientAddress(c.req.raw);
    if (user && c.req.valid("json").convert) {
      if (taken) throw new AppError("HOLD_CONVERT_TAKEN");
      const request = { name, holder: userHolder(user.id), from: anonymousHolder(c), address, now };
      const converted = await convertHold(c.env, request);
      return c.json({ hold: { expiresAt: converted.expiresAt, kind: "user" as const } }, 200);
    }

    if (taken) throw new AppError("NAME_TAKEN");
    if (!user) {
      // Signed-out holds are capped per client address so one visitor cannot park many names.
      const { success } = await c.env.HOLD_LIMIT.limit({ key: `hold:${address}` });
      if (!success) {
        c.header("Retry-After", "60");
        throw new AppError("HOLD_RATE_LIMITED");
      }
    }
    const kind = user ? ("user" as const) : ("anonymous" as const);
    const holder = user ? userHolder(user.id) : ensureAnonymousHolder(c);
    const result = await takeHold(c.env, { name, holder, kind, address, now });
    return c.json({ hold: { expiresAt: result.expiresAt, kind } }, 200);
  })
  .get("/:name/hold", rateLimit("LOOKUP_LIMIT", "LOOKUP_RATE_LIMITED"), nameParam, async (c) => {
    const status = await nameLock(c.env, c.req.valid("param").name).status(currentHolder(c));
    return c.json(status, 200);
  })
  // Leaving the create page or the checkout frees the name; an open checkout for it is expired so
  // it can no longer be paid for a name the buyer gave up.
  .delete("/:name/hold", nameParam, validate("json", z.object({})), async (c) => {
    const holder = currentHolder(c);
    if (!holder) return c.json({ released: false }, 200);
    const { name } = c.req.valid("param");
    const { released, checkoutSessionId } = await nameLock(c.env, name).cancel(holder);
    if (released) await releaseHold(c.env, holder, name);
    if (checkoutSessionId) c.executionCtx.waitUntil(expireCheckoutSession(c.env, checkoutSessionId));
    return c.json({ released }, 200);
  });
