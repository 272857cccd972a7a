import { localeBase } from "../../../domain/locale-paths";
import type { TLocale } from "../../../domain/locales";
import { inlineJson, PAGE_DATA_ID, suggestionOf, type TPageData, type TPinAnswer } from "../../../domain/page-data";
import {
  landingTemplateUse,
  pinTemplateUse,
  renderTemplate,
  TEMPLATES_PATH,
  type TTemplatePage,
  type TTemplateUse,
} from "../../../domain/page-templates";
import { pinResultView } from "../../../domain/pin-result-view";
import type { Env } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import type { TSearchAnswer } from "../pins/pin-search";
import { popularPins } from "../pins/popular-pins";
import { inLanguage } from "./app-shell";

// One of a language's build's page templates, which only the worker reads (never served as a page).
export function templateFile(env: Env, request: Request, name: string, locale: TLocale): Promise<Response> {
  return env.ASSETS.fetch(new URL(`${localeBase(locale)}${TEMPLATES_PATH.slice(1)}${name}`, request.url));
}

// A page rendered from the build's template of it (tools/prerender-pages.ts): its slots filled with
// the data's values (domain/page-templates.ts) and the same data inlined, which the app hydrates the
// page from without asking again. The template's headers (the security policy of _headers among
// them) stay; its ETag and length, which describe the file, go.
async function fromTemplate(
  env: Env,
  request: Request,
  page: { use: TTemplateUse; data: TPageData; cacheControl: string; locale: TLocale },
): Promise<Response> {
  const template = await templateFile(env, request, page.use.template, page.locale);
  if (!template.ok) {
    throw new Error(`The ${page.locale} page template ${page.use.template} answered ${template.status}`);
  }
  const inlined = `<script type="application/json" id="${PAGE_DATA_ID}">${inlineJson(page.data)}</script>`;
  const rendered = renderTemplate(await template.text(), page.use, page.data);
  const html = rendered.replace("</head>", () => `${inlined}</head>`);
  const headers = new Headers(template.headers);
  headers.delete("ETag");
  headers.delete("Content-Length");
  headers.set("Cache-Control", page.cacheControl);
  return new Response(html, { status: 200, headers });
}

// A search as the result screens show it (domain/page-data.ts).
export function pinAnswer(answer: TSearchAnswer): TPinAnswer {
  if (!answer.found) return { found: false, suggestions: answer.suggestions.map(suggestionOf) };
  return { found: true, pin: answer.pin, view: pinResultView(answer.pin), renamedFrom: answer.renamedFrom };
}

// A shared link's page (/?pin= or /share/{name}) with its search answered: the pin, or the miss
// with its suggestions. It differs per name and moment, so no cache keeps it.
// In the visitor's language: a shared link is one address for every language.
export async function renderPinPage(
  env: Env,
  request: Request,
  page: TTemplatePage,
  search: { name: string; answer: TSearchAnswer; locale: TLocale },
): Promise<Response> {
  const answer = pinAnswer(search.answer);
  const rendered = await fromTemplate(env, request, {
    use: pinTemplateUse(page, answer),
    data: { search: { name: search.name, answer } },
    cacheControl: "no-store",
    locale: search.locale,
  });
  return inLanguage(rendered, search.locale, true);
}

// The landing with its popular names (those GET /api/top-pins answers), so they show, and work as
// links, before any script runs. With none, the landing is the build's index.html as it is.
// A language's landing, at its own address (/, /de/).
export async function renderLanding(deps: TDeps, request: Request, locale: TLocale): Promise<Response> {
  const { env } = deps;
  const topPins = await popularPins(deps);
  if (topPins.length === 0) return inLanguage(await env.ASSETS.fetch(request), locale, false);
  const rendered = await fromTemplate(env, request, {
    use: landingTemplateUse(topPins),
    data: { topPins },
    // Its names follow the searches; a browser asks again on every visit.
    cacheControl: "no-cache",
    locale,
  });
  return inLanguage(rendered, locale, false);
}
