import { html } from "hono/html";
import { PRODUCT } from "../../domain/messages/site";
import type { TShareMeta } from "../../domain/share-meta";

// Open Graph and Twitter card tags, which messaging apps read to draw a link's preview. The
// html template escapes every value, so a name can only ever be text inside an attribute.
function previewTags(meta: TShareMeta): string {
  const tags = [
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", meta.url],
    ["property", "og:type", "website"],
    ["property", "og:site_name", PRODUCT],
    ["name", "twitter:card", "summary"],
  ].map(([key, name, content]) => html`<meta ${key}="${name}" content="${content}" />`);
  return tags.join("");
}

// The SPA's index.html with the pin's preview tags and description. The <title> stays, as the SPA
// never sets one and would keep this pin's name on every page it moves to. The asset's ETag
// describes the file, not this page, so it goes; its other headers (the security policy from
// _headers among them) stay.
export function withShareMeta(page: Response, meta: TShareMeta): Response {
  const rewritten = new HTMLRewriter()
    .on('meta[name="description"]', {
      element(tag) {
        tag.setAttribute("content", meta.description);
      },
    })
    .on("head", {
      element(head) {
        head.append(previewTags(meta), { html: true });
      },
    })
    .transform(page);
  const response = new Response(rewritten.body, rewritten);
  response.headers.delete("ETag");
  return response;
}
