import { homeScreen } from "../domain/home-screens.ts";
import { localizedPath, withoutLocale } from "../domain/locale-paths.ts";
import type { TLocale } from "../domain/locales.ts";
import type { TPageData, TPinAnswer } from "../domain/page-data.ts";
import {
  LANDING_TEMPLATE,
  markRepeatedItem,
  pinTemplate,
  repeatItems,
  slotted,
  type TTemplatePage,
} from "../domain/page-templates.ts";

// What renders a page's HTML: app/prerender.tsx's renderPage, as the build loads it.
export type TRenderPage = (url: string, data?: TPageData) => Promise<string>;

const EMPTY_ROOT = '<div id="root"></div>';

// The shell with a page's HTML in its root. Of "/", the screen it was rendered as is marked, so the
// browser hydrates it only where it would show that screen too (app/main.tsx).
export function withRoot(shell: string, markup: string, url: string): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error("index.html has no empty #root element");
  const { pathname, searchParams } = new URL(url, "http://page.invalid");
  const screen = withoutLocale(pathname) === "/" ? ` data-screen="${homeScreen(searchParams).screen}"` : "";
  return shell.replace(EMPTY_ROOT, () => `<div id="root"${screen}>${markup}</div>`);
}

// A page whose data holds a list, rendered with `count` items: the data for that many, every value
// a slot's marker (domain/page-templates.ts).
type TListPage = { url: (data: TPageData) => string; list: string; data: (count: number) => TPageData };

// The template of a page with a list: rendered with one item and with two, the second marked to
// repeat. It must give exactly the page rendered with three, or the build fails: an item's HTML that
// depended on its place in the list could not be repeated.
async function listTemplate(render: TRenderPage, page: TListPage): Promise<string> {
  const rendered = (count: number) => {
    const data = slotted(page.data(count));
    return render(page.url(data), data);
  };
  const template = markRepeatedItem(await rendered(1), await rendered(2));
  if (repeatItems(template, page.list, 3) !== (await rendered(3))) {
    throw new Error(`The items of ${page.list} do not render alike, so its template cannot repeat them`);
  }
  return template;
}

const FOUND: TPinAnswer = {
  found: true,
  pin: { id: 0, mypin: "", userName: "", latitude: 0, longitude: 0, searchCount: 0, note: null, near: null },
  view: { coordinates: "", appleMaps: "", googleMaps: "", near: "", note: "" },
};

const suggested = (count: number): TPageData => ({
  search: {
    name: "",
    answer: { found: false, suggestions: Array.from({ length: count }, () => ({ mypin: "", near: "" })) },
  },
});

const PIN_URLS: Record<TTemplatePage, (data: TPageData) => string> = {
  search: (data) => `/?pin=${encodeURIComponent(data.search?.name ?? "")}`,
  share: (data) => `/share/${encodeURIComponent(data.search?.name ?? "")}`,
};

export type TTemplate = { name: string; url: string; html: string; page?: TTemplatePage };

// Every template the worker fills in, rendered from the same data the worker inlines for the app,
// with a slot's marker for every word that varies. A shared link's result and share page, for a
// found pin, a miss and a miss with suggestions, and the landing with its popular names (without
// any, the landing is index.html itself).
export async function renderTemplates(render: TRenderPage, locale: TLocale): Promise<TTemplate[]> {
  const templates: TTemplate[] = [];
  for (const page of Object.keys(PIN_URLS) as TTemplatePage[]) {
    const url = PIN_URLS[page];
    for (const answer of [FOUND, { found: false as const, suggestions: [] }]) {
      const slots = slotted({ search: { name: "", answer } });
      templates.push({ page, name: pinTemplate(page, answer), url: url(slots), html: await render(url(slots), slots) });
    }
    const html = await listTemplate(render, { url, list: "search.answer.suggestions", data: suggested });
    const name = pinTemplate(page, { found: false, suggestions: [{ mypin: "", near: "" }] });
    templates.push({ page, name, url: url(slotted(suggested(1))), html });
  }
  const home = localizedPath("/", locale);
  const landing = {
    url: () => home,
    list: "topPins",
    data: (count: number) => ({ topPins: Array.from({ length: count }, () => ({ mypin: "" })) }),
  };
  templates.push({ name: LANDING_TEMPLATE, url: home, html: await listTemplate(render, landing) });
  return templates;
}
