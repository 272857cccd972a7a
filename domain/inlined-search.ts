// A shared link /?pin={name} arrives with its search answer inlined in the page, so the result
// paints with no request (docs/scaling.md); the worker writes it into this element, the app reads it.
export const INLINED_SEARCH_ID = "pin-search";

// JSON inside <script> ends at the first "</script": escaping "<" keeps any text (an owner's name)
// inside the data.
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
