import { type Context, Hono } from "hono";
import { shareMetaFor } from "../../domain/share-meta";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { withShareMeta } from "../services/share-meta";

// wrangler.toml runs the worker before the assets for "/" and "/share/*" only, so a shared link
// (core-flow section 7) unfurls with its pin's name; every other page is served straight from
// the assets. No database read: names are stored as normalised, and a link preview should not
// wait on one.
export const pageRoutes = new Hono<THonoEnv>()
  .get("/", (c) => sharedPinPage(c, c.req.query("pin")))
  .get("/share/:mypin", (c) => sharedPinPage(c, c.req.param("mypin")));

async function sharedPinPage(c: Context<THonoEnv>, name: string | undefined) {
  const meta = name === undefined ? null : shareMetaFor(name, configOf(c.env).PUBLIC_ORIGIN);
  if (meta === null) return c.env.ASSETS.fetch(c.req.raw);
  // Asked for without the request's conditional headers: the rewrite needs the body, and the
  // file's ETag does not describe the rewritten page.
  const page = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  return withShareMeta(page, meta);
}
