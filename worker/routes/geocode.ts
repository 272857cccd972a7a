import { Hono } from "hono";
import { z } from "zod";
import { directions } from "../../domain/messages/directions";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { nominatimGeocoder } from "../providers/geocoder";

const ZQuery = z.object({ q: z.string().trim().min(1, { error: directions.addressNotFound }).max(200) });

// The create page's address box: searched on submit only, never as the user types.
export const geocodeRoutes = new Hono<THonoEnv>().get(
  "/",
  rateLimit("GEO_LIMIT", "GEOCODING_RATE_LIMITED"),
  validate("query", ZQuery),
  async (c) => {
    const place = await nominatimGeocoder(c.env).search(c.req.valid("query").q);
    if (!place) throw new AppError("ADDRESS_NOT_FOUND");
    return c.json({ place }, 200);
  },
);
