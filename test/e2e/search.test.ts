import { describe, expect, inject, it } from "vitest";
import { resultPage } from "../../domain/messages/directions.ts";
import { landingPage } from "../../domain/messages/landing.ts";
import { purchase } from "../../domain/messages/purchase.ts";
import { search } from "../../domain/messages/search.ts";
import { DEMO_PINS } from "../../tools/demo-data.ts";
import { eventually, openPage, screenshot, type TViewport, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const cornerShop = DEMO_PINS.find((pin) => pin.mypin === "corner shop!")!;

describe.each(Object.keys(VIEWPORTS) as TViewport[])("finding a MyPin on %s", (viewport) => {
  it("searches a demo name and shows its result with a map, coordinates, copy and directions", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(baseUrl);
    await page.getByLabel("Enter MyPin to search").fill("  Corner Shop!  ");
    await page.getByRole("button", { name: "Get Directions" }).click();

    await expect.poll(() => page.getByRole("heading", { name: "MyPin: corner shop!" }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("pin")).toBe("corner shop!");
    await expect.poll(() => page.getByText("Created by: MyPin Demo").isVisible()).toBe(true);
    const coordinates = `${cornerShop.latitude.toFixed(6)}, ${cornerShop.longitude.toFixed(6)}`;
    // The heading paints first; the coordinates, map and directions follow as their code arrives.
    await expect.poll(() => page.getByText(coordinates).isVisible()).toBe(true);
    // One pin on the map, which the visitor cannot move: it is no button, as the create page's is.
    const map = page.getByRole("region", { name: resultPage.mapLabel(cornerShop.mypin) });
    const marker = map.getByRole("img", { name: search.resultTitle(cornerShop.mypin) });
    await expect.poll(() => marker.count()).toBe(1);
    expect(await map.getByRole("button").filter({ has: marker }).count()).toBe(0);
    expect(await map.getByRole("button", { name: purchase.markerLabel }).count()).toBe(0);

    await page.getByRole("button", { name: "Copy coordinates" }).click();
    await expect.poll(() => page.getByText("Coordinates copied!").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coordinates);

    await screenshot(page, `search-result-${viewport}`);

    // The start point and the map links are test/e2e/directions.test.ts's; here the button opens it.
    await page.getByRole("button", { name: "Get Directions" }).click();
    const dialog = page.getByRole("dialog", { name: "Where are you starting from?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    if (viewport === "phone") {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
    }
  });

  it("opens a share link (/?pin=) straight on its result", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(`${baseUrl}/?pin=my.pin2`);
    await expect.poll(() => page.getByRole("heading", { name: "MyPin: my.pin2" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("48.858370, 2.294481").isVisible()).toBe(true);
    await screenshot(page, `share-link-${viewport}`);
  });

  it("tells the visitor 'MyPin not found' for an unknown name and stays on the landing", async () => {
    const { page } = await openPage(browser(), viewport, { expectedStatuses: [404] });
    await page.goto(baseUrl);
    await page.getByLabel("Enter MyPin to search").fill("no.such.pin");
    await page.getByRole("button", { name: "Get Directions" }).click();
    await expect.poll(() => page.getByText("MyPin not found").isVisible()).toBe(true);
    expect(await page.getByLabel("Enter MyPin to search").isVisible()).toBe(true);
    await screenshot(page, `not-found-toast-${viewport}`);
  });

  it("answers an unknown share link with a not-found screen that leads back to the search", async () => {
    const { page } = await openPage(browser(), viewport, { expectedStatuses: [404] });
    await page.goto(`${baseUrl}/?pin=${encodeURIComponent("nobody here")}`);
    await expect.poll(() => page.getByRole("heading", { name: "MyPin not found" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: search.searchAgain }).click();
    await expect.poll(() => page.getByLabel("Enter MyPin to search").isVisible()).toBe(true);
  });
});

it("paints a share link's pin from the page itself: no search request, no landing, the heading as its first largest paint", async () => {
  const { page } = await openPage(browser(), "phone");
  // Installed before the page's own scripts: every heading that ever showed, and the first largest paint.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    const record = () => {
      for (const heading of document.querySelectorAll("h1")) seen.add(heading.textContent ?? "");
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
    const w = window as unknown as { headingsSeen: () => string[]; lcp?: string };
    w.headingsSeen = () => [...seen];
    new PerformanceObserver((list) => {
      // The first: the map's tiles, drawn once the script has run, may be larger later.
      const [entry] = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      w.lcp ??= `${entry?.element?.tagName ?? ""}:${entry?.element?.textContent ?? ""}`;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const searches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/pins/")) searches.push(request.url());
  });
  await page.goto(`${baseUrl}/?pin=${encodeURIComponent("Corner Shop!")}`);
  const heading = page.getByRole("heading", { name: search.resultTitle(cornerShop.mypin) });
  await expect.poll(() => heading.isVisible()).toBe(true);
  await eventually(() => page.locator(".leaflet-tile-loaded").count()).toBeGreaterThan(0);
  expect(searches).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { headingsSeen: () => string[] }).headingsSeen())).toEqual([
    search.resultTitle(cornerShop.mypin),
  ]);
  expect(await page.evaluate(() => (window as unknown as { lcp: string }).lcp)).toBe(
    `H1:${search.resultTitle(cornerShop.mypin)}`,
  );
  expect(await page.getByRole("heading", { name: landingPage.headline }).count()).toBe(0);
});

it("searches case-insensitively from a popular-name chip and with upper case typed", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(baseUrl);
  await page.getByLabel("Enter MyPin to search").fill("MY3.HOUSE6.PLACE");
  await page.getByLabel("Enter MyPin to search").press("Enter");
  await expect.poll(() => page.getByRole("heading", { name: "MyPin: my3.house6.place" }).isVisible()).toBe(true);
});

it("draws the map from our own worker's tiles, so the visitor's browser calls no tile service", async () => {
  const { page } = await openPage(browser(), "desktop");
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const tiles: Promise<number>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/tiles/")) tiles.push(Promise.resolve(response.status()));
  });
  await page.goto(`${baseUrl}/?pin=${encodeURIComponent(cornerShop.mypin)}`);
  await eventually(() => page.locator(".leaflet-tile-loaded").count()).toBeGreaterThan(0);
  expect(new Set(await Promise.all(tiles))).toEqual(new Set([200]));
  expect(requested.filter((url) => new URL(url).origin !== new URL(baseUrl).origin)).toEqual([]);
});

it("serves the page with its security headers", async () => {
  const { page } = await openPage(browser(), "desktop");
  const response = await page.goto(baseUrl);
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("img-src 'self' data: blob:;");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});
