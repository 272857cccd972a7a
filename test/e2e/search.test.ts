import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ZOOM } from "../../domain/coordinates.ts";
import { resultPage } from "../../domain/messages/directions.ts";
import { landingPage } from "../../domain/messages/landing.ts";
import { purchase } from "../../domain/messages/purchase.ts";
import { search } from "../../domain/messages/search.ts";
import { DEMO_PINS } from "../../tools/demo-data.ts";
import { eventually, openPage, screenshot, type TViewport, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const cornerShop = DEMO_PINS.find((pin) => pin.mypin === "corner shop!")!;

// The map's picture: tiles of our own worker drawn as images, before any map code has come.
const tilesDrawn = (page: Page) =>
  page
    .locator('section img[src^="/tiles/"]')
    .evaluateAll(
      (images) =>
        images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)
          .length,
    );

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
  await eventually(() => tilesDrawn(page)).toBeGreaterThan(0);
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

describe("the result's map", () => {
  // Every tile the page asked for, as "z/x/y" with its answer's status, and whether the live
  // map's code (the chunk that carries leaflet, whatever name the build gave it) has come.
  function watch(page: Page) {
    const seen = { requests: [] as string[], tiles: [] as { tile: string; status: number }[], leaflet: false };
    page.on("request", (request) => seen.requests.push(request.url()));
    page.on("response", async (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/tiles/")) seen.tiles.push({ tile: pathname.slice(7), status: response.status() });
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js") && (await response.text()).includes("leaflet")) {
        seen.leaflet = true;
      }
    });
    return seen;
  }
  const mapOf = (page: Page) => page.getByRole("region", { name: resultPage.mapLabel(cornerShop.mypin) });
  const liveTiles = (page: Page) => page.locator(".leaflet-tile-loaded").count();

  it("is a picture of our own worker's tiles until the visitor reaches for it: no map code, no tile service", async () => {
    const { page } = await openPage(browser(), "phone");
    const seen = watch(page);
    await page.goto(`${baseUrl}/?pin=${encodeURIComponent(cornerShop.mypin)}`);
    await eventually(() => tilesDrawn(page)).toBeGreaterThan(0);
    const marker = mapOf(page).getByRole("img", { name: search.resultTitle(cornerShop.mypin) });
    expect(await marker.isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(seen.leaflet).toBe(false);
    expect(await liveTiles(page)).toBe(0);
    expect(new Set(seen.tiles.map(({ tile }) => tile.split("/")[0]))).toEqual(new Set([String(ZOOM.withName)]));
    expect(new Set(seen.tiles.map(({ status }) => status))).toEqual(new Set([200]));

    // A touch brings the live map in its place, from the same tiles.
    await mapOf(page).tap();
    await eventually(() => liveTiles(page)).toBeGreaterThan(0);
    // The response's text is read after the script may already have run.
    await eventually(() => seen.leaflet).toBe(true);
    expect(
      await mapOf(page)
        .getByRole("img", { name: search.resultTitle(cornerShop.mypin) })
        .count(),
    ).toBe(1);
    expect(new Set(seen.tiles.map(({ status }) => status))).toEqual(new Set([200]));
    expect(seen.requests.filter((url) => new URL(url).origin !== new URL(baseUrl).origin)).toEqual([]);
  });

  it("hands the keyboard focus to the live map when the visitor tabs to it", async () => {
    const { page } = await openPage(browser(), "desktop");
    await page.goto(`${baseUrl}/?pin=${encodeURIComponent(cornerShop.mypin)}`);
    await eventually(() => tilesDrawn(page)).toBeGreaterThan(0);
    await page.getByRole("button", { name: resultPage.copyCoordinates }).focus();
    await page.keyboard.press("Tab");
    await eventually(() => liveTiles(page)).toBeGreaterThan(0);
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains("leaflet-container"))).toBe(
      true,
    );
    // The live map's own keys work at once: + zooms in.
    const seen = watch(page);
    await page.keyboard.press("+");
    await eventually(() => seen.tiles.some(({ tile }) => tile.startsWith(`${ZOOM.withName + 1}/`))).toBe(true);
  });

  it("opens the live map a zoom in or out when the picture's zoom button is pressed", async () => {
    const { page } = await openPage(browser(), "desktop");
    const seen = watch(page);
    await page.goto(`${baseUrl}/?pin=${encodeURIComponent(cornerShop.mypin)}`);
    await eventually(() => tilesDrawn(page)).toBeGreaterThan(0);
    expect(new Set(seen.tiles.map(({ tile }) => tile.split("/")[0]))).toEqual(new Set([String(ZOOM.withName)]));
    await mapOf(page).getByRole("button", { name: resultPage.zoomOut }).click();
    await eventually(() => liveTiles(page)).toBeGreaterThan(0);
    expect(seen.tiles.some(({ tile }) => tile.startsWith(`${ZOOM.withName - 1}/`))).toBe(true);
  });
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
