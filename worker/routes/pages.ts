import { type Context, Hono } from "hono";
import { routePath } from "hono/route";
import { homeScreen } from "../../domain/home-screens";
import { DEFAULT_LOCALE, LOCALES, type TLocale } from "../../domain/locales";
import { indexedPagesIn } from "../../domain/page-meta";
import type { TTemplatePage } from "../../domain/page-templates";
import { shareMetaFor } from "../../domain/share-meta";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { CATALOGUES } from "../i18n/catalogues";
import { requestLocale } from "../middleware/language";
import { clientAddress, withinLimit } from "../middleware/rate-limit";
import { logError } from "../platform/log";
import { searchPin } from "../services/pins/search-pin";
import { inLanguage } from "../services/site/page-language";
import { renderLanding } from "../services/site/render-landing";
import { renderPinPage } from "../services/site/render-pin-page";
import { serveShell } from "../services/site/serve-shell";
import { withHomeMeta } from "../services/site/with-home-meta";
import { withShareMeta } from "../services/site/with-share-meta";

// "/" picks its screen from the query (domain/home-screens.ts): the landing comes with its popular
// names, a shared link with its search answered and, for a pin, its link
// preview, and any other screen is the app's to render. /share/{name} is rendered as a shared link.
// The landing is English's at "/" and another language's at its prefix ("/de/"); a shared link and
// every other screen is one address for all languages, in the visitor's (worker/middleware/language.ts).
export const pageRoutes = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).reduce(
  (routes, locale) => routes.get(`/${locale}/`, (c) => homePage(c, locale)),
  new Hono<THonoEnv>()
    .get("/", (c) => homePage(c, null))
    .get("/share/:mypin", async (c) => {
      const locale = requestLocale(c);
      return (await pinPage(c, "share", c.req.param("mypin"), locale)) ?? serveShell(c.env, c.req.raw, locale);
    }),
);

async function homePage(c: Context<THonoEnv>, prefixed: TLocale | null) {
  const picked = homeScreen(new URL(c.req.url).searchParams);
  if (picked.screen === "landing") return landingPage(c, prefixed ?? DEFAULT_LOCALE);
  const locale = prefixed ?? requestLocale(c);
  if (picked.screen === "result") {
    return (await pinPage(c, "search", picked.name, locale)) ?? serveShell(c.env, c.req.raw, locale);
  }
  return serveShell(c.env, c.req.raw, locale);
}

// A shared link's page: the search answered now, counted as the search it replaces and limited as
// the API's are, and rendered into the page. Only a name that is some pin's gets its card: anyone
// can put any words into a link, and a preview must not say them under our name. A name the search
// would refuse, a client over its limit, or a failure (logged as ours) gets the app's shell, whose
// own search says why.
async function pinPage(c: Context<THonoEnv>, page: TTemplatePage, input: string, locale: TLocale) {
  const origin = configOf(c.env).PUBLIC_ORIGIN;
  const texts = CATALOGUES[locale];
  const meta = shareMetaFor(input, origin, texts.search);
  if (meta === null || !(await withinLimit(c.env, "SEARCH_LIMIT", "SEARCH_RATE_LIMITED", c.req.raw))) return null;
  const search = { name: meta.name, client: clientAddress(c.req.raw) };
  try {
    const answer = await searchPin(c.var.deps, search);
    const rendered = await renderPinPage(c.env, c.req.raw, page, { name: meta.name, answer, locale });
    // A former name's link previews the pin under its new name, which its page shows.
    if (answer.found) {
      const card = shareMetaFor(answer.pin.mypin, origin, texts.search) ?? meta;
      return withShareMeta(rendered, card, texts.site.PRODUCT);
    }
    // A miss of "/" is the home page still, with its own card.
    const home = indexedPagesIn(texts.pageMeta).find((indexed) => indexed.path === "/");
    return page === "search" && home !== undefined ? withHomeMeta(rendered, home, origin) : rendered;
  } catch (error) {
    logError(`Shared link page failed on GET ${routePath(c, -1)}`, error);
    return null;
  }
}

// The landing with its popular names; should they fail to load, the build's landing without them,
// whose app then asks for them itself.
async function landingPage(c: Context<THonoEnv>, locale: TLocale) {
  try {
    return await renderLanding(c.var.deps, c.req.raw, locale);
  } catch (error) {
    logError(`Landing page failed on GET ${routePath(c, -1)}`, error);
    return inLanguage(await c.env.ASSETS.fetch(c.req.raw), locale, false);
  }
}
