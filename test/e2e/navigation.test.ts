import { describe, expect, inject, it } from "vitest";
import { openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";

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
  it("shows 'Oops! Page not found' for an unknown path, with a link home", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(`${baseUrl}/no/such/page`);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
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

it("has a page for every route of the specs", async () => {
  const { page } = await openPage(browser(), "desktop");
  for (const [path, heading] of ROUTES) {
    await page.goto(`${baseUrl}${path}`);
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
