import { localeBase } from "../../../domain/locale-paths";
import type { TLocale } from "../../../domain/locales";
import { inlineJson, PAGE_DATA_ID, type TPageData } from "../../../domain/page-data";
import { renderTemplate, TEMPLATES_PATH, type TTemplateUse } from "../../../domain/page-templates";
import type { Env } from "../../env";

// One of a language's build's page templates, which only the worker reads (never served as a page).
export function templateFile(env: Env, request: Request, name: string, locale: TLocale): Promise<Response> {
  return env.ASSETS.fetch(new URL(`${localeBase(locale)}${TEMPLATES_PATH.slice(1)}${name}`, request.url));
}

// A page rendered from the build's template of it (tools/prerender-pages.ts): its slots filled with
// the data's values (domain/page-templates.ts) and the same data inlined, which the app hydrates the
// page from without asking again. The template's headers (the security policy of _headers among
// them) stay; its ETag and length, which describe the file, go.
export async function fromTemplate(
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
