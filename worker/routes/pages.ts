import { type Context, Hono } from "hono";
import { routePath } from "hono/route";
import { createDb } from "../../db/client";
import { findPinByName } from "../../db/queries/pins";
import { shareMetaFor } from "../../domain/share-meta";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { logError } from "../services/log";
import { withShareMeta } from "../services/share-meta";

// wrangler.toml runs the worker before the assets for "/" and "/share/*" only, so a shared link
// (core-flow section 7) unfurls with its pin's name; every other page is served straight from
// the assets. Only a name that is some pin's gets its card: anyone can put any words into a link,
// and a preview must not say them under our name. That costs one read of the unique name index.
export const pageRoutes = new Hono<THonoEnv>()
  .get("/", (c) => sharedPinPage(c, c.req.query("pin")))
  .get("/share/:mypin", (c) => sharedPinPage(c, c.req.param("mypin")));

// The page matters more than its preview: when the lookup fails the page is served as it is,
// and the failure is logged as ours. The name itself is looked up, not its look-alikes as
// pinExists does: a link to a look-alike of a pin's name is just the one a card must not vouch for.
function isPin(c: Context<THonoEnv>, name: string) {
  const found = findPinByName(createDb(c.env.DB), name).then((pin) => pin !== undefined);
  return found.catch((error: unknown) => {
    logError(`Link preview lookup failed on GET ${routePath(c, -1)}`, error);
    return false;
  });
}

async function sharedPinPage(c: Context<THonoEnv>, name: string | undefined) {
  const meta = name === undefined ? null : shareMetaFor(name, configOf(c.env).PUBLIC_ORIGIN);
  if (meta === null || !(await isPin(c, meta.name))) return c.env.ASSETS.fetch(c.req.raw);
  // Asked for without the request's conditional headers: the rewrite needs the body, and the
  // file's ETag does not describe the rewritten page.
  const page = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  return withShareMeta(page, meta);
}
