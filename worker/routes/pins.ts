import { Hono } from "hono";
import * as z from "zod";
import { ZPinFound, ZPinMissing, ZPopularPins } from "../../domain/answers/pins";
import { ZPinName } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { pinMissBody } from "../errors";
import { describe } from "../middleware/describe";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { popularPins } from "../services/pins/popular-pins";
import { searchPin } from "../services/pins/search-pin";

const SEARCH = `The name is looked up by its canonical form (NFKC, lower-case, one space between words, trimmed). A malformed name, or one holding an invisible character (zero-width, bidi control, soft hyphen), is refused with the validator's message. A former name of a pin staff renamed (for 90 days after the rename) answers that pin under its new name, with \`renamedFrom\` the name asked for. A miss is 404 \`MyPin not found\` with \`suggestions\`: up to 3 pins' names within two edits of the one typed, closest first (never a held name; none for a name under 3 characters). 30 searches a minute per client address.

Answered from the edge cache (a found name 60 s, a miss 10 s, forgotten at this location on every purchase, move, rename, delete and release of the name). A found pin's search is counted in the isolate's memory and written within 10 s in one batch per pin and day, so \`searchCount\` is the count as last written; the same batch adds to the pin's ranking for the public list at most one search per client (an IPv6 /64) per pin per UTC day.`;

export const pinRoutes = new Hono<THonoEnv>().get(
  "/:name",
  describe({
    tag: "Pins",
    summary: "Find a pin by its name",
    description: SEARCH,
    answers: { 200: ZPinFound, 404: ZPinMissing },
    refuses: [],
  }),
  rateLimit("SEARCH_LIMIT", "SEARCH_RATE_LIMITED"),
  validate("param", z.object({ name: ZPinName })),
  async (c) => {
    const search = { name: c.req.valid("param").name, client: clientAddress(c.req.raw) };
    const answer = await searchPin(c.var.deps, search);
    if (!answer.found) return c.json(pinMissBody(answer.suggestions, c.var.deps.locale), 404);
    const { found: _found, ...body } = answer;
    return c.json(body, 200);
  },
);

export const topPinRoutes = new Hono<THonoEnv>().get(
  "/",
  describe({
    tag: "Pins",
    summary: "The home page's popular names",
    description:
      "Its 10 popular names, ranked by searches counted once per client a day (so a few scripted addresses weigh as a few visitors), leaving out pins staff took off the list.",
    answers: { 200: ZPopularPins },
    refuses: [],
  }),
  async (c) => c.json({ pins: await popularPins(c.var.deps) }, 200),
);
