import { LOCALES } from "../domain/locales.ts";
import { run } from "./run.ts";

// `npm run build`: the app once per language, English first, since its build empties dist/client,
// where each other language's build then writes its own folder (tools/locale-build.ts). env: the
// build's variables (PUBLIC_ORIGIN, NODE_ENV). pseudo: also the browser suite's pseudo-locale
// (tools/pseudo-locale.ts), which a deployment never has.
export async function buildEveryLanguage(env: Record<string, string> = {}, { pseudo = false } = {}) {
  for (const locale of LOCALES) {
    await run("vite", ["build", "--logLevel", "error"], { ...env, MYPIN_LOCALE: locale });
  }
  if (pseudo) await run("vite", ["build", "--logLevel", "error"], { ...env, MYPIN_PSEUDO: "true" });
}

if (import.meta.main) await buildEveryLanguage();
