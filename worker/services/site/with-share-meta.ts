import { html } from "hono/html";
import type { TShareMeta } from "../../../domain/share-meta";

// Open Graph and Twitter card tags, which messaging apps read to draw a link's preview. The
// html template escapes every value, so a name can only ever be text inside an attribute.
function previewTags(meta: TShareMeta, product: string): string {
  const tags = [
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", meta.url],
    ["property", "og:type", "website"],
    ["property", "og:site_name", product],
    ["name", "twitter:card", "summary"],
  ].map(([key, name, content]) => html`<meta ${key}="${name}" content="${content}" />`);
  return tags.join("");
}

// The SPA's index.html with the pin's preview tags and description. The <title> stays, naming the
// site: a pin's name there would linger in the tab until the SPA next sets a page's title. The asset's ETag
// describes the file, not this page, so it goes; its other headers (the security policy from
// _headers among them) stay.
export function withShareMeta(page: Response, meta: TShareMeta, product: string): Response {
  const rewritten = new HTMLRewriter()
    .on('meta[name="description"]', {
      element(tag) {
        tag.setAttribute("content", meta.description);
      },
    })
    .on("head", {
      element(head) {
        head.append(previewTags(meta, product), { html: true });
      },
    })
    .transform(page);
  const response = new Response(rewritten.body, rewritten);
  response.headers.delete("ETag");
  return response;
}
