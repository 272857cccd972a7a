import type * as z from "zod";
import type { TNearLabel } from "./answers/maps.ts";
import type { ZPublicPin } from "./answers/pins.ts";
import type { TPinResultView } from "./pin-result-view.ts";

// A page the worker renders carries the data it was rendered from, so the app hydrates it from the
// same data without asking the API again. The worker writes it into this element; the app reads it
// before its first render.
export const PAGE_DATA_ID = "page-data";

export type TPublicPin = z.output<typeof ZPublicPin>;

// A pin a miss suggests, as its link shows it: its name, and where it is ("" when unknown, so the
// page's HTML has the same elements either way).
export type TSuggestion = { mypin: string; near: string };

export function suggestionOf(suggested: { mypin: string; near: TNearLabel | null }): TSuggestion {
  return { mypin: suggested.mypin, near: suggested.near?.label ?? "" };
}

// A search as the result screens show it: the pin with its words (and, for a former name of the
// pin, the name asked for), or the pins near a miss.
export type TPinAnswer =
  | { found: true; pin: TPublicPin; view: TPinResultView; renamedFrom?: string | undefined }
  | { found: false; suggestions: TSuggestion[] };

export type TPageData = {
  // name: the canonical name searched.
  search?: { name: string; answer: TPinAnswer };
  // The landing's most searched names, as GET /api/top-pins lists them.
  topPins?: { mypin: string }[];
};

// JSON inside <script> ends at the first "</script": escaping "<" keeps any text (an owner's name)
// inside the data.
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
