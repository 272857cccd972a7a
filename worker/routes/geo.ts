import { Hono } from "hono";
import { ZGeo } from "../../domain/answers/site";
import { currencyForCountry } from "../../domain/currency";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";

// The footer's "Geo" currency comes from the country Cloudflare's edge placed the request in,
// not from the third-party IP lookup the spec's product used: no visitor's address leaves us.
export const geoRoutes = new Hono<THonoEnv>().get(
  "/",
  describe({
    tag: "Site",
    summary: "The visitor's country and its currency",
    description:
      "From the country Cloudflare's edge placed the request in (`request.cf.country`), not from a third-party IP lookup: no visitor's address leaves the worker.",
    answers: { 200: ZGeo },
    refuses: [],
  }),
  (c) => {
    const country = typeof c.req.raw.cf?.country === "string" ? c.req.raw.cf.country : null;
    return c.json({ country, currency: currencyForCountry(country) }, 200);
  },
);
