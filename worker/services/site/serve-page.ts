import { isAppPath } from "../../../domain/app-paths";
import { localeBase, localeOfPath, withoutLocale } from "../../../domain/locale-paths";
import type { TLocale } from "../../../domain/locales";
import { NOT_FOUND_TEMPLATE, TEMPLATES_PATH } from "../../../domain/page-templates";
import type { Env } from "../../env";
import { CATALOGUES } from "../../i18n/catalogues";
import { inLanguage } from "./page-language";
import { serveShell } from "./serve-shell";

// The build's own HTML that is no page: the shell, and the worker's page templates.
function isBuildFile(pathname: string): boolean {
  const path = withoutLocale(pathname);
  return path.startsWith(TEMPLATES_PATH) || path === "/shell" || path === "/shell.html";
}

// A page: its own file when the build wrote one (the indexed pages, each language's under its
// prefix), else, for a path the app's router has a screen at (domain/app-paths.ts), the shell in
// the page's language (the prefix's, else the visitor's). Any other path is the not-found page,
// and so are the build's files that are no page. Files under a build's assets/ never come this way
// (wrangler.toml), so a chunk an older deploy had is a 404 of the assets, never a page.
export async function servePage(env: Env, request: Request, locale: TLocale) {
  const { pathname } = new URL(request.url);
  if (isBuildFile(pathname)) return serveNotFound(env, request, locale);
  const file = await env.ASSETS.fetch(request);
  if (file.status !== 404) return file.ok ? inLanguage(file, localeOfPath(pathname) ?? "en", false) : file;
  return isAppPath(pathname) ? serveShell(env, request, locale) : serveNotFound(env, request, locale);
}

// The build's not-found page in a language (tools/site-pages.ts renders the app's "Oops! Page not
// found" into it, which the app hydrates), answered 404. Its ETag describes the template.
async function serveNotFound(env: Env, request: Request, locale: TLocale) {
  const url = new URL(`${localeBase(locale)}${TEMPLATES_PATH.slice(1)}${NOT_FOUND_TEMPLATE}`, request.url);
  const template = await env.ASSETS.fetch(new Request(url, request));
  const page = template.ok
    ? template
    : new Response(CATALOGUES[locale].site.notFoundPage.title, { headers: { "Content-Type": "text/plain" } });
  const inPageLanguage = inLanguage(page, locale, localeOfPath(new URL(request.url).pathname) === null);
  inPageLanguage.headers.delete("ETag");
  return new Response(inPageLanguage.body, { status: 404, headers: inPageLanguage.headers });
}
