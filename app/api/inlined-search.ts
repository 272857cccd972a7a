import { INLINED_SEARCH_ID } from "../../domain/inlined-search";
import { normalizeName } from "../../domain/names";
import type { TPinMiss, TPinView } from "./pins";

// The search answer a shared link's page arrived with (worker/routes/pages.ts): the same status
// and body GET /api/pins/:name gives, under the canonical name it answers.
type TInlinedSearch = { name: string } & ({ status: 200; body: { pin: TPinView } } | { status: 404; body: TPinMiss });

let inlined: TInlinedSearch | null | undefined;
// The answer is the page load's: once the app has moved to another address it is no longer used,
// so a name bought since (say, by this visitor) is searched afresh.
const loadedSearch = window.location.search;

function readInlined(): TInlinedSearch | null {
  const text = document.getElementById(INLINED_SEARCH_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TInlinedSearch;
  } catch {
    return null;
  }
}

// The page's answer when it is about this name, whichever spelling of it the link used.
export function inlinedSearch(name: string): TInlinedSearch | undefined {
  if (window.location.search !== loadedSearch) return undefined;
  inlined ??= readInlined();
  return inlined !== null && inlined.name === normalizeName(name) ? inlined : undefined;
}

export function inlinedPin(name: string): TPinView | undefined {
  const answer = inlinedSearch(name);
  return answer?.status === 200 ? answer.body.pin : undefined;
}

// The page's miss for this name: what the not-found screen shows, with no search of its own.
export function inlinedMiss(name: string): TPinMiss | undefined {
  const answer = inlinedSearch(name);
  return answer?.status === 404 ? answer.body : undefined;
}
