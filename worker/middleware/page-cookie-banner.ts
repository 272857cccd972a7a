import { createMiddleware } from "hono/factory";
import type { THonoEnv } from "../env";
import { withCookieBanner } from "../services/site/with-cookie-banner";

// Every page the worker answers, from a file or rendered, gets the consent banner for a visitor who
// has not chosen (services/site/with-cookie-banner.ts). The API's, development's and tiles' answers are not
// pages; an embedded card is part of another site's page, which sets no cookie and asks about none.
export const pageCookieBanner = createMiddleware<THonoEnv>(async (c, next) => {
  await next();
  if (c.req.method !== "GET" || /^\/(?:api|dev|tiles|embed)(?:\/|$)/.test(c.req.path)) return;
  const page = await withCookieBanner(c.env, c.req.raw, c.res);
  if (page === c.res) return;
  // Hono copies the old answer's headers onto a new one unless the old is dropped first: its
  // length and ETag describe the page without the banner.
  c.res = undefined;
  c.res = page;
});
