import { headTags, type TIndexedPage } from "../../../domain/page-meta";

// index.html as the home page: its canonical address and card, on the production origin (the
// unprefixed address: a shared link's page is one address for every language). The tags
// depend only on the deployment, so the file's ETag still tells one version of the page from another.
export function withHomeMeta(page: Response, home: TIndexedPage, origin: string): Response {
  return new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(headTags(home, origin), { html: true });
      },
    })
    .transform(page);
}
