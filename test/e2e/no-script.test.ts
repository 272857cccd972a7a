import type { Page } from "playwright-core";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { resultPage } from "../../domain/messages/directions.ts";
import { landing, landingPage } from "../../domain/messages/landing.ts";
import { search } from "../../domain/messages/search.ts";
import { sharePage } from "../../domain/messages/share.ts";
import { noScript } from "../../domain/messages/site.ts";
import { INDEXED_PAGES } from "../../domain/page-meta.ts";
import { DEMO_PINS } from "../../tools/demo-data.ts";
import { hydrated, openPage, screenshot, type TViewport, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { uniqueIp } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// A visitor whose browser runs no script (turned off, blocked, or not yet arrived on a slow phone)
// still reads every public page and gets from a shared link to the place.
async function openWithoutScripts(viewport: TViewport = "phone") {
  const context = await browser().newContext({
    javaScriptEnabled: false,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === "phone",
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() },
  });
  onTestFinished(() => context.close());
  return context.newPage();
}

const corner = DEMO_PINS[0];
const coordinates = `${corner.latitude.toFixed(6)}, ${corner.longitude.toFixed(6)}`;

async function expectDirections(page: Page) {
  const apple = new URL((await page.getByRole("link", { name: "Apple Maps", exact: true }).getAttribute("href")) ?? "");
  const google = new URL(
    (await page.getByRole("link", { name: "Google Maps", exact: true }).getAttribute("href")) ?? "",
  );
  expect(`${apple.origin}${apple.pathname}`).toBe("https://maps.apple.com/");
  expect(apple.searchParams.get("daddr")).toBe(`${corner.latitude},${corner.longitude}`);
  expect(`${google.origin}${google.pathname}`).toBe("https://www.google.com/maps/dir/");
  expect(google.searchParams.get("destination")).toBe(`${corner.latitude},${corner.longitude}`);
}

describe("with scripts off", () => {
  it("shows a shared link's pin and the two ways there", async () => {
    const page = await openWithoutScripts();
    await page.goto(`${baseUrl}/?pin=${encodeURIComponent(corner.mypin)}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(search.resultTitle(corner.mypin));
    expect(await page.getByText(search.createdBy("MyPin Demo")).isVisible()).toBe(true);
    expect(await page.getByText(coordinates).isVisible()).toBe(true);
    expect(await page.getByText(resultPage.directionsFromHere).isVisible()).toBe(true);
    await expectDirections(page);
    // What only a script could work is not offered.
    expect(await page.getByRole("button", { name: landing.getDirections }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: resultPage.copyCoordinates }).isVisible()).toBe(false);
    await screenshot(page, "no-script-share-link-phone");
  });

  it("shows the pin on its share page, with Go now in place of the forwarding", async () => {
    const page = await openWithoutScripts();
    await page.goto(`${baseUrl}/share/${encodeURIComponent(corner.mypin)}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(sharePage.title(corner.mypin));
    expect(await page.getByText(search.createdBy("MyPin Demo")).isVisible()).toBe(true);
    expect(await page.getByText(coordinates).isVisible()).toBe(true);
    await expectDirections(page);
    expect(await page.getByText(sharePage.redirecting).isVisible()).toBe(false);
    await page.getByRole("link", { name: sharePage.goNow }).click();
    await page.waitForURL(`${baseUrl}/?pin=${encodeURIComponent(corner.mypin)}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(search.resultTitle(corner.mypin));
  });

  it("says a name is not found and offers the names near it, each a working link", async () => {
    const page = await openWithoutScripts();
    for (const path of ["/?pin=", "/share/"]) {
      await page.goto(`${baseUrl}${path}${encodeURIComponent("cornr shop!")}`);
      expect(await page.getByRole("heading", { level: 1 }).innerText(), path).toBe(search.notFound);
      expect(await page.getByText(search.searchedFor("cornr shop!")).isVisible(), path).toBe(true);
      expect(
        await page.getByRole("navigation", { name: search.didYouMean }).getByRole("link").allInnerTexts(),
      ).toContain(corner.mypin);
    }
    await page.getByRole("navigation", { name: search.didYouMean }).getByRole("link", { name: corner.mypin }).click();
    await page.waitForURL(/\?pin=/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(search.resultTitle(corner.mypin));
  });

  it("searches from the landing's form and its popular names, and says the other form needs scripts", async () => {
    const page = await openWithoutScripts("desktop");
    await page.goto(baseUrl);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(landingPage.headline);
    // Playwright's text locators skip what is inside <noscript>, so the page's words are read whole.
    expect((await page.getByRole("main").innerText()).split(noScript.form)).toHaveLength(2);
    const popular = page
      .getByRole("region", { name: landingPage.searchTitle })
      .getByRole("listitem")
      .getByRole("link")
      .first();
    const name = await popular.innerText();
    expect(await popular.getAttribute("href")).toBe(`/?pin=${encodeURIComponent(name)}`);
    await page.getByLabel(landing.searchPlaceholder).fill("My.Pin2");
    await page.getByLabel(landing.searchPlaceholder).press("Enter");
    await page.waitForURL(/\?pin=/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(search.resultTitle("my.pin2"));
    await page.goBack();
    await page.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(`${baseUrl}/?pin=${encodeURIComponent(name)}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(search.resultTitle(name));
  });

  it.each(INDEXED_PAGES.map((indexed) => indexed.path))("reads %s in full, every line the app shows", async (path) => {
    // The popular names change while other files list and unlist pins, and the two pages may read
    // them a moment apart: the test above follows them.
    const linesOf = async (page: Page) => {
      const popular = page.getByRole("region", { name: landingPage.searchTitle }).getByRole("listitem");
      const names = new Set((await popular.getByRole("link").allInnerTexts()).map((name) => name.trim()));
      return (await page.getByRole("main").innerText())
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "" && !names.has(line));
    };
    const shownWithScripts = async () => {
      const { page } = await openPage(browser(), "phone");
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      return linesOf(page);
    };
    const page = await openWithoutScripts();
    const [shown] = await Promise.all([shownWithScripts(), page.goto(`${baseUrl}${path}`)]);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await linesOf(page)).toEqual(expect.arrayContaining(shown));
    expect(await page.getByRole("contentinfo").getByRole("link").count()).toBeGreaterThan(3);
  });
});
