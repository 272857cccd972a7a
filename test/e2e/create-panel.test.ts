import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatGuide } from "../../domain/messages/names.ts";
import { openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const nameField = (page: Page) => page.getByLabel("Enter a name for your place");

describe.each(["desktop", "phone"] as const)("the create panel on %s", (viewport) => {
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
