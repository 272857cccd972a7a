// A page the worker renders (a shared link's result or its not-found screen, the landing with its
// popular names) is a template the build rendered from the app's own components, with a marker in
// place of every value that varies: the pin's name, its creator, its coordinates. The worker puts
// the real values where the markers are, so the HTML it sends is the HTML React renders for that
// data, and the app hydrates it as its own (docs/decisions/037). The markers are private-use
// characters, which nothing else in a page contains and which React writes out unchanged.

const OPEN = "\uE000";
const CLOSE = "\uE001";
// Around the HTML of a list's second item (see markRepeatedItem).
const ITEM_OPEN = "\uE002";
const ITEM_CLOSE = "\uE003";

// A value's marker. Keys are ASCII letters, digits and dots, which React's escaping and
// encodeURIComponent leave as they are; the key of a name, which the app puts in its canonical form,
// is lower case, as that form is.
export function slot(key: string): string {
  if (!/^[A-Za-z0-9.]+$/.test(key)) throw new Error(`A template slot key is ASCII letters, digits and dots: ${key}`);
  return `${OPEN}${key}${CLOSE}`;
}

// React's own escaping of text and attribute values (react-dom's escapeTextForBrowser), so a filled
// template is byte for byte what React renders: an owner's words stay text wherever they land.
const ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

export function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (character) => ESCAPES[character] ?? character);
}

export type TSlotValues = Record<string, string>;

const childPath = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

// Every string in `data`, keyed by its path ("search.name", "topPins.0.mypin"): the values of the
// slots a template of data of that shape has.
export function slotValues(data: unknown, path = ""): TSlotValues {
  if (typeof data === "string") return { [path]: data };
  if (data === null || typeof data !== "object") return {};
  const values: TSlotValues = {};
  for (const [key, value] of Object.entries(data)) Object.assign(values, slotValues(value, childPath(path, key)));
  return values;
}

// The same data with every string replaced by its slot's marker: what the build renders a
// template from.
export function slotted<T>(data: T, path = ""): T {
  if (typeof data === "string") return slot(path) as T;
  if (data === null || typeof data !== "object") return data;
  if (Array.isArray(data)) return data.map((value, index) => slotted(value, childPath(path, index))) as T;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, slotted(value, childPath(path, key))]),
  ) as T;
}

// A value lands in the page as text or an attribute, or inside a link the app builds with
// encodeURIComponent ("/?pin=..."): each form of its marker takes the same form of the value.
const MARKERS = /\uE000([A-Za-z0-9.]+)\uE001|%EE%80%80([A-Za-z0-9.]+)%EE%80%81/g;

function replaceMarkers(html: string, replace: (key: string, encoded: boolean) => string): string {
  return html.replace(MARKERS, (_marker, raw: string | undefined, encoded: string | undefined) =>
    replace(raw ?? encoded ?? "", raw === undefined),
  );
}

// One pass over the template, so a value that happens to contain a marker stays the text it is.
export function fillTemplate(template: string, values: TSlotValues): string {
  return replaceMarkers(template, (key, encoded) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for the template slot ${key}`);
    return escapeHtml(encoded ? encodeURIComponent(value) : value);
  });
}

// A list's HTML is its items' HTML one after another, each the same but for its values. The build
// renders the page with one item and with two: the second's HTML is what the two renders do not
// share, and it is marked where it stands, so the one template serves any number of items.
export function markRepeatedItem(withOne: string, withTwo: string): string {
  let start = 0;
  while (start < withOne.length && withOne[start] === withTwo[start]) start++;
  let fromEnd = 0;
  while (fromEnd < withOne.length - start && withOne.at(-1 - fromEnd) === withTwo.at(-1 - fromEnd)) fromEnd++;
  const end = withTwo.length - fromEnd;
  return `${withTwo.slice(0, start)}${ITEM_OPEN}${withTwo.slice(start, end)}${ITEM_CLOSE}${withTwo.slice(end)}`;
}

// The template with `count` items (one or more) of the list whose values are under `list`
// ("search.answer.suggestions"): the marked second item repeated, each copy with its own item's
// slots.
export function repeatItems(template: string, list: string, count: number): string {
  const open = template.indexOf(ITEM_OPEN);
  const close = template.indexOf(ITEM_CLOSE);
  if (open < 0 || close < open) throw new Error("The template has no repeated item");
  const item = template.slice(open + 1, close);
  const second = `${list}.1`;
  const items = Array.from({ length: count - 1 }, (_, index) =>
    replaceMarkers(item, (key, encoded) => {
      const own =
        key === second || key.startsWith(`${second}.`) ? `${list}.${index + 1}${key.slice(second.length)}` : key;
      return encoded ? encodeURIComponent(slot(own)) : slot(own);
    }),
  );
  return template.slice(0, open) + items.join("") + template.slice(close + 1);
}

// The pages the worker renders from templates: a shared link's result (/?pin=) and its share page
// (/share/{name}), each for a found pin or for a miss with or without suggestions, and the landing
// with its popular names.
export type TTemplatePage = "search" | "share";

// Served from the build's assets, and only to the worker (worker/services/site/serve-page.ts).
export const TEMPLATES_PATH = "/page-templates/";

// A template, and the list it repeats for its data: which values ("search.answer.suggestions") and
// how many.
export type TTemplateUse = { template: string; list?: { key: string; count: number } };

export function pinTemplate(page: TTemplatePage, answer: { found: true } | { found: false; suggestions: unknown[] }) {
  if (answer.found) return `${page}-found`;
  return answer.suggestions.length === 0 ? `${page}-missed` : `${page}-suggested`;
}

export function pinTemplateUse(
  page: TTemplatePage,
  answer: { found: true } | { found: false; suggestions: unknown[] },
): TTemplateUse {
  const template = pinTemplate(page, answer);
  if (answer.found || answer.suggestions.length === 0) return { template };
  return { template, list: { key: "search.answer.suggestions", count: answer.suggestions.length } };
}

export const LANDING_TEMPLATE = "landing";

// The app's not-found page, which the worker answers with a 404 for a path that is no screen of
// the app's (domain/app-paths.ts); it has no values to fill in.
export const NOT_FOUND_TEMPLATE = "not-found";

// Not a page: the consent banner's HTML, which the worker adds to a page for a visitor who has not
// chosen (worker/services/site/with-cookie-banner.ts).
export const COOKIE_BANNER_TEMPLATE = "cookie-banner";

// The landing with one or more popular names (without any it is the build's index.html).
export function landingTemplateUse(topPins: readonly unknown[]): TTemplateUse {
  return { template: LANDING_TEMPLATE, list: { key: "topPins", count: topPins.length } };
}

// The page's HTML: the template, its list repeated, its slots filled with the data's values.
export function renderTemplate(html: string, use: TTemplateUse, data: unknown): string {
  const repeated = use.list === undefined ? html : repeatItems(html, use.list.key, use.list.count);
  return fillTemplate(repeated, slotValues(data));
}
