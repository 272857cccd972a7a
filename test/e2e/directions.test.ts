import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { directions, resultPage, startPoint } from "../../domain/messages/directions.ts";
import { landing } from "../../domain/messages/landing.ts";
import { DEMO_PINS } from "../../tools/demo-data.ts";
import { FAKE_ADDRESSES, GEOCODER_OUTAGE_ADDRESS } from "../../tools/fake-geo-services.ts";
import { eventually, openPage, screenshot, type TViewport, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { HERE } from "../helpers/places.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const cornerShop = DEMO_PINS.find((pin) => pin.mypin === "corner shop!")!;
const DESTINATION = `${cornerShop.latitude},${cornerShop.longitude}`;
// The fake router's one route (tools/fake-geo-services.ts), as the chooser words it.
const FAKE_ROUTE_TEXT = "Driving route: 5.6 km (3.5 mi), about 21 min";

const startDialog = (page: Page) => page.getByRole("dialog", { name: startPoint.title });
const chooser = (page: Page) => page.getByRole("dialog", { name: resultPage.chooseApp });
const addressField = (page: Page) => startDialog(page).getByLabel(startPoint.addressLabel);
const useAddress = (page: Page) => startDialog(page).getByRole("button", { name: startPoint.useAddress });
const useLocation = (page: Page) => startDialog(page).getByRole("button", { name: startPoint.useCurrentLocation });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

async function openResult(page: Page) {
  await page.goto(`${baseUrl}/?pin=${encodeURIComponent(cornerShop.mypin)}`);
  await eventually(() => page.getByRole("heading", { name: `MyPin: ${cornerShop.mypin}` }).isVisible()).toBe(true);
  await page.getByRole("button", { name: landing.getDirections }).click();
  await eventually(() => startDialog(page).isVisible()).toBe(true);
}

async function mapLinks(page: Page) {
  const href = async (name: string) => new URL((await chooser(page).getByRole("link", { name }).getAttribute("href"))!);
  return { apple: await href(directions.appleMaps), google: await href(directions.googleMaps) };
}

async function typeStartAddress(page: Page, address: string) {
  await addressField(page).fill(address);
  await useAddress(page).click();
}

describe.each(Object.keys(VIEWPORTS) as TViewport[])("directions on %s", (viewport) => {
  it("from the current location: the route, then map links that start there, worded for the device", async () => {
    const { page } = await openPage(browser(), viewport, { geolocation: HERE });
    await page
      .context()
      .route(/^https:\/\/(www\.google\.com|maps\.apple\.com)\//, (route) => route.fulfill({ body: "map app" }));
    await openResult(page);
    await eventually(() => focusedText(page)).toBe(startPoint.useCurrentLocation);
    await screenshot(page, `start-point-${viewport}`);

    await useLocation(page).click();
    await eventually(() => chooser(page).isVisible()).toBe(true);
    await eventually(() => page.getByText(directions.loaded).isVisible()).toBe(true);
    expect(await chooser(page).getByText(startPoint.fromCurrentLocation).isVisible()).toBe(true);
    expect(await chooser(page).getByText(FAKE_ROUTE_TEXT).isVisible()).toBe(true);
    // Radix moves focus into the new dialog (to its first control that is not a link).
    expect(await chooser(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    const { apple, google } = await mapLinks(page);
    expect(google.host).toBe("www.google.com");
    expect(google.searchParams.get("origin")).toBe(`${HERE.latitude},${HERE.longitude}`);
    expect(google.searchParams.get("destination")).toBe(DESTINATION);
    expect(apple.host).toBe("maps.apple.com");
    expect(apple.searchParams.get("saddr")).toBe(`${HERE.latitude},${HERE.longitude}`);
    expect(apple.searchParams.get("daddr")).toBe(DESTINATION);

    const wording = viewport === "phone" ? resultPage.openInApp : resultPage.openInBrowser;
    const other = viewport === "phone" ? resultPage.openInBrowser : resultPage.openInApp;
    expect(await chooser(page).getByText(wording(directions.appleMaps)).isVisible()).toBe(true);
    expect(await chooser(page).getByText(wording(directions.googleMaps)).isVisible()).toBe(true);
    expect(await chooser(page).getByText(other(directions.googleMaps)).count()).toBe(0);
    if (viewport === "phone") {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
    }
    await screenshot(page, `directions-route-${viewport}`);

    const popup = page.waitForEvent("popup");
    await chooser(page).getByRole("link", { name: directions.googleMaps }).click();
    expect(new URL((await popup).url()).host).toBe("www.google.com");
    await eventually(() => page.getByText(directions.opening(directions.googleMaps)).isVisible()).toBe(true);

    // Escape closes and hands focus back; opening again starts over from the start point.
    await page.bringToFront();
    await page.keyboard.press("Escape");
    await eventually(() => page.getByRole("dialog").count()).toBe(0);
    await eventually(() => focusedText(page)).toBe(landing.getDirections);
    await page.getByRole("button", { name: landing.getDirections }).click();
    await eventually(() => startDialog(page).isVisible()).toBe(true);
  });

  it("from a typed address: geocoded on submit only, then the route and links from that address", async () => {
    const { page } = await openPage(browser(), viewport);
    const geocodeRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/geocode") geocodeRequests.push(request.url());
    });
    await openResult(page);
    expect(await useAddress(page).isDisabled()).toBe(true);
    await addressField(page).fill("   ");
    expect(await useAddress(page).isDisabled()).toBe(true);

    const bakerStreet = FAKE_ADDRESSES.bakerStreet;
    await addressField(page).pressSequentially(bakerStreet.query);
    expect(geocodeRequests).toEqual([]);
    await addressField(page).press("Enter");
    await eventually(() => chooser(page).isVisible()).toBe(true);
    expect(geocodeRequests).toHaveLength(1);
    await eventually(() => page.getByText(directions.loaded).isVisible()).toBe(true);
    expect(await chooser(page).getByText(startPoint.fromAddress(bakerStreet.query)).isVisible()).toBe(true);
    expect(await chooser(page).getByText(FAKE_ROUTE_TEXT).isVisible()).toBe(true);
    const { apple, google } = await mapLinks(page);
    expect(google.searchParams.get("origin")).toBe(`${bakerStreet.latitude},${bakerStreet.longitude}`);
    expect(apple.searchParams.get("saddr")).toBe(`${bakerStreet.latitude},${bakerStreet.longitude}`);
  });
});

it("says 'Address not found' and 'Geocoding failed', and stays in the start-point dialog to try again", async () => {
  const { page } = await openPage(browser(), "desktop", { expectedStatuses: [404, 502] });
  await openResult(page);
  await typeStartAddress(page, "Nowhere At All, Atlantis");
  await eventually(() => page.getByText(directions.addressNotFound).isVisible()).toBe(true);
  expect(await startDialog(page).isVisible()).toBe(true);

  await typeStartAddress(page, GEOCODER_OUTAGE_ADDRESS);
  await eventually(() => page.getByText(directions.geocodingFailed).isVisible()).toBe(true);
  expect(await startDialog(page).isVisible()).toBe(true);
  expect(await addressField(page).inputValue()).toBe(GEOCODER_OUTAGE_ADDRESS);
});

it("says 'Directions failed' when no road leads from the start, and stays in the start-point dialog", async () => {
  const { page } = await openPage(browser(), "phone", { expectedStatuses: [502] });
  await openResult(page);
  await typeStartAddress(page, FAKE_ADDRESSES.fairIsle.query);
  await eventually(() => page.getByText(directions.directionsFailed).isVisible()).toBe(true);
  expect(await startDialog(page).isVisible()).toBe(true);
  expect(await chooser(page).count()).toBe(0);
  await screenshot(page, "directions-failed-phone");
});

it("tells a visitor who refused location access to allow it or type an address", async () => {
  // Without the permission granted, headless Chromium refuses the prompt as such a visitor does.
  const { page } = await openPage(browser(), "desktop");
  await openResult(page);
  await useLocation(page).click();
  await eventually(() => page.getByText(directions.locationDenied).isVisible()).toBe(true);
  expect(await addressField(page).isVisible()).toBe(true);
});

it("says 'Geolocation not supported' in a browser without it", async () => {
  const { page } = await openPage(browser(), "phone");
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, "geolocation");
  });
  await openResult(page);
  await useLocation(page).click();
  await eventually(() => page.getByText(directions.geolocationUnsupported).isVisible()).toBe(true);
  expect(await startDialog(page).isVisible()).toBe(true);
});

it("disables both choices while routing, and Cancel drops the answer that arrives later", async () => {
  const { page } = await openPage(browser(), "desktop", { geolocation: HERE });
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const answered: Promise<void>[] = [];
  await page.route(/\/api\/directions\?/, (route: Route) => {
    answered.push(held.then(() => route.continue()));
  });
  await openResult(page);
  await useLocation(page).click();
  await eventually(() => useLocation(page).getAttribute("aria-busy")).toBe("true");
  expect(await useLocation(page).isDisabled()).toBe(true);
  await addressField(page).fill(FAKE_ADDRESSES.bakerStreet.query);
  expect(await useAddress(page).isDisabled()).toBe(true);

  await startDialog(page).getByRole("button", { name: startPoint.cancel }).click();
  await eventually(() => page.getByRole("dialog").count()).toBe(0);
  release?.();
  await Promise.all(answered);
  await page.waitForTimeout(300);
  expect(await page.getByRole("dialog").count()).toBe(0);
  expect(await page.getByText(directions.loaded).count()).toBe(0);
});

// As `npm start` runs, with no ROUTER_URL: the worker answers no route and the chooser opens at once.
it("without a routing service opens the chooser straight after the start point, with no route", async () => {
  const { page } = await openPage(browser(), "desktop", { geolocation: HERE });
  await page.route(/\/api\/directions\?/, (route) => route.fulfill({ json: { route: null } }));
  await openResult(page);
  await useLocation(page).click();
  await eventually(() => chooser(page).isVisible()).toBe(true);
  expect(await chooser(page).getByText("Driving route:").count()).toBe(0);
  expect(await page.getByText(directions.loaded).count()).toBe(0);
  expect((await mapLinks(page)).google.searchParams.get("origin")).toBe(`${HERE.latitude},${HERE.longitude}`);
});

it("says '{app} not available' instead of a link it cannot build from the start point", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.route(/\/api\/geocode\?/, (route) =>
    route.fulfill({ json: { place: { latitude: 95, longitude: 0, label: "Beyond the pole" } } }),
  );
  await page.route(/\/api\/directions\?/, (route) => route.fulfill({ json: { route: null } }));
  await openResult(page);
  await typeStartAddress(page, "Beyond the pole");
  await eventually(() => chooser(page).isVisible()).toBe(true);
  expect(await chooser(page).getByText(directions.appUnavailable(directions.appleMaps)).isVisible()).toBe(true);
  expect(await chooser(page).getByText(directions.appUnavailable(directions.googleMaps)).isVisible()).toBe(true);
  expect(await chooser(page).getByRole("link").count()).toBe(0);
});
