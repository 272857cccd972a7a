import { Hono } from "hono";
import { ZDirections } from "../../domain/answers/maps";
import { ZDirectionsQuery } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { osrmRouter } from "../providers/router";

const DIRECTIONS = `From the OSRM-compatible \`ROUTER_URL\` (cached a day, one request a second per host, given up after 10 s), or \`{ route: null }\` when no router is configured, and the app opens the map app chooser directly.

502 \`DIRECTIONS_FAILED\` (\`Directions failed: Could not calculate directions\`), 503 \`DIRECTIONS_BUSY\` (\`Retry-After\`) at once when the request's turn in the queue is more than 5 s away. 20 a minute per client address, refused in the same words.`;

// A driving route from the visitor's start point to the pin. Without a
// routing service the answer is { route: null } and the app opens the map app chooser directly.
export const directionsRoutes = new Hono<THonoEnv>().get(
  "/",
  describe({
    tag: "Maps",
    summary: "A driving route's distance and time",
    description: DIRECTIONS,
    answers: { 200: ZDirections },
    refuses: ["DIRECTIONS_FAILED", "DIRECTIONS_BUSY"],
  }),
  rateLimit("GEO_LIMIT", "DIRECTIONS_RATE_LIMITED"),
  validate("query", ZDirectionsQuery),
  async (c) => {
    const router = osrmRouter(c.env);
    if (!router) return c.json({ route: null }, 200);
    const { from, to } = c.req.valid("query");
    return c.json({ route: await router.route(from, to) }, 200);
  },
);
