import { type Context, Hono } from "hono";
import { routePath } from "hono/route";
import { homeScreen } from "../../domain/home-screens";
import { INDEXED_PAGES } from "../../domain/page-meta";
import type { TTemplatePage } from "../../domain/page-templates";
import { shareMetaFor } from "../../domain/share-meta";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { clientAddress, withinLimit } from "../middleware/rate-limit";
import { logError } from "../platform/log";
import { searchPin } from "../services/pins/pin-search";
import { serveShell } from "../services/site/app-shell";
import { renderLanding, renderPinPage } from "../services/site/rendered-pages";
import { withHomeMeta, withShareMeta } from "../services/site/share-meta";

// "/" picks its screen from the query (domain/home-screens.ts): the landing comes with its popular
// names, a shared link with its search answered and, for a pin, its link
// preview, and any other screen is the app's to render. /share/{name} is rendered as a shared link.
export const pageRoutes = new Hono<THonoEnv>()
  .get("/", async (c) => {
    const picked = homeScreen(new URL(c.req.url).searchParams);
    if (picked.screen === "result") return (await pinPage(c, "search", picked.name)) ?? serveShell(c.env, c.req.raw);
    if (picked.screen === "landing") return landingPage(c);
    return serveShell(c.env, c.req.raw);
  })
  .get("/share/:mypin", async (c) => (await pinPage(c, "share", c.req.param("mypin"))) ?? serveShell(c.env, c.req.raw));

const HOME = INDEXED_PAGES.find((page) => page.path === "/");

// A shared link's page: the search answered now, counted as the search it replaces and limited as
// the API's are, and rendered into the page. Only a name that is some pin's gets its card: anyone
// can put any words into a link, and a preview must not say them under our name. A name the search
// would refuse, a client over its limit, or a failure (logged as ours) gets the app's shell, whose
// own search says why.
async function pinPage(c: Context<THonoEnv>, page: TTemplatePage, input: string) {
  const origin = configOf(c.env).PUBLIC_ORIGIN;
  const meta = shareMetaFor(input, origin);
  if (meta === null || !(await withinLimit(c.env, "SEARCH_LIMIT", "SEARCH_RATE_LIMITED", c.req.raw))) return null;
  const search = { name: meta.name, client: clientAddress(c.req.raw) };
  try {
    const answer = await searchPin(c.var.deps, search);
    const rendered = await renderPinPage(c.env, c.req.raw, page, { name: meta.name, answer });
    if (answer.status === 200) return withShareMeta(rendered, meta);
    // A miss of "/" is the home page still, with its own card.
    return page === "search" && HOME !== undefined ? withHomeMeta(rendered, HOME, origin) : rendered;
  } catch (error) {
    logError(`Shared link page failed on GET ${routePath(c, -1)}`, error);
    return null;
  }
}

// The landing with its popular names; should they fail to load, the build's landing without them,
// whose app then asks for them itself.
async function landingPage(c: Context<THonoEnv>) {
  try {
    return await renderLanding(c.var.deps, c.req.raw);
  } catch (error) {
    logError(`Landing page failed on GET ${routePath(c, -1)}`, error);
    return c.env.ASSETS.fetch(c.req.raw);
  }
}
