import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatGuide, namePolicy, nameRules } from "../../domain/messages/names.ts";
import { openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const nameField = (page: Page) => page.getByLabel("Enter a name for your place");

describe.each(["desktop", "phone"] as const)("the create panel on %s", (viewport) => {
  it("validates as you type and shows the tier hint", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(baseUrl);
    await nameField(page).fill("a..b");
    await expect.poll(() => page.getByText(nameRules.consecutivePeriods).isVisible()).toBe(true);
    await nameField(page).fill("my.pin 2.x");
    await expect.poll(() => page.getByText(nameRules.basicSpaces).isVisible()).toBe(true);
    await nameField(page).fill("a".repeat(31));
    await expect.poll(() => page.getByText(nameRules.premiumTooLong).isVisible()).toBe(true);
    await nameField(page).fill("Rose.Cottage");
    await expect
      .poll(() =>
        page
          .getByText(/Simple/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByText(nameRules.premiumTooLong).count()).toBe(0);
    await screenshot(page, `create-panel-${viewport}`);
  });

  it("opens the MyPin Format Guide with the three formats and their examples", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(baseUrl);
    await page.getByRole("button", { name: formatGuide.title }).click();
    const dialog = page.getByRole("dialog", { name: formatGuide.title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const tier of [formatGuide.premium, formatGuide.simple, formatGuide.basic]) {
      expect(await dialog.getByRole("term").filter({ hasText: tier.name }).count()).toBe(1);
      for (const example of tier.examples) expect(await dialog.getByText(example).count()).toBeGreaterThan(0);
    }
    await screenshot(page, `format-guide-${viewport}`);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
  });
});

it("refuses a taken name with 'MyPin exists, choose again'", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(baseUrl);
  await nameField(page).fill("My.Pin2");
  await page.getByRole("button", { name: "Create MyPin" }).click();
  await expect.poll(() => page.getByText("MyPin exists, choose again").isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/");
});

it("tells a visitor why the server refuses a name: a look-alike of a taken one, or a brand", async () => {
  const { page } = await openPage(browser(), "desktop", { expectedStatuses: [400, 409] });
  await page.goto(baseUrl);
  await nameField(page).fill("My.Pi\u200bn2");
  await expect.poll(() => page.getByText(nameRules.invisibleCharacters).isVisible()).toBe(true);
  await nameField(page).fill("My.P\u0456n2");
  await page.getByRole("button", { name: "Create MyPin" }).click();
  await expect.poll(() => page.getByText(namePolicy.mixedScripts).isVisible()).toBe(true);
  await nameField(page).fill("Google Maps");
  await page.getByRole("button", { name: "Create MyPin" }).click();
  await expect.poll(() => page.getByText(namePolicy.reserved).isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/");
});

it("shows an alert with the error and the format help for an invalid name", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(baseUrl);
  await nameField(page).fill("a.b.c.d");
  await page.getByRole("button", { name: "Create MyPin" }).click();
  const alert = page.getByRole("alert").filter({ hasText: nameRules.periodCount });
  await expect.poll(() => alert.isVisible()).toBe(true);
  expect(await alert.textContent()).toContain("My.Pin2");
});

it("takes a free name on to the create screen", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(baseUrl);
  await nameField(page).fill("Brand New Place");
  await page.getByRole("button", { name: "Create MyPin" }).click();
  await expect
    .poll(() => page.getByRole("heading", { name: "Creating MyPin: brand new place" }).isVisible())
    .toBe(true);
});

it("gives up a purchase left half-way for another name when a new name goes on to the create screen", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(baseUrl);
  const leftBehind = {
    mypin: "left.behind",
    latitude: 51.5,
    longitude: -0.12,
    userName: "",
    promoCode: "",
    shouldShowPromoDialog: true,
    source: "",
    isVirtual: true,
  };
  await page.evaluate(
    (purchase) => localStorage.setItem("mypin.pending-purchase", JSON.stringify(purchase)),
    leftBehind,
  );
  const name = uniqueName("next");
  await nameField(page).fill(name);
  await page.getByRole("button", { name: "Create MyPin" }).click();
  await expect.poll(() => page.getByRole("heading", { name: `Creating MyPin: ${name}` }).isVisible()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("mypin.pending-purchase"))).toBeNull();
});
