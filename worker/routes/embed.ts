import { type Context, Hono } from "hono";
import { ZPinName } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { embedContentPolicy } from "../middleware/embed-headers";
import { clientAddress, withinLimit } from "../middleware/rate-limit";
import { embedNoticePage } from "../services/site/embed-notice-page";
import type { TEmbedPage } from "../services/site/embed-page";
import { embedPinPage } from "../services/site/embed-pin-page";

// As long as the search's own cache keeps a found name's answer and a miss's.
const FOUND_CACHE = "public, max-age=60";
const MISSED_CACHE = "public, max-age=10";

// A pin's card for another site's page (domain/embed.ts): an HTML page, outside the API and its
// reference, framed by any site and setting no cookie. Searched, counted and limited as a shared
// link's page is; a name no pin could have is as not found as one no pin has, so the page never
// says what a link made up.
export const embedRoutes = new Hono<THonoEnv>().get("/:name", async (c) => {
  const { deps } = c.var;
  const name = ZPinName.safeParse(c.req.param("name"));
  if (!name.success) return answer(c, await embedNoticePage(deps, "missing"), 404, MISSED_CACHE);
  if (!(await withinLimit(c.env, "SEARCH_LIMIT", "SEARCH_RATE_LIMITED", c.req.raw))) {
    c.header("Retry-After", "60");
    return answer(c, await embedNoticePage(deps, "limited"), 429, "no-store");
  }
  const { found, ...page } = await embedPinPage(deps, { name: name.data, client: clientAddress(c.req.raw) });
  return found ? answer(c, page, 200, FOUND_CACHE) : answer(c, page, 404, MISSED_CACHE);
});

// The card is in the reader's language, which their cookie or Accept-Language picks.
function answer(c: Context<THonoEnv>, page: TEmbedPage, status: 200 | 404 | 429, cacheControl: string) {
  return c.html(page.html, status, {
    "Content-Security-Policy": embedContentPolicy(page.styleHash),
    "Cache-Control": cacheControl,
    "Content-Language": c.var.deps.locale,
    Vary: "Cookie, Accept-Language",
  });
}
