import { Hono } from "hono";
import * as z from "zod";
import { ZGeocoded } from "../../domain/answers/maps";
import { directions } from "../../domain/messages/directions";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { describe } from "../middleware/describe";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { nominatimGeocoder } from "../providers/geocoder";

const GEOCODE = `The first place the configured Nominatim-compatible geocoder finds (cached a day, at most one request a second per isolate, given up after 5 s). The create page searches on submit only, never as the user types.

404 \`ADDRESS_NOT_FOUND\` (\`Address not found\`), 502 \`GEOCODING_FAILED\` (\`Geocoding failed\`), 503 \`GEOCODING_BUSY\` (\`Retry-After\`) at once when the request's turn in the queue is more than 5 s away. 20 a minute per client address, also worded \`Geocoding failed\`.`;

const ZQuery = z.object({ q: z.string().trim().min(1, { error: directions.addressNotFound }).max(200) });

// The create page's address box: searched on submit only, never as the user types.
export const geocodeRoutes = new Hono<THonoEnv>().get(
  "/",
  describe({
    tag: "Maps",
    summary: "Find where an address is",
    description: GEOCODE,
    answers: { 200: ZGeocoded },
    refuses: ["ADDRESS_NOT_FOUND", "GEOCODING_FAILED", "GEOCODING_BUSY"],
  }),
  rateLimit("GEO_LIMIT", "GEOCODING_RATE_LIMITED"),
  validate("query", ZQuery),
  async (c) => {
    const place = await nominatimGeocoder(c.env).search(c.req.valid("query").q);
    if (!place) throw new AppError("ADDRESS_NOT_FOUND");
    return c.json({ place }, 200);
  },
);
