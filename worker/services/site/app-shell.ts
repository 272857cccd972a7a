import { localeBase, localeOfPath, withoutLocale } from "../../../domain/locale-paths";
import type { TLocale } from "../../../domain/locales";
import { TEMPLATES_PATH } from "../../../domain/page-templates";
import type { Env } from "../../env";

// A page in a language: Content-Language says which (the consent banner added to it is in the
// same). One that is in the visitor's language rather than its address's varies with their cookie
// and Accept-Language, which a cache must tell apart.
export function inLanguage(page: Response, locale: TLocale, byVisitor: boolean): Response {
  const response = new Response(page.body, page);
  response.headers.set("Content-Language", locale);
  if (byVisitor) response.headers.append("Vary", "Cookie, Accept-Language");
  return response;
}

// The build's shell of the app with no page rendered in it (tools/site-pages.ts), in a language's
// build: the browser renders whichever screen the address asks for.
export async function serveShell(env: Env, request: Request, locale: TLocale) {
  const shell = await env.ASSETS.fetch(new Request(new URL(`${localeBase(locale)}shell`, request.url), request));
  return inLanguage(shell, locale, localeOfPath(new URL(request.url).pathname) === null);
}

// A page: its own file when the build wrote one (the indexed pages, each language's under its
// prefix), else the shell in the page's language (the prefix's, else the visitor's), whose router
// shows the screen or "Oops! Page not found". Files under a build's assets/ never come this way
// (wrangler.toml), so a chunk an older deploy had is a 404, never this shell; the worker's page
// templates are its own, never a page.
export async function servePage(env: Env, request: Request, locale: TLocale) {
  const { pathname } = new URL(request.url);
  if (withoutLocale(pathname).startsWith(TEMPLATES_PATH)) return serveShell(env, request, locale);
  const file = await env.ASSETS.fetch(request);
  if (file.status === 404) return serveShell(env, request, locale);
  return file.ok ? inLanguage(file, localeOfPath(pathname) ?? "en", false) : file;
}
