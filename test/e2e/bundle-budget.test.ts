import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { localeBase } from "../../domain/locale-paths.ts";
import { LOCALES, type TLocale } from "../../domain/locales.ts";
import { FIRST_PAINT_BUDGET_BYTES, firstPaintJs } from "../../tools/first-paint.ts";
import { CATALOGUES } from "../../worker/i18n/catalogues.ts";

it.each(LOCALES)("ships at most 104 KB gzip of JS before the first paint in %s", (locale) => {
  const { scripts, gzipBytes } = firstPaintJs(locale);
  expect(scripts.length).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_BYTES);
  expect(readFileSync(`dist/client${scripts[0]}`, "utf8")).not.toContain("leaflet");
});

// A page ships its own language's texts and no other's: German's first paint says "Anmelden", and
// no English sign-in label.
it("ships one language's texts with a page", () => {
  const firstPaint = (locale: TLocale) =>
    firstPaintJs(locale)
      .scripts.map((path) => readFileSync(`dist/client${path}`, "utf8"))
      .join("");
  const english = firstPaint("en");
  const german = firstPaint("de");
  expect(english).toContain(CATALOGUES.en.site.accountMenu.signIn);
  expect(german).toContain(CATALOGUES.de.site.accountMenu.signIn);
  expect(german).not.toContain(`"${CATALOGUES.en.site.accountMenu.signIn}"`);
  expect(english).not.toContain(CATALOGUES.de.site.accountMenu.signIn);
});

// Request schemas are the worker's: the app's forms use the pure rules they wrap. Zod in a page
// would cost its download and the building of its schemas, and its probe for eval breaks the
// pages' security policy.
it("carries no zod in any of the app's code, in any language", () => {
  for (const locale of LOCALES) {
    const assets = `dist/client${localeBase(locale)}assets`;
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(readFileSync(`${assets}/${file}`, "utf8"), file).not.toContain("$ZodType");
  }
});
