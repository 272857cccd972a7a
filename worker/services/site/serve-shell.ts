import { localeBase, localeOfPath } from "../../../domain/locale-paths";
import type { TLocale } from "../../../domain/locales";
import type { Env } from "../../env";
import { inLanguage } from "./page-language";

// The build's shell of the app with no page rendered in it (tools/site-pages.ts), in a language's
// build: the browser renders whichever screen the address asks for.
export async function serveShell(env: Env, request: Request, locale: TLocale) {
  const shell = await env.ASSETS.fetch(new Request(new URL(`${localeBase(locale)}shell`, request.url), request));
  return inLanguage(shell, locale, localeOfPath(new URL(request.url).pathname) === null);
}
