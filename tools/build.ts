import { LOCALES } from "../domain/locales.ts";
import { run } from "./run.ts";

// `npm run build`: the app once per language, English first, since its build empties dist/client,
// where each other language's build then writes its own folder (tools/locale-build.ts). env: the
// build's variables (PUBLIC_ORIGIN, NODE_ENV).
export async function buildEveryLanguage(env: Record<string, string> = {}) {
  for (const locale of LOCALES) {
    await run("vite", ["build", "--logLevel", "error"], { ...env, MYPIN_LOCALE: locale });
  }
}

if (import.meta.main) await buildEveryLanguage();
