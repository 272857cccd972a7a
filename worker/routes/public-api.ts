import { Hono } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import * as z from "zod";
import { ZApiNameStatus, ZApiPinFound, ZApiPinMissing, ZApiSuggestions } from "../../domain/answers/public-api";
import { ZPinName } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { pinMissBody } from "../errors";
import { apiAccess } from "../middleware/api-access";
import { describe } from "../middleware/describe";
import { clientAddress } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { apiNameStatus } from "../services/public-api/api-name-status";
import { apiPin } from "../services/public-api/api-pin";
import { apiSuggestions } from "../services/public-api/api-suggestions";

const tag = "Public API";
const nameParam = validate("param", z.object({ name: ZPinName }));

// How long a client may reuse an answer: as long as our own cache keeps it, at most. Private: each
// answer counts a key's call and tells its allowance, so no shared cache may answer for us.
const cacheFor = (seconds: number) => `private, max-age=${seconds}`;

// A 304 says what its 200 would about caching, CORS and the allowance, so a page's script that
// sends If-None-Match itself can read it as it reads any answer.
const NOT_MODIFIED_KEEPS = [
  ...RETAINED_304_HEADERS,
  "access-control-allow-origin",
  "access-control-expose-headers",
  "ratelimit-policy",
  "ratelimit",
];

const PIN = `The pin's canonical name, its point, the town it is near (labelled in the request's language), the owner's arrival note, directions links for Apple Maps and Google Maps, and its page on MyPin. The name is looked up by its canonical form (NFKC, lower-case, one space between words). Counted as a search of the pin, as the app's own search is (in batches, never a write per call), and answered from the edge cache (60 s).

A former name of a renamed pin (for 90 days after the rename) answers the pin under its new name, with \`renamedFrom\` the name asked for. A miss is 404 \`PIN_NOT_FOUND\` with \`suggestions\`: up to 3 pins' names within two edits of the one asked, closest first.`;

const SUGGEST = `Up to 3 pins' names within two edits of \`q\` (canonicalised as a name is), closest first, each with the town it is near; none for \`q\` under 3 characters. Answered from the edge cache (60 s).`;

const STATUS = `\`taken\` (a pin has it), \`reserved\` (a brand the name policy keeps for its owner), \`held\` (a buyer is paying for it now) or \`available\`. Never whose. Answered from the edge cache (10 s). A name the policy refuses for its words or scripts is 400 \`NAME_EXPLETIVE\` or \`NAME_MIXED_SCRIPTS\`.`;

// The public API (docs/decisions/046): read-only, keyed, and answered in the request's language.
export const publicApiRoutes = new Hono<THonoEnv>()
  .use(etag({ retainedHeaders: NOT_MODIFIED_KEEPS }))
  .get(
    "/pins/:name",
    describe({
      tag,
      summary: "Resolve a MyPin",
      description: PIN,
      answers: { 200: ZApiPinFound, 404: ZApiPinMissing },
      refuses: [],
    }),
    apiAccess,
    nameParam,
    async (c) => {
      const answer = await apiPin(c.var.deps, { name: c.req.valid("param").name, client: clientAddress(c.req.raw) });
      c.header("Cache-Control", cacheFor(answer.found ? 60 : 10));
      if (!answer.found) return c.json(pinMissBody(answer.suggestions, c.var.deps.locale), 404);
      return c.json({ pin: answer.pin, renamedFrom: answer.renamedFrom }, 200);
    },
  )
  .get(
    "/suggest",
    describe({
      tag,
      summary: "Names close to one typed",
      description: SUGGEST,
      answers: { 200: ZApiSuggestions },
      refuses: [],
    }),
    apiAccess,
    validate("query", z.object({ q: ZPinName })),
    async (c) => {
      c.header("Cache-Control", cacheFor(60));
      return c.json({ suggestions: await apiSuggestions(c.var.deps, c.req.valid("query").q) }, 200);
    },
  )
  .get(
    "/names/:name/status",
    describe({
      tag,
      summary: "Whether a name is taken, reserved, held or available",
      description: STATUS,
      answers: { 200: ZApiNameStatus },
      refuses: ["NAME_EXPLETIVE", "NAME_MIXED_SCRIPTS"],
    }),
    apiAccess,
    nameParam,
    async (c) => {
      c.header("Cache-Control", cacheFor(10));
      return c.json(await apiNameStatus(c.var.deps, c.req.valid("param").name), 200);
    },
  );
