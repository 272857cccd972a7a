import type { Env } from "../env";

// A page: its own file when the build wrote one (the indexed pages), else the SPA's shell, whose
// router shows the screen or "Oops! Page not found". Files under /assets/ never come this way
// (wrangler.toml), so a chunk an older deploy had is a 404, never this shell.
export async function servePage(env: Env, request: Request) {
  const file = await env.ASSETS.fetch(request);
  if (file.status !== 404) return file;
  return env.ASSETS.fetch(new Request(new URL("/", request.url), request));
}
