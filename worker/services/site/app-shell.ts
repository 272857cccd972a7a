import { TEMPLATES_PATH } from "../../../domain/page-templates";
import type { Env } from "../../env";

// The build's shell of the app with no page rendered in it (tools/site-pages.ts): the browser
// renders whichever screen the address asks for.
export function serveShell(env: Env, request: Request) {
  return env.ASSETS.fetch(new Request(new URL("/shell", request.url), request));
}

// A page: its own file when the build wrote one (the indexed pages), else the shell, whose router
// shows the screen or "Oops! Page not found". Files under /assets/ never come this way
// (wrangler.toml), so a chunk an older deploy had is a 404, never this shell; the worker's page
// templates are its own, never a page.
export async function servePage(env: Env, request: Request) {
  if (new URL(request.url).pathname.startsWith(TEMPLATES_PATH)) return serveShell(env, request);
  const file = await env.ASSETS.fetch(request);
  if (file.status !== 404) return file;
  return serveShell(env, request);
}
