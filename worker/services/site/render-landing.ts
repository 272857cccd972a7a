import type { TLocale } from "../../../domain/locales";
import { landingTemplateUse } from "../../../domain/page-templates";
import type { TDeps } from "../../platform/dependencies";
import { popularPins } from "../pins/popular-pins";
import { inLanguage } from "./page-language";
import { fromTemplate } from "./rendered-pages";

// The landing with its popular names (those GET /api/top-pins answers), so they show, and work as
// links, before any script runs. With none, the landing is the build's index.html as it is.
// A language's landing, at its own address (/, /de/).
export async function renderLanding(deps: TDeps, request: Request, locale: TLocale): Promise<Response> {
  const { env } = deps;
  const topPins = await popularPins(deps);
  if (topPins.length === 0) return inLanguage(await env.ASSETS.fetch(request), locale, false);
  const rendered = await fromTemplate(env, request, {
    use: landingTemplateUse(topPins),
    data: { topPins },
    // Its names follow the searches; a browser asks again on every visit.
    cacheControl: "no-cache",
    locale,
  });
  return inLanguage(rendered, locale, false);
}
