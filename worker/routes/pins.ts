import { Hono } from "hono";
import { z } from "zod";
import { ZPinName } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { searchPin } from "../services/pins/pin-search";
import { popularPins } from "../services/pins/popular-pins";

export const pinRoutes = new Hono<THonoEnv>().get(
  "/:name",
  rateLimit("SEARCH_LIMIT", "SEARCH_RATE_LIMITED"),
  validate("param", z.object({ name: ZPinName })),
  async (c) => {
    const search = { name: c.req.valid("param").name, client: clientAddress(c.req.raw) };
    const answer = await searchPin(c.env, c.executionCtx, search, Date.now());
    return answer.status === 200 ? c.json(answer.body, 200) : c.json(answer.body, 404);
  },
);

export const topPinRoutes = new Hono<THonoEnv>().get("/", async (c) =>
  c.json({ pins: await popularPins(c.env, c.executionCtx) }, 200),
);
