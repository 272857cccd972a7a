import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { TPageData } from "../domain/page-data";

// The indexed pages with their titles and descriptions, the not-found page's title and the QR
// card's words, in this build's language, for the heads and the card the build writes.
export { pageTitles } from "../domain/messages/page-meta";
export { qrHolder } from "../domain/messages/share";
export { INDEXED_PAGES } from "../domain/page-meta";

import { seedQueries } from "./api/page-data";
import { App, createQueryClient } from "./app";
import CookieBanner from "./components/consent/cookie-banner";

// The build renders each public page's HTML with this (tools/site-pages.ts), and the templates of
// the pages the worker fills in: the same app, under a static router at the page's address and
// with the data the browser will hydrate it with. React's static prerender waits for every screen
// loaded on demand, so the HTML is the whole page rather than its loading spinner.
export async function renderPage(url: string, data: TPageData = {}): Promise<string> {
  const queryClient = createQueryClient();
  seedQueries(queryClient, data);
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App queryClient={queryClient} />
    </StaticRouter>,
    // React sends a large screen apart, after the rest, with inline scripts to put it in place;
    // the pages' security policy runs no inline script, and a prerendered page is whole anyway.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

// The cookie banner as a page shows it to a visitor who has not chosen. The worker puts it into the
// page's HTML for such a visitor (worker/services/site/with-cookie-banner.ts), so it is on screen with the page
// rather than popping up once the app has loaded; the app's own banner then takes its place.
export async function renderCookieBanner(): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location="/">
      <CookieBanner inPageHtml />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}
