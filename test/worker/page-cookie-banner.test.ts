import { exports } from "cloudflare:workers";
import { afterEach, beforeEach, expect, it, type MockInstance } from "vitest";
import { uniqueIp } from "../helpers/unique";
import { ORIGIN } from "../helpers/worker/api";
import { mockPageAssets } from "../helpers/worker/page-assets";

// A visitor who has not made a cookie choice gets the consent banner in the page's HTML, after the
// app's root, so it shows with the page (worker/services/site/with-cookie-banner.ts).

let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = mockPageAssets();
});
afterEach(() => {
  assets.mockRestore();
});

const BANNER = '<section id="page-cookie-banner">We use cookies</section>';

function page(path: string, cookie?: string) {
  const headers: Record<string, string> = { "CF-Connecting-IP": uniqueIp() };
  if (cookie !== undefined) headers.Cookie = cookie;
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers }));
}

it("adds the banner to every page of a visitor who has not chosen, at the end of the body", async () => {
  for (const path of [
    "/",
    "/share-mypins",
    "/no-such-page",
    "/?page=auth",
    `/?pin=${encodeURIComponent("nobody here")}`,
  ]) {
    const response = await page(path, "mypin_session=abc");
    const html = await response.text();
    expect(html, path).toContain(`</div>${BANNER}</body>`);
    expect(html.split(BANNER), path).toHaveLength(2);
    expect(response.headers.get("ETag"), path).toBeNull();
    expect(response.headers.get("Content-Security-Policy"), path).toBe("default-src 'self'");
  }
});

it("leaves it out for a visitor who accepted or denied, and on the settings page that asks itself", async () => {
  for (const [path, cookie] of [
    ["/share-mypins", "cookies-consent=accepted"],
    ["/share-mypins", "theme=dark; cookies-consent=denied"],
    ["/cookie-settings", undefined],
  ] as const) {
    const response = await page(path, cookie);
    expect(await response.text(), `${path} ${cookie}`).not.toContain("page-cookie-banner");
  }
  // A choice the app never writes is no choice.
  expect(await (await page("/share-mypins", "cookies-consent=maybe")).text()).toContain(BANNER);
});

it("adds nothing to what is not a page", async () => {
  for (const path of ["/api/health", "/api/top-pins", "/dev/mailbox"]) {
    expect(await (await page(path)).text(), path).not.toContain("page-cookie-banner");
  }
});

it("serves the page as it is when the banner cannot be had", async () => {
  assets.mockImplementation(async (input) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    return pathname === "/share-mypins"
      ? new Response('<html><body><div id="root"></div></body></html>', { headers: { "Content-Type": "text/html" } })
      : new Response("Not found", { status: 404 });
  });
  const html = await (await page("/share-mypins")).text();
  expect(html).toBe('<html><body><div id="root"></div></body></html>');
});
