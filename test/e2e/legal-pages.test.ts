import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { pageTitles } from "../../domain/messages/page-meta.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import {
  eventually,
  hydrated,
  openPage,
  screenshot,
  type TViewport,
  useBrowser,
  VIEWPORTS,
} from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const LEGAL_PAGES = [
  { path: "/terms", heading: "Terms of Service", section: "5. Cancellation", updated: "23 November 2026" },
  { path: "/privacy", heading: "Privacy Policy", section: "4. Your rights", updated: "27 November 2026" },
  { path: "/cookies", heading: "Cookie Policy", section: "Strictly necessary cookies", updated: "23 November 2026" },
] as const;

const headTag = (page: Page, selector: string, attribute: string) =>
  page.evaluate(([s, a]) => document.head.querySelector(s ?? "")?.getAttribute(a ?? "") ?? null, [selector, attribute]);

describe.each(["desktop", "phone"] as TViewport[])("the legal pages on a %s", (viewport) => {
  it.each(LEGAL_PAGES)(
    "shows $path as a dated document that fits the screen",
    async ({ path, heading, section, updated }) => {
      const { page } = await openPage(browser(), viewport);
      await page.goto(`${baseUrl}${path}`);
      await eventually(() => page.getByRole("heading", { level: 1, name: heading }).isVisible()).toBe(true);
      expect(await page.getByRole("heading", { level: 2, name: section }).isVisible()).toBe(true);
      expect(await page.getByText(`Last updated: ${updated}`).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );
      await expectNoAxeViolations(page, `${path} on a ${viewport}`);
      await screenshot(page, `legal${path.replace("/", "-")}-${viewport}`);
    },
  );
});

it("lists the cookies by name with their purpose and lifetime", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(`${baseUrl}/cookies`);
  const rows = page.getByRole("row");
  await eventually(() => rows.count()).toBeGreaterThan(8);
  const lifetimeOf = async (name: string) =>
    (await page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name, exact: true }) })
      .textContent()) ?? "";
  expect(await lifetimeOf("mypin_access")).toContain("15 minutes");
  expect(await lifetimeOf("mypin_refresh")).toContain("30 days at most");
  expect(await lifetimeOf("cookies-consent")).toContain("1 year");
  expect(await lifetimeOf("mypin_analytics")).toContain("2 years");
  expect(await lifetimeOf("mypin.currency")).toContain("gbp");
  expect(await page.getByRole("columnheader", { name: "Lifetime" }).count()).toBe(3);
});

it("quotes every tier's price in each currency in the terms", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(`${baseUrl}/terms`);
  // A row's cells, read without the whitespace between them.
  const priceRow = async (tier: string) => {
    const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: tier, exact: true }) });
    return (await row.textContent())?.replace(/\s+/g, " ").trim();
  };
  await eventually(() => priceRow("Basic")).toBe("Basic £12 €13 $15");
  expect(await priceRow("Simple")).toBe("Simple £24 €28 $32");
  expect(await priceRow("Premium")).toBe("Premium £36 €42 $49");
});

it("follows a document's link to another page inside the app, and the head follows the route", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(`${baseUrl}/privacy`);
  await eventually(() => page.getByRole("heading", { name: "Privacy Policy" }).isVisible()).toBe(true);
  await hydrated(page);
  expect(await page.title()).toBe(pageTitles.privacy);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole("article").getByRole("link", { name: "Cookie Policy" }).click();
  await eventually(() => page.getByRole("heading", { level: 1, name: "Cookie Policy" }).isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/cookies");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await eventually(() => page.title()).toBe(pageTitles.cookies);
  expect(await headTag(page, 'link[rel="canonical"]', "href")).toBe(`${baseUrl}/cookies`);
  expect(await headTag(page, 'meta[name="description"]', "content")).toContain("cookies");
  expect(await headTag(page, 'meta[name="robots"]', "content")).toBeNull();
});

it("tells crawlers to skip a private page and the 404, which claims no canonical address", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(`${baseUrl}/terms`);
  await eventually(() => page.getByRole("heading", { name: "Terms of Service" }).isVisible()).toBe(true);
  expect(await headTag(page, 'link[rel="canonical"]', "href")).toBe(`${baseUrl}/terms`);

  await page.evaluate(() => {
    history.pushState(null, "", "/no-such-page");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await eventually(() => page.title()).toBe(pageTitles.notFound);
  expect(await headTag(page, 'link[rel="canonical"]', "href")).toBeNull();
  expect(await headTag(page, 'meta[name="robots"]', "content")).toBe("noindex");

  await page.evaluate(() => {
    history.pushState(null, "", "/cookie-settings");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await eventually(() => page.title()).toBe(pageTitles.cookieSettings);
  expect(await headTag(page, 'meta[name="robots"]', "content")).toBe("noindex");

  await page.goBack();
  await page.goBack();
  await eventually(() => page.title()).toBe(pageTitles.terms);
  expect(await headTag(page, 'meta[name="robots"]', "content")).toBeNull();
  expect(await headTag(page, 'link[rel="canonical"]', "href")).toBe(`${baseUrl}/terms`);
});
