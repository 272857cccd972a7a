import { Hono } from "hono";
import * as z from "zod";
import { ZHeldName, ZHoldReleased, ZHoldStatus, ZNameAvailability } from "../../domain/answers/names";
import { ZPinName } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { currentHolder, holdersOf } from "../http/holders";
import { describe } from "../middleware/describe";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { giveUpHold } from "../services/names/give-up-hold";
import { holdName } from "../services/names/hold-name";
import { nameLock } from "../services/names/locks";
import { nameAvailability } from "../services/names/name-availability";

const nameParam = validate("param", z.object({ name: ZPinName }));

const AVAILABILITY = `Taken by a pin (or, for 90 days after a staff rename, a pin's former name), or held by a buyer in the NameLock object, counting look-alikes (the same Unicode TR39 confusable skeleton: \`rn\` for \`m\`, a Cyrillic \`\u0456\` for \`i\`).

Refused by the name policy (also by hold and checkout): 400 \`NAME_MIXED_SCRIPTS\`, 400 \`NAME_EXPLETIVE\`, 409 \`NAME_RESERVED\` (a reserved brand; the message points its owner to the contact form; a brand staff released to an account is allowed to that signed-in account only). 60 a minute per client address, together with the hold status.`;

const HOLD = `Holds the name for \`HOLD_SECONDS\` (renewing the caller's own hold), but never past 30 minutes from when this holder took it unless a checkout has started; the same holder may hold it again 30 minutes after that (429 \`HOLD_TIME_LIMIT\`). The 30 minutes are kept per holder and per client address, so two accounts at one address, or a signed-out visitor who signs in, take no turns. An account holds at most 10 names at once (429 \`HOLDS_PER_ACCOUNT_EXCEEDED\`), a signed-out browser 3 (429 \`HOLDS_PER_BROWSER_EXCEEDED\`) and one client address 6 without signing in, however many cookies it drops (429 \`HOLDS_PER_ADDRESS_EXCEEDED\`); each 429 has a sentence saying why and \`Retry-After\`. Signed out, the hold belongs to this browser by an HttpOnly \`mypin_hold\` cookie (20 a minute per client address, else 429 \`HOLD_RATE_LIMITED\`). 409 \`NAME_TAKEN\` (a pin's name or former name), 409 \`NAME_HELD\` (look-alikes included), and the name policy's refusals as for availability.

With \`convert: true\` a signed-in user takes over this browser's signed-out hold: 409 \`HOLD_CONVERT_TAKEN\` (\`MyPin is no longer available\`), 409 \`HOLD_CONVERT_RESERVED\` (\`MyPin was reserved by another user\`), 503 \`HOLD_CONVERT_FAILED\`.`;

// The temporary lock a buyer takes on a name: hold, status, cancel, and convert a signed-out hold.
export const nameRoutes = new Hono<THonoEnv>()
  .get(
    "/:name/availability",
    describe({
      tag: "Names",
      summary: "Whether a name is free to buy",
      description: AVAILABILITY,
      answers: { 200: ZNameAvailability },
      refuses: ["NAME_MIXED_SCRIPTS", "NAME_EXPLETIVE", "NAME_RESERVED"],
    }),
    rateLimit("LOOKUP_LIMIT", "LOOKUP_RATE_LIMITED"),
    nameParam,
    async (c) => {
      const { name } = c.req.valid("param");
      return c.json(await nameAvailability(c.var.deps, { name, userId: c.get("user")?.id ?? null }), 200);
    },
  )
  .post(
    "/:name/hold",
    describe({
      tag: "Names",
      summary: "Hold a name while it is bought",
      description: HOLD,
      answers: { 200: ZHeldName },
      refuses: [
        "HOLD_TIME_LIMIT",
        "HOLDS_PER_ACCOUNT_EXCEEDED",
        "HOLDS_PER_BROWSER_EXCEEDED",
        "HOLDS_PER_ADDRESS_EXCEEDED",
        "HOLD_RATE_LIMITED",
        "NAME_TAKEN",
        "NAME_HELD",
        "NAME_MIXED_SCRIPTS",
        "NAME_EXPLETIVE",
        "NAME_RESERVED",
        "HOLD_CONVERT_TAKEN",
        "HOLD_CONVERT_RESERVED",
        "HOLD_CONVERT_FAILED",
      ],
    }),
    nameParam,
    validate("json", z.object({ convert: z.boolean().optional() })),
    async (c) => {
      const { name } = c.req.valid("param");
      const asked = { name, convert: c.req.valid("json").convert ?? false, holders: holdersOf(c) };
      const hold = await holdName(c.var.deps, { ...asked, address: clientAddress(c.req.raw) });
      return c.json({ hold }, 200);
    },
  )
  .get(
    "/:name/hold",
    describe({
      tag: "Names",
      summary: "Whether a name is held, and by the caller",
      description: "60 a minute per client address, together with availability.",
      answers: { 200: ZHoldStatus },
      refuses: [],
    }),
    rateLimit("LOOKUP_LIMIT", "LOOKUP_RATE_LIMITED"),
    nameParam,
    async (c) => {
      const status = await nameLock(c.env, c.req.valid("param").name).status(currentHolder(c));
      return c.json(status, 200);
    },
  )
  .delete(
    "/:name/hold",
    describe({
      tag: "Names",
      summary: "Give up the caller's hold on a name",
      description: "Ends the caller's hold and expires its open checkout session.",
      answers: { 200: ZHoldReleased },
      refuses: [],
    }),
    nameParam,
    validate("json", z.object({})),
    async (c) => {
      const asked = { name: c.req.valid("param").name, holder: currentHolder(c) };
      return c.json(await giveUpHold(c.var.deps, asked), 200);
    },
  );
