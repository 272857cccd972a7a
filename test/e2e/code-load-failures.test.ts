import type { Page, Request } from "playwright-core";
import { expect, inject, it } from "vitest";
import { resultPage } from "../../domain/messages/directions.ts";
import { landing } from "../../domain/messages/landing.ts";
import { aboutPage } from "../../domain/messages/marketing-pages.ts";
import { search } from "../../domain/messages/search.ts";
import { layout, loadFailure } from "../../domain/messages/site.ts";
import { DEMO_PINS } from "../../tools/demo-data.ts";
import { eventually, openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const cornerShop = DEMO_PINS.find((pin) => pin.mypin === "corner shop!")!;

// A blocked script shows as a failed resource; a screen that then fails for good reaches the error
// boundary, which React reports with the browser's own words.
const FAILED_LOAD = [/net::ERR_FAILED/, /Failed to fetch dynamically imported module/];

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? "");

// The About screen's own chunk: its page preloads it (first, before the chunks it imports) beside
// the first-paint scripts every page loads.
async function aboutChunk(): Promise<string> {
  const page = async (path: string) => modulePreloads(await (await fetch(`${baseUrl}${path}`)).text());
  const home = await page("/");
  const [chunk] = (await page("/about")).filter((file) => !home.includes(file));
  if (chunk === undefined) throw new Error("/about preloads no screen code of its own");
  return chunk;
}

// Every request for a file, whatever its query, in the order the page made them.
function requestsFor(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const failureNotice = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

it("says a page could not load after trying its code again, keeps the header and footer, and Reload brings it", async () => {
  const { page } = await openPage(browser(), "desktop", { expectedErrors: FAILED_LOAD });
  const chunk = await aboutChunk();
  const requests = requestsFor(page, chunk);
  let blocked = true;
  await page.route(
    (url) => url.pathname === chunk,
    (route) => (blocked ? route.abort() : route.continue()),
  );
  await page.goto(baseUrl);
  await page.getByRole("banner").getByRole("link", { name: layout.aboutUs }).click();

  const notice = failureNotice(page, loadFailure.page);
  await eventually(() => notice.isVisible()).toBe(true);
  expect(await notice.getByText(loadFailure.reason).isVisible()).toBe(true);
  expect(await page.getByRole("banner").isVisible()).toBe(true);
  expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
  // The first load and three retries, each at an address of its own so the browser fetches it.
  expect(requests).toEqual([chunk, `${chunk}?retry=1`, `${chunk}?retry=2`, `${chunk}?retry=3`]);
  await screenshot(page, "page-load-failure");

  blocked = false;
  await notice.getByRole("button", { name: loadFailure.reload }).click();
  await eventually(() => page.getByRole("heading", { name: aboutPage.title, level: 1 }).isVisible()).toBe(true);
  expect(await page.getByText(loadFailure.page).count()).toBe(0);
});

it("shows a page whose code failed once and loaded on the retry, with no failure to see", async () => {
  const { page } = await openPage(browser(), "desktop", { expectedErrors: [/net::ERR_FAILED/] });
  const chunk = await aboutChunk();
  const requests = requestsFor(page, chunk);
  let failures = 1;
  await page.route(
    (url) => url.pathname === chunk,
    (route) => (failures-- > 0 ? route.abort() : route.continue()),
  );
  await page.goto(baseUrl);
  await page.getByRole("banner").getByRole("link", { name: layout.aboutUs }).click();

  await eventually(() => page.getByRole("heading", { name: aboutPage.title, level: 1 }).isVisible()).toBe(true);
  expect(requests).toEqual([chunk, `${chunk}?retry=1`]);
  expect(await page.getByText(loadFailure.page).count()).toBe(0);
});

it("says the map could not load on a search result, and the rest of the result still works", async () => {
  const { page } = await openPage(browser(), "desktop", { expectedErrors: FAILED_LOAD });
  // The map's code is the chunk that carries leaflet, whatever name the build gave it.
  let blocked = true;
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (blocked && body.includes("leaflet")) return route.abort();
      return route.fulfill({ response, body });
    },
  );
  await page.goto(`${baseUrl}/?pin=${encodeURIComponent(cornerShop.mypin)}`);
  // The live map's code is asked for when the visitor reaches for the map's picture.
  const map = page.getByRole("region", { name: resultPage.mapLabel(cornerShop.mypin) });
  await map.click();

  const notice = failureNotice(page, loadFailure.map);
  await eventually(() => notice.isVisible()).toBe(true);
  expect(await page.getByRole("heading", { name: search.resultTitle(cornerShop.mypin) }).isVisible()).toBe(true);
  expect(await page.getByText(loadFailure.page).count()).toBe(0);
  await page.getByRole("button", { name: landing.getDirections }).click();
  await eventually(() => page.getByRole("dialog").isVisible()).toBe(true);
  await screenshot(page, "map-load-failure");
  await page.keyboard.press("Escape");

  blocked = false;
  await notice.getByRole("button", { name: loadFailure.reload }).click();
  await map.click();
  await eventually(() => page.locator(".leaflet-tile-loaded").count()).toBeGreaterThan(0);
  expect(await page.getByText(loadFailure.map).count()).toBe(0);
});
