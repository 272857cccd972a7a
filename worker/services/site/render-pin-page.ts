import type { TLocale } from "../../../domain/locales";
import { suggestionOf, type TPinAnswer } from "../../../domain/page-data";
import { pinTemplateUse, type TTemplatePage } from "../../../domain/page-templates";
import { pinResultView } from "../../../domain/pin-result-view";
import type { Env } from "../../env";
import type { TSearchAnswer } from "../pins/pin-search";
import { inLanguage } from "./page-language";
import { fromTemplate } from "./rendered-pages";

// A search as the result screens show it (domain/page-data.ts).
function pinAnswer(answer: TSearchAnswer): TPinAnswer {
  if (!answer.found) return { found: false, suggestions: answer.suggestions.map(suggestionOf) };
  return { found: true, pin: answer.pin, view: pinResultView(answer.pin), renamedFrom: answer.renamedFrom };
}

// A shared link's page (/?pin= or /share/{name}) with its search answered: the pin, or the miss
// with its suggestions. It differs per name and moment, so no cache keeps it.
// In the visitor's language: a shared link is one address for every language.
export async function renderPinPage(
  env: Env,
  request: Request,
  page: TTemplatePage,
  search: { name: string; answer: TSearchAnswer; locale: TLocale },
): Promise<Response> {
  const answer = pinAnswer(search.answer);
  const rendered = await fromTemplate(env, request, {
    use: pinTemplateUse(page, answer),
    data: { search: { name: search.name, answer } },
    cacheControl: "no-store",
    locale: search.locale,
  });
  return inLanguage(rendered, search.locale, true);
}
