import { describe, expect, inject, it } from "vitest";
import { CATALOGUES } from "../../worker/i18n/catalogues.ts";
import { hydrated, openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// Every route of both specs, with the heading it must show (later issues fill these pages in). The
// dashboard and its analytics send anyone but a system admin home; test/e2e/dashboard.test.ts and
// analytics.test.ts open them as one.
const ROUTES: [string, string][] = [
  ["/landing", "Check if your perfect name is available"],
  ["/landing2", "Your MyPin is reserved"],
  ["/cta1", "Name it, share it, find it"],
  ["/qr-example", "QR Code Example"],
  ["/share-mypins", "Share MyPins"],
  ["/pricing", "Pricing"],
  ["/about", "About"],
  ["/payment-success", "Error: Payment session not found. Please try again."],
  ["/payment-cancelled", "Payment Cancelled"],
  ["/verify-email", "Email Verification"],
  ["/reset-password", "Reset Your Password"],
  ["/contact", "Contact Us"],
  ["/terms", "Terms of Service"],
  ["/privacy", "Privacy Policy"],
  ["/cookies", "Cookie Policy"],
  ["/cookie-settings", "Cookie Settings"],
  ["/?page=auth", "Welcome to MyPin"],
];

describe.each(["desktop", "phone"] as const)("navigating on %s", (viewport) => {
  it("shows 'Oops! Page not found' for an unknown path, answered 404, with a link home", async () => {
    const { page } = await openPage(browser(), viewport, { expectedStatuses: [404] });
    const answer = await page.goto(`${baseUrl}/no/such/page`);
    expect(answer?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
    await hydrated(page);
    await screenshot(page, `not-found-page-${viewport}`);
    await page.getByRole("main").getByRole("link", { name: /home/i }).click();
    await expect.poll(() => page.getByLabel("Enter MyPin to search").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("reaches every header link, including the Examples group", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(baseUrl);
    const openNav = async () => {
      if (viewport === "phone") {
        await page.getByRole("button", { name: "Open menu" }).click();
      }
    };
    await openNav();
    if (viewport === "phone") await screenshot(page, "mobile-menu-phone");
    for (const [name, path] of [
      ["Share MyPins", "/share-mypins"],
      ["Pricing", "/pricing"],
      ["About Us", "/about"],
      ["Sign In", "/"],
    ] as const) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await page.goto(baseUrl);
      await openNav();
    }
    for (const [name, path] of [
      ["Renters", "/renters"],
      ["Business", "/business"],
      ["Weddings", "/wedding"],
      ["Private Plates", "/car-reg"],
    ] as const) {
      // On a phone the menu lists the examples directly; on a desktop they sit behind a disclosure.
      if (viewport === "desktop") {
        await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Examples" }).click();
      }
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await page.goto(baseUrl);
      await openNav();
    }
  });

  it("lists the footer links", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(baseUrl);
    const footer = page.getByRole("contentinfo");
    for (const [name, path] of [
      ["Contact", "/contact"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
      ["Cookies", "/cookies"],
      ["Cookie Settings", "/cookie-settings"],
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(path);
    }
  });
});

it("answers an unknown path under a language's prefix 404, in that language, and leads to its home", async () => {
  const { page } = await openPage(browser(), "desktop", { expectedStatuses: [404] });
  const answer = await page.goto(`${baseUrl}/de/keine-solche-seite`);
  expect(answer?.status()).toBe(404);
  const { notFoundPage } = CATALOGUES.de.site;
  await expect.poll(() => page.getByRole("heading", { name: notFoundPage.title }).isVisible()).toBe(true);
  await hydrated(page, "de");
  await page.getByRole("main").getByRole("link", { name: notFoundPage.home }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/de/");
});

// The app's own Link and NavLink (app/components/ui/link.tsx) stand in for react-router's.
it("follows the app's links without reloading the page, marks the current one, and leaves a modified click to the browser", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(baseUrl);
  // A full page load would start a new document and lose this mark.
  await page.evaluate(() => sessionStorage.setItem("same-document", String(performance.timeOrigin)));
  const sameDocument = () =>
    page.evaluate(() => sessionStorage.getItem("same-document") === String(performance.timeOrigin));
  const main = page.getByRole("navigation", { name: "Main" });
  const link = (name: string) => main.getByRole("link", { name, exact: true });

  await link("Share MyPins").click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/share-mypins");
  expect(await sameDocument()).toBe(true);
  expect(await link("Share MyPins").getAttribute("aria-current")).toBe("page");
  expect(await link("About Us").getAttribute("aria-current")).toBeNull();
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  expect(await link("Share MyPins").getAttribute("aria-current")).toBeNull();

  const [opened] = await Promise.all([
    page.context().waitForEvent("page"),
    link("About Us").click({ modifiers: ["Shift"] }),
  ]);
  await expect.poll(() => new URL(opened.url()).pathname).toBe("/about");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await sameDocument()).toBe(true);
});

it("has a page for every route of the specs, each answered 200", async () => {
  const { page } = await openPage(browser(), "desktop");
  for (const [path, heading] of ROUTES) {
    const answer = await page.goto(`${baseUrl}${path}`);
    expect(answer?.status(), path).toBe(200);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect.poll(() => h1.first().textContent(), { message: path }).toContain(heading);
    expect(await page.getByText("Oops! Page not found").count(), path).toBe(0);
  }
});

it("leads from each themed page to the availability checker", async () => {
  const { page } = await openPage(browser(), "desktop");
  for (const path of ["/renters", "/car-reg", "/wedding", "/business"]) {
    await page.goto(`${baseUrl}${path}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count(), { message: path }).toBe(1);
    await page.getByRole("link", { name: "Check if your perfect name is available" }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/landing");
  }
});
