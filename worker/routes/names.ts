import { type Context, Hono } from "hono";
import { z } from "zod";
import { ZHeldName, ZHoldReleased, ZHoldStatus, ZNameAvailability } from "../../domain/answers/names";
import { ZPinName } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { anonymousHolder, currentHolder, ensureAnonymousHolder, userHolder } from "../http/holders";
import { describe } from "../middleware/describe";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { expireCheckoutSession } from "../providers/payments";
import { convertHold, releaseHold, takeHold } from "../services/names/holds";
import { nameLock } from "../services/names/locks";
import { assertNameForSale, isNameTaken, nameAvailability } from "../services/names/names-for-sale";

const nameParam = validate("param", z.object({ name: ZPinName }));

const AVAILABILITY = `Taken by a pin, or held by a buyer in the NameLock object, counting look-alikes (the same Unicode TR39 confusable skeleton: \`rn\` for \`m\`, a Cyrillic \`\u0456\` for \`i\`).

Refused by the name policy (also by hold and checkout): 400 \`NAME_MIXED_SCRIPTS\`, 400 \`NAME_EXPLETIVE\`, 409 \`NAME_RESERVED\` (a reserved brand; the message points its owner to the contact form; a brand staff released to an account is allowed to that signed-in account only). 60 a minute per client address, together with the hold status.`;

const HOLD = `Holds the name for \`HOLD_SECONDS\` (renewing the caller's own hold), but never past 30 minutes from when this holder took it unless a checkout has started; the same holder may hold it again 30 minutes after that (429 \`HOLD_TIME_LIMIT\`). The 30 minutes are kept per holder and per client address, so two accounts at one address, or a signed-out visitor who signs in, take no turns. An account holds at most 10 names at once (429 \`HOLDS_PER_ACCOUNT_EXCEEDED\`), a signed-out browser 3 (429 \`HOLDS_PER_BROWSER_EXCEEDED\`) and one client address 6 without signing in, however many cookies it drops (429 \`HOLDS_PER_ADDRESS_EXCEEDED\`); each 429 has a sentence saying why and \`Retry-After\`. Signed out, the hold belongs to this browser by an HttpOnly \`mypin_hold\` cookie (20 a minute per client address, else 429 \`HOLD_RATE_LIMITED\`). 409 \`NAME_TAKEN\`, 409 \`NAME_HELD\` (look-alikes included), and the name policy's refusals as for availability.

With \`convert: true\` a signed-in user takes over this browser's signed-out hold: 409 \`HOLD_CONVERT_TAKEN\` (\`MyPin is no longer available\`), 409 \`HOLD_CONVERT_RESERVED\` (\`MyPin was reserved by another user\`), 503 \`HOLD_CONVERT_FAILED\`.`;

function refuseByPolicy(c: Context<THonoEnv>, name: string) {
  return assertNameForSale(c.env, name, c.get("user")?.id ?? null);
}

// Core-flow section 4's temporary lock: hold, status, cancel, and convert a virtual reservation.
export const nameRoutes = new Hono<THonoEnv>()
  .get(
    "/:name/availability",
    describe({
      tag: "Names",
      summary: "Whether a name is free to buy",
      description: AVAILABILITY,
      answers: { 200: ZNameAvailability },
    }),
    rateLimit("LOOKUP_LIMIT", "LOOKUP_RATE_LIMITED"),
    nameParam,
    async (c) => {
      const { name } = c.req.valid("param");
      return c.json(await nameAvailability(c.env, name, c.get("user")?.id ?? null), 200);
    },
  )
  .post(
    "/:name/hold",
    describe({
      tag: "Names",
      summary: "Hold a name while it is bought",
      description: HOLD,
      answers: { 200: ZHeldName },
    }),
    nameParam,
    validate("json", z.object({ convert: z.boolean().optional() })),
    async (c) => {
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
    },
  )
  .get(
    "/:name/hold",
    describe({
      tag: "Names",
      summary: "Whether a name is held, and by the caller",
      description: "60 a minute per client address, together with availability.",
      answers: { 200: ZHoldStatus },
    }),
    rateLimit("LOOKUP_LIMIT", "LOOKUP_RATE_LIMITED"),
    nameParam,
    async (c) => {
      const status = await nameLock(c.env, c.req.valid("param").name).status(currentHolder(c));
      return c.json(status, 200);
    },
  )
  // Leaving the create page or the checkout frees the name; an open checkout for it is expired so
  // it can no longer be paid for a name the buyer gave up.
  .delete(
    "/:name/hold",
    describe({
      tag: "Names",
      summary: "Give up the caller's hold on a name",
      description: "Ends the caller's hold and expires its open checkout session.",
      answers: { 200: ZHoldReleased },
    }),
    nameParam,
    validate("json", z.object({})),
    async (c) => {
      const holder = currentHolder(c);
      if (!holder) return c.json({ released: false }, 200);
      const { name } = c.req.valid("param");
      const { released, checkoutSessionId } = await nameLock(c.env, name).cancel(holder);
      if (released) await releaseHold(c.env, holder, name);
      if (checkoutSessionId) c.executionCtx.waitUntil(expireCheckoutSession(c.env, checkoutSessionId));
      return c.json({ released }, 200);
    },
  );
