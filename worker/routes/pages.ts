import { type Context, Hono } from "hono";
import { routePath } from "hono/route";
import { createDb } from "../../db/client";
import { findPinByName } from "../../db/queries/pins";
import { INDEXED_PAGES } from "../../domain/page-meta";
import { shareMetaFor } from "../../domain/share-meta";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { logError } from "../services/log";
import { withHomeMeta, withShareMeta } from "../services/share-meta";

// wrangler.toml runs the worker before the assets for "/" and "/share/*" only, so a shared link
// (core-flow section 7) unfurls with its pin's name; every other page is served straight from
// the assets. Only a name that is some pin's gets its card: anyone can put any words into a link,
// and a preview must not say them under our name. That costs one read of the unique name index.
export const pageRoutes = new Hono<THonoEnv>()
  .get("/", async (c) => (await sharedPinPage(c, c.req.query("pin"))) ?? homePage(c))
  .get("/share/:mypin", async (c) => (await sharedPinPage(c, c.req.param("mypin"))) ?? c.env.ASSETS.fetch(c.req.raw));

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

// The pin's preview page, or null when the link names no pin.
async function sharedPinPage(c: Context<THonoEnv>, name: string | undefined) {
  const meta = name === undefined ? null : shareMetaFor(name, configOf(c.env).PUBLIC_ORIGIN);
  if (meta === null || !(await isPin(c, meta.name))) return null;
  // Asked for without the request's conditional headers: the rewrite needs the body, and the
  // file's ETag does not describe the rewritten page.
  const page = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  return withShareMeta(page, meta);
}

const HOME = INDEXED_PAGES.find((page) => page.path === "/");

// "/" is index.html, which is also what every unknown path and unindexed page is served, so the
// file claims no canonical address and the home page's canonical and card are added here. A
// conditional request's 304 passes as it is.
async function homePage(c: Context<THonoEnv>) {
  const page = await c.env.ASSETS.fetch(c.req.raw);
  if (page.status !== 200 || HOME === undefined) return page;
  return withHomeMeta(page, HOME, configOf(c.env).PUBLIC_ORIGIN);
}
