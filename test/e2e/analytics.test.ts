import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { eventCharts } from "../../domain/messages/consent.ts";
import { analyticsPage, searchCharts } from "../../domain/messages/dashboard.ts";
import { devTools } from "../../domain/messages/dev-tools.ts";
import { pricingPage } from "../../domain/messages/pricing.ts";
import { admin } from "../../domain/messages/staff.ts";
import { DEMO_ACCOUNTS, DEMO_PINS } from "../../tools/demo-data.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { buyPin, signUpNewOwner } from "../helpers/browser/owner-journey.ts";
import { uniqueIp, uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const ANALYTICS = `${baseUrl}/dashboard/analytics`;
const title = (page: Page) => page.getByRole("heading", { name: admin.analyticsTitle, level: 1 });
const subscriptionsTable = (page: Page) => page.getByRole("table", { name: analyticsPage.subscriptions });
const filter = (page: Page, label: string) => page.getByRole("button", { name: new RegExp(`^${label} \\(\\d+\\)$`) });

// Two live subscriptions of the file's own, a Premium and a Basic name, bought as an owner would,
// once, by the first test that needs them (buying waits with expect.poll, which a hook cannot).
type TBought = Record<"premium" | "basic", { name: string; subscription: string }>;
let buying: Promise<TBought> | undefined;
function boughtPins() {
  buying ??= (async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() } });
    try {
      const page = await context.newPage();
      await signUpNewOwner(page);
      const premium = uniqueName("stats", "premium");
      const basic = uniqueName("stats", "basic");
      return {
        premium: { name: premium, subscription: await buyPin(page, premium) },
        basic: { name: basic, subscription: await buyPin(page, basic) },
      };
    } finally {
      await context.close();
    }
  })();
  return buying;
}

async function openAsAdmin(page: Page) {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto(ANALYTICS);
  await eventually(() => title(page).isVisible()).toBe(true);
}

describe("the analytics page", () => {
  it("sends anyone but a system administrator home", async () => {
    const { page } = await openPage(browser(), "desktop");
    await page.goto(ANALYTICS);
    await eventually(() => new URL(page.url()).pathname).toBe("/");
    await signIn(page, DEMO_ACCOUNTS.helpDesk);
    await page.goto(ANALYTICS);
    await eventually(() => new URL(page.url()).pathname).toBe("/");
    expect(await title(page).count()).toBe(0);
  });

  it("shows an admin the menu, the live subscriptions by tier, the top 10 and the chart", async () => {
    const bought = await boughtPins();
    const { page } = await openPage(browser(), "desktop");
    await openAsAdmin(page);
    const menu = page.getByRole("navigation", { name: analyticsPage.sections });
    expect(await menu.getByRole("link").allInnerTexts()).toEqual([
      analyticsPage.subscriptions,
      analyticsPage.topPins,
      analyticsPage.pinsPerDay,
      searchCharts.section,
      eventCharts.section,
    ]);
    expect(await page.getByRole("link", { name: analyticsPage.back }).getAttribute("href")).toBe("/dashboard");

    const table = subscriptionsTable(page);
    await eventually(() => table.getByText(bought.premium.subscription).isVisible()).toBe(true);
    await eventually(() => table.getByText(bought.basic.subscription).isVisible()).toBe(true);
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual(
      Object.values(analyticsPage.subscriptionColumns).map((column) => column.toUpperCase()),
    );
    const premiumRow = table.getByRole("row").filter({ hasText: bought.premium.subscription });
    expect(await premiumRow.getByRole("cell").allInnerTexts()).toEqual([
      bought.premium.subscription,
      expect.stringMatching(/@example\.com$/),
      expect.any(String),
      "active",
      "Premium",
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/),
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}/),
      expect.any(String),
    ]);

    await filter(page, "Premium").click();
    await eventually(() => table.getByText(bought.basic.subscription).count()).toBe(0);
    expect(await filter(page, "Premium").getAttribute("aria-pressed")).toBe("true");
    expect(await table.getByText(bought.premium.subscription).isVisible()).toBe(true);
    const tiers = await table.locator("tbody tr td:nth-child(5)").allInnerTexts();
    expect(new Set(tiers)).toEqual(new Set(["Premium"]));
    await filter(page, "Basic").click();
    await eventually(() => table.getByText(bought.basic.subscription).isVisible()).toBe(true);
    expect(await table.getByText(bought.premium.subscription).count()).toBe(0);
    await filter(page, analyticsPage.allTiers).click();
    await eventually(() => table.getByText(bought.premium.subscription).isVisible()).toBe(true);

    const top = page.getByRole("table", { name: analyticsPage.topPins });
    const topRows = top.getByRole("row").filter({ has: page.getByRole("cell") });
    // The demo pins and this file's two, at most 10, most searched first.
    await eventually(() => topRows.count()).toBeGreaterThanOrEqual(DEMO_PINS.length + 2);
    expect(await topRows.count()).toBeLessThanOrEqual(10);
    const mostSearched = [...DEMO_PINS].sort((a, b) => b.searchCount - a.searchCount)[0];
    const firstLink = topRows.first().getByRole("link");
    expect(await firstLink.innerText()).toBe(mostSearched?.mypin);
    expect(await firstLink.getAttribute("href")).toBe(`/?pin=${encodeURIComponent(mostSearched?.mypin ?? "")}`);

    const chart = page.getByRole("img", { name: /MyPins created per day, last 90 days/ });
    await eventually(() => chart.isVisible()).toBe(true);
    expect(await chart.locator("rect").count()).toBe(90);
    const hidden = page.getByRole("table", { name: analyticsPage.chartTable });
    expect(await hidden.getByRole("row").count()).toBe(91);
    // The demo pins' month of searches, from the batched counts.
    const searches = page.getByRole("img", { name: /^Searches per day, last 30 days/ });
    await eventually(() => searches.isVisible()).toBe(true);
    expect(await searches.locator("rect").count()).toBe(30);
    expect(await page.getByRole("table", { name: searchCharts.chartTable }).getByRole("row").count()).toBe(31);
    await screenshot(page, "analytics-desktop");

    await page.getByRole("link", { name: analyticsPage.pinsPerDay }).click();
    await eventually(() => new URL(page.url()).hash).toBe("#pins-per-day");
  });

  it("fits a phone", async () => {
    const bought = await boughtPins();
    const { page } = await openPage(browser(), "phone");
    await openAsAdmin(page);
    await eventually(() => subscriptionsTable(page).getByText(bought.premium.subscription).isVisible()).toBe(true);
    await eventually(() => page.getByRole("img", { name: /MyPins created per day/ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "analytics-phone");
  });
});

describe("the pricing page's development tools", () => {
  it("tests the Stripe connection for a system administrator", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.goto(`${baseUrl}/pricing`);
    await eventually(() => page.getByRole("heading", { name: devTools.title }).isVisible()).toBe(true);
    await page.getByRole("button", { name: devTools.test }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: devTools.passed }).isVisible()).toBe(true);
    expect(await page.getByText("sk_test", { exact: true }).isVisible()).toBe(true);
    const prices = page.getByRole("table", { name: devTools.prices });
    expect(await prices.getByRole("cell", { name: devTools.ok, exact: true }).count()).toBe(9);
    expect(await page.getByText("WELCOME10").isVisible()).toBe(true);
    await screenshot(page, "pricing-dev-tools");
  });

  it("shows a phone the same result", async () => {
    const { page } = await openPage(browser(), "phone");
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: devTools.test }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: devTools.passed }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "pricing-dev-tools-phone");
  });

  it("shows nobody else the tools, nor loads their code", async () => {
    const { page } = await openPage(browser(), "desktop");
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
    await signIn(page, DEMO_ACCOUNTS.owner);
    await page.goto(`${baseUrl}/pricing`);
    await eventually(() => page.getByRole("heading", { name: pricingPage.faqHeading }).isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("heading", { name: devTools.title }).count()).toBe(0);
    expect(await page.getByRole("button", { name: devTools.test }).count()).toBe(0);
    // Chunks are named by their hash, so the tools' code is found by its words.
    const scripts = loaded.filter((path) => path.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const sources = await Promise.all(scripts.map(async (path) => (await fetch(`${baseUrl}${path}`)).text()));
    expect(sources.filter((source) => source.includes(devTools.intro))).toEqual([]);
  });
});
