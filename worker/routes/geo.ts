import { Hono } from "hono";
import { currencyForCountry } from "../../domain/currency";
import type { THonoEnv } from "../env";

// The footer's "Geo" currency comes from the country Cloudflare's edge placed the request in,
// not from a third-party IP lookup (DESIGN: what we do instead of the spec's lookup service).
export const geoRoutes = new Hono<THonoEnv>().get("/", (c) => {
  const country = typeof c.req.raw.cf?.country === "string" ? c.req.raw.cf.country : null;
  return c.json({ country, currency: currencyForCountry(country) }, 200);
});
