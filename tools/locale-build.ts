import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_LOCALE, isLocale, type TLocale } from "../domain/locales.ts";

// The language one build of the app is in: MYPIN_LOCALE, English when unset. `npm run build`
// builds every language in turn (tools/build.ts), each a whole app of its own.
export function buildLocale(env: { MYPIN_LOCALE?: string | undefined } = process.env): TLocale {
  const locale = env.MYPIN_LOCALE ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw new Error(`MYPIN_LOCALE names no language MyPin speaks: ${locale}`);
  return locale;
}

// The texts of this build's language in place of English's: every import of an English catalogue
// module (domain/messages/<area>.ts) or legal page (content/legal/<page>.md) resolves to the
// language's own, so a page ships one language and its code reads as it always did. A module with
// no translation (plural.ts, translation.ts) stays.
export function localeTexts(locale: TLocale): Plugin {
  const english = /[\\/](?:domain[\\/]messages|content[\\/]legal)[\\/][\w-]+\.(?:ts|md)$/;
  return {
    name: "mypin-locale-texts",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (locale === DEFAULT_LOCALE || importer === undefined) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !english.test(resolved.id)) return null;
      const translated = join(dirname(resolved.id), locale, basename(resolved.id));
      return existsSync(translated) ? translated : null;
    },
  };
}
