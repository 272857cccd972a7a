import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { landing } from "../../domain/messages/landing.ts";
import { search } from "../../domain/messages/search.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, openPage, screenshot, type TViewport, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";

// Issue 15: a missed search offers the demo pins' names close to the one typed, as links.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// One slip from the demo pin "corner shop!", and far from every other name.
const NEAR_MISS = "corner shap!";
const NEAR = "corner shop!";

const suggestionsList = (page: Page) => page.getByRole("navigation", { name: search.didYouMean });

describe.each(Object.keys(VIEWPORTS) as TViewport[])("'Did you mean' on %s", (viewport) => {
  it("keeps the toast on the landing, lists the near names under the field, and opens the one clicked", async () => {
    const { page } = await openPage(browser(), viewport, { expectedStatuses: [404] });
    await page.goto(baseUrl);
    await page.getByLabel(landing.searchPlaceholder).fill(NEAR_MISS);
    await page.getByRole("button", { name: landing.getDirections }).click();

    await eventually(() => page.getByText(search.notFound, { exact: true }).isVisible()).toBe(true);
    const list = suggestionsList(page);
    await eventually(() => list.getByRole("link").allTextContents()).toEqual([NEAR]);
    expect(await page.getByLabel(landing.searchPlaceholder).inputValue()).toBe(NEAR_MISS);
    await expectNoAxeViolations(page, `landing with suggestions (${viewport})`);
    await screenshot(page, `suggestions-landing-${viewport}`);

    await list.getByRole("link", { name: NEAR }).click();
    await eventually(() => page.getByRole("heading", { name: search.resultTitle(NEAR) }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("pin")).toBe(NEAR);
  });

  it("answers a share link to a near miss with the not-found screen and its links, all by keyboard", async () => {
    const { page } = await openPage(browser(), viewport, { expectedStatuses: [404] });
    const searches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/pins/")) searches.push(request.url());
    });
    await page.goto(`${baseUrl}/?pin=${encodeURIComponent(NEAR_MISS)}`);

    await eventually(() => page.getByRole("heading", { level: 1, name: search.notFound }).isVisible()).toBe(true);
    // The page arrived with the miss and its near names: the screen asked nothing more.
    expect(searches).toEqual([]);
    expect(await page.getByText(search.notFoundDetail).isVisible()).toBe(true);
    expect(await page.getByText(search.searchedFor(NEAR_MISS)).isVisible()).toBe(true);
    const link = suggestionsList(page).getByRole("link", { name: NEAR });
    expect(await link.getAttribute("href")).toBe(`/?pin=${encodeURIComponent(NEAR)}`);
    expect(new URL(page.url()).searchParams.get("pin")).toBe(NEAR_MISS);
    await expectNoAxeViolations(page, `not-found screen (${viewport})`);
    await screenshot(page, `suggestions-not-found-${viewport}`);
    if (viewport === "phone") {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
    }

    await link.focus();
    await page.keyboard.press("Enter");
    await eventually(() => page.getByRole("heading", { name: search.resultTitle(NEAR) }).isVisible()).toBe(true);
  });
});

it("shows no list for a miss with no close name, and searches again from the not-found screen", async () => {
  const { page } = await openPage(browser(), "desktop", { expectedStatuses: [404] });
  await page.goto(`${baseUrl}/?pin=${encodeURIComponent("nobody here at all")}`);
  await eventually(() => page.getByRole("heading", { level: 1, name: search.notFound }).isVisible()).toBe(true);
  expect(await suggestionsList(page).count()).toBe(0);
  expect(await page.getByText(search.didYouMean).count()).toBe(0);

  await page.getByRole("link", { name: search.searchAgain }).click();
  const field = page.getByLabel(landing.searchPlaceholder);
  await eventually(() => field.isVisible()).toBe(true);
  await field.fill("no.such.pin");
  await field.press("Enter");
  await eventually(() => page.getByText(search.notFound, { exact: true }).isVisible()).toBe(true);
  expect(await suggestionsList(page).count()).toBe(0);
});
