import type * as z from "zod";
import type { ZApiPin } from "../../../domain/answers/public-api";
import { directionsLink, shareLink } from "../../../domain/links";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { searchPin } from "../pins/search-pin";
import type { TApiSuggestion } from "./api-suggestions";

type TApiPin = z.output<typeof ZApiPin>;

// The public API's answers (docs/decisions/046). A pin is the app's own search, so it is answered
// from the same cache and counted as one more search.
export async function apiPin(
  deps: TDeps,
  search: { name: string; client: string },
): Promise<{ found: true; pin: TApiPin; renamedFrom?: string } | { found: false; suggestions: TApiSuggestion[] }> {
  const answer = await searchPin(deps, search);
  if (!answer.found) {
    return { found: false, suggestions: answer.suggestions.map(({ mypin, near }) => ({ name: mypin, near })) };
  }
  const { mypin, latitude, longitude, near, note } = answer.pin;
  const point = { latitude, longitude };
  const directions = { apple: directionsLink("apple", point), google: directionsLink("google", point) };
  const link = shareLink(mypin, configOf(deps.env).PUBLIC_ORIGIN);
  const pin = { name: mypin, latitude, longitude, near, note, directions, link };
  return { found: true, pin, renamedFrom: answer.renamedFrom };
}
