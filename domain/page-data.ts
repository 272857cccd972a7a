import type { TListedPin } from "./owned-pins.ts";
import type { TPinResultView } from "./pin-result-view.ts";

// A page the worker renders carries the data it was rendered from, so the app hydrates it from the
// same data without asking the API again. The worker writes it into this element; the app reads it
// before its first render.
export const PAGE_DATA_ID = "page-data";

// A pin as anyone may see it: what a search answers (GET /api/pins/:name), the fields of a listed
// pin that are public.
export type TPublicPin = Pick<TListedPin, "id" | "mypin" | "userName" | "latitude" | "longitude" | "searchCount">;

// A search as the result screens show it: the pin with its words, or the names near a miss.
export type TPinAnswer =
  | { found: true; pin: TPublicPin; view: TPinResultView }
  | { found: false; suggestions: string[] };

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
