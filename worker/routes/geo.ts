import { Hono } from "hono";
import { currencyForCountry } from "../../domain/currency";
import type { THonoEnv } from "../env";

// The footer's "Geo" currency comes from the country Cloudflare's edge placed the request in,
// not from the third-party IP lookup the spec's product used: no visitor's address leaves us.
export const geoRoutes = new Hono<THonoEnv>().get("/", (c) => {
  const country = typeof c.req.raw.cf?.country === "string" ? c.req.raw.cf.country : null;
  return c.json({ country, currency: currencyForCountry(country) }, 200);
});
