import { pageMetaFor } from "../domain/page-meta";

// The head a page was served with is its own (tools/site-pages.ts); as the SPA moves between pages
// without loading them, this keeps the title, description, canonical address and robots rule in
// step with the route, for the tab, the history and crawlers that run scripts.

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  const found = document.head.querySelector(selector);
  if (value === null) {
    found?.remove();
    return;
  }
  const tag = found ?? document.head.appendChild(create());
  tag.setAttribute(attribute, value);
}

const tag = (name: "meta" | "link", attributes: Record<string, string>) => () =>
  Object.assign(document.createElement(name), attributes);

// Called after each move, once the address shows the new page.
export default function showPageMeta() {
  const meta = pageMetaFor(location.pathname, import.meta.env.PUBLIC_ORIGIN);
  document.title = meta.title;
  setHeadTag('meta[name="description"]', tag("meta", { name: "description" }), "content", meta.description);
  setHeadTag('link[rel="canonical"]', tag("link", { rel: "canonical" }), "href", meta.canonical);
  setHeadTag('meta[name="robots"]', tag("meta", { name: "robots" }), "content", meta.indexed ? null : "noindex");
}
