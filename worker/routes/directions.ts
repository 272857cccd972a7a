import { Hono } from "hono";
import { ZDirectionsQuery } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { osrmRouter } from "../providers/router";

// Core-flow section 4: a driving route from the visitor's start point to the pin. Without a
// routing service the answer is { route: null } and the app opens the map app chooser directly.
export const directionsRoutes = new Hono<THonoEnv>().get(
  "/",
  rateLimit("GEO_LIMIT", "DIRECTIONS_RATE_LIMITED"),
  validate("query", ZDirectionsQuery),
  async (c) => {
    const router = osrmRouter(c.env);
    if (!router) return c.json({ route: null }, 200);
    const { from, to } = c.req.valid("query");
    return c.json({ route: await router.route(from, to) }, 200);
  },
);
