import type { Locator, Page } from "playwright-core";
import { expect, inject, it } from "vitest";
import { auth } from "../../domain/messages/accounts.ts";
import { resultPage } from "../../domain/messages/directions.ts";
import { create } from "../../domain/messages/purchase.ts";
import { layout } from "../../domain/messages/site.ts";
import { staffPins } from "../../domain/messages/staff.ts";
import { DEMO_ACCOUNTS, DEMO_PINS } from "../../tools/demo-data.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { eventually, openPage, type TViewport, useBrowser } from "../helpers/browser/browser.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const cornerShop = DEMO_PINS.find((pin) => pin.mypin === "corner shop!")!;

// A page whose clock the test moves: every tooltip's wait is then exact, however busy the machine.
async function openTimedPage(viewport: TViewport): Promise<Page> {
  const { page } = await openPage(browser(), viewport);
  await page.clock.install();
  return page;
}

// Radix marks a button it has taken on as a tooltip's trigger; until then the tooltip's code is
// still on its way, and the button shows bare.
async function tooltipReady(button: Locator) {
  await eventually(() => button.getAttribute("data-state")).toBe("closed");
}

// From here on the page's timers fire only as the test moves its clock.
async function stopTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

// Far below every button's tooltip (Radix draws them above), in several moves as a hand makes
// them: Radix lets the pointer travel from a button towards its tooltip, and closes the tooltip once
// a move lands outside that path.
async function pointerAway(page: Page) {
  await page.mouse.move(2, (page.viewportSize()?.height ?? 600) - 2, { steps: 5 });
  await eventually(() => page.getByRole("tooltip").count()).toBe(0);
}

const shownTooltip = async (page: Page) =>
  (await page.getByRole("tooltip").count()) === 0 ? null : page.getByRole("tooltip").textContent();

async function tooltipAfterRest(page: Page, button: Locator): Promise<string | null> {
  await tooltipReady(button);
  await button.hover();
  await page.clock.runFor(699);
  expect(await shownTooltip(page)).toBeNull();
  await page.clock.runFor(1);
  await eventually(() => page.getByRole("tooltip").count()).toBe(1);
  return shownTooltip(page);
}

it("names an icon button 700 ms after the pointer rests on it, its neighbour at once, and the next after 700 ms again", async () => {
  const page = await openTimedPage("desktop");
  await signIn(page);
  await page.goto(`${baseUrl}/account/password`);
  const eyes = page.getByRole("button", { name: auth.showPassword });
  await eventually(() => eyes.count()).toBe(3);
  await tooltipReady(eyes.nth(1));
  await stopTime(page);

  expect(await tooltipAfterRest(page, eyes.nth(0))).toBe(auth.showPassword);

  // Within 300 ms of the first closing, the next button's tooltip skips the wait.
  await eyes.nth(1).hover();
  await page.clock.runFor(1);
  await eventually(() => eyes.nth(1).getAttribute("data-state")).not.toBe("closed");
  expect(await shownTooltip(page)).toBe(auth.showPassword);

  // Long after the last one closed, the wait is back.
  await pointerAway(page);
  await page.clock.runFor(301);
  expect(await tooltipAfterRest(page, eyes.nth(2))).toBe(auth.showPassword);
});

it("names an icon button at once when the keyboard reaches it, and the button keeps its own name", async () => {
  const page = await openTimedPage("desktop");
  await page.goto(`${baseUrl}/?page=auth`);
  const eye = page.getByRole("button", { name: auth.showPassword });
  await tooltipReady(eye);
  await stopTime(page);
  await page.getByLabel(auth.password, { exact: true }).focus();
  await page.keyboard.press("Tab");
  await eventually(() => shownTooltip(page)).toBe(auth.showPassword);
  expect(await eye.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await eye.getAttribute("aria-label")).toBe(auth.showPassword);
});

it("names the icon buttons of a search result, a create page and its help dialog, and the phone's menu", async () => {
  const result = await openTimedPage("desktop");
  await result.goto(`${baseUrl}/?pin=${encodeURIComponent(cornerShop.mypin)}`);
  const copy = result.getByRole("button", { name: resultPage.copyCoordinates });
  await tooltipReady(copy);
  await stopTime(result);
  expect(await tooltipAfterRest(result, copy)).toBe(resultPage.copyCoordinates);

  const createPage = await openTimedPage("desktop");
  await createPage.goto(`${baseUrl}/?mypin=${uniqueName("tips")}&action=buy&lat=48.8584&lng=2.2945`);
  const help = createPage.getByRole("button", { name: create.placeHelpTitle });
  await tooltipReady(help);
  await stopTime(createPage);
  expect(await tooltipAfterRest(createPage, help)).toBe(create.placeHelpTitle);
  // The click closed the help button's tooltip; past the 300 ms after it, the next one waits again.
  await help.click();
  await createPage.clock.runFor(301);
  const close = createPage.getByRole("dialog").getByRole("button", { name: layout.close });
  expect(await tooltipAfterRest(createPage, close)).toBe(layout.close);

  const phone = await openTimedPage("phone");
  await phone.goto(baseUrl);
  const menu = phone.getByRole("button", { name: layout.openMenu });
  await tooltipReady(menu);
  await stopTime(phone);
  expect(await tooltipAfterRest(phone, menu)).toBe(layout.openMenu);
});

it("names the admin's eye and trash buttons in each MyPin's row", async () => {
  const page = await openTimedPage("desktop");
  await signIn(page, DEMO_ACCOUNTS.admin);
  const pin = "my.pin2";
  await page.getByLabel(staffPins.filterLabel).fill(pin);
  const row = page.getByRole("row").filter({ has: page.getByText(pin, { exact: true }) });
  await eventually(() => row.isVisible()).toBe(true);
  await stopTime(page);
  const hide = row.getByRole("button", { name: staffPins.hideFromTopLabel(pin) });
  expect(await tooltipAfterRest(page, hide)).toBe(staffPins.hideFromTopLabel(pin));
  await pointerAway(page);
  await page.clock.runFor(301);
  const trash = row.getByRole("button", { name: staffPins.deletePin(pin) });
  expect(await tooltipAfterRest(page, trash)).toBe(staffPins.deletePin(pin));
});
