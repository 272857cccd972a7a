import { type Context, Hono } from "hono";
import { routePath } from "hono/route";
import { createDb } from "../../db/client";
import { findPinByName } from "../../db/queries/pins";
import { INDEXED_PAGES } from "../../domain/page-meta";
import { shareMetaFor } from "../../domain/share-meta";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { clientAddress, withinLimit } from "../middleware/rate-limit";
import { servePage } from "../services/app-shell";
import { logError } from "../services/log";
import { searchPin } from "../services/pin-search";
import { withHomeMeta, withSearchAnswer, withShareMeta } from "../services/share-meta";

// wrangler.toml runs the worker before the assets for "/" and "/share/*" only, so a shared link
// (core-flow section 7) unfurls with its pin's name and /?pin= arrives with its search answered;
// every other page is served straight from the assets. Only a name that is some pin's gets its card: anyone can put any words into a link,
// and a preview must not say them under our name. That costs one read of the unique name index.
export const pageRoutes = new Hono<THonoEnv>()
  .get("/", async (c) => {
    const name = c.req.query("pin");
    return (name === undefined ? null : await searchPage(c, name)) ?? homePage(c);
  })
  .get("/share/:mypin", async (c) => (await sharedPinPage(c, c.req.param("mypin"))) ?? servePage(c.env, c.req.raw));

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

// A shared link's page: the search answered now and inlined, so the app paints the pin (or the
// miss) without asking again; it counts as the search it replaces, limited as the API's are. A
// name the search would refuse, or a client over its limit, gets the page as it is, and the app's
// own search says why.
async function searchPage(c: Context<THonoEnv>, input: string) {
  const origin = configOf(c.env).PUBLIC_ORIGIN;
  const meta = shareMetaFor(input, origin);
  if (meta === null || !(await withinLimit(c.env, "SEARCH_LIMIT", "SEARCH_RATE_LIMITED", c.req.raw))) return null;
  const search = { name: meta.name, client: clientAddress(c.req.raw) };
  const answer = await searchPin(c.env, c.executionCtx, search, Date.now()).catch((error: unknown) => {
    logError(`Shared link search failed on GET ${routePath(c, -1)}`, error);
    return null;
  });
  if (answer === null) return null;
  // Asked for without the request's conditional headers, as the preview's page is. A miss is
  // the home page still, with its own card.
  const page = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  if (answer.status === 200) return withSearchAnswer(withShareMeta(page, meta), meta.name, answer);
  return withSearchAnswer(HOME ? withHomeMeta(page, HOME, origin) : page, meta.name, answer);
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
