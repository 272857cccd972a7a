import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { availability, availabilityPage, holdLimits, reservationPage } from "../../domain/messages/purchase.ts";
import { DEMO_ACCOUNTS } from "../../tools/demo-data.ts";
import { eventually, openContext, openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
// The suite's hold length (set by its global setup), so the countdown test need not wait it out.
const holdMs = inject("holdSeconds") * 1000;
// The countdown turns amber under 2 minutes.
const WARNING_MS = 120_000;
const browser = useBrowser();

// What the API's same-origin check asks of a request that changes something.
const FROM_APP = { "Content-Type": "application/json", Origin: baseUrl };

const nameField = (page: Page) => page.getByLabel(availabilityPage.nameLabel);
const checkButton = (page: Page) => page.getByRole("button", { name: availabilityPage.check });
const timer = (page: Page) => page.getByRole("timer", { name: reservationPage.timerLabel });
const alertWith = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
const pathOf = (page: Page) => new URL(page.url()).pathname;

// The countdown's m:ss, in milliseconds.
async function msShown(page: Page) {
  const [, minutes = "", seconds = ""] = /(\d+):(\d\d)$/.exec((await timer(page).textContent()) ?? "") ?? [];
  return (Number(minutes) * 60 + Number(seconds)) * 1000;
}

async function holdStatusIn(context: BrowserContext, name: string) {
  const response = await context.request.get(`${baseUrl}/api/names/${encodeURIComponent(name)}/hold`);
  return (await response.json()) as { isLocked: boolean; lockedByCurrentUser: boolean };
}

async function signInDemoOwner(context: BrowserContext) {
  const { email, password } = DEMO_ACCOUNTS.owner;
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in`, {
    headers: FROM_APP,
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

// From /landing to /landing2 through the form, as a visitor does.
async function reserve(page: Page, name: string) {
  await page.goto(`${baseUrl}/landing`);
  await nameField(page).fill(name);
  await checkButton(page).click();
  await eventually(() => pathOf(page)).toBe("/landing2");
  await eventually(() => timer(page).getAttribute("data-state")).toBe("green");
}

describe.each(["desktop", "phone"] as const)("the availability checker on %s", (viewport) => {
  // The browser speaks en-US and the local edge places every request in the US; a currency the
  // visitor chose and the app stored wins over both.
  it("shows the currencies in the footer, a stored choice first", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(`${baseUrl}/landing`);
    await eventually(() => page.getByText("Payment will use: USD", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Browser: USD | Geo: USD", { exact: true }).isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem("mypin.currency", JSON.stringify("eur")));
    await page.reload();
    await eventually(() => page.getByText("Payment will use: EUR", { exact: true }).isVisible()).toBe(true);
  });
});

it("tells a visitor holding three names already why a fourth is refused, and for how long", async () => {
  const { page } = await openPage(browser(), "desktop", { expectedStatuses: [429] });
  const context = page.context();
  for (const label of ["cap1", "cap2", "cap3"]) {
    const name = encodeURIComponent(uniqueName(label, "premium"));
    const held = await context.request.post(`${baseUrl}/api/names/${name}/hold`, { headers: FROM_APP, data: {} });
    expect(held.status()).toBe(200);
  }

  await page.goto(`${baseUrl}/landing`);
  await nameField(page).fill(uniqueName("cap4", "premium"));
  await checkButton(page).click();
  const refusal = alertWith(page, holdLimits.perBrowser);
  await eventually(() => refusal.isVisible()).toBe(true);
  expect(await refusal.textContent()).toMatch(/You can try again in \d+ (seconds?|minutes?)\./);
  expect(pathOf(page)).toBe("/landing");
});

it("tells the visitor a name someone else holds is reserved", async () => {
  const name = uniqueName("held", "premium");
  const { context: someoneElse } = await openContext(browser());
  const held = await someoneElse.request.post(`${baseUrl}/api/names/${encodeURIComponent(name)}/hold`, {
    headers: FROM_APP,
    data: {},
  });
  expect(held.status()).toBe(200);

  const { page } = await openPage(browser(), "desktop", { expectedStatuses: [409] });
  await page.goto(`${baseUrl}/landing`);
  await nameField(page).fill(name);
  await checkButton(page).click();
  await eventually(() => alertWith(page, availability.reserved).isVisible()).toBe(true);
  expect(pathOf(page)).toBe("/landing");
});

it("holds a free name, counts down green, amber and red, then returns to /landing", async () => {
  const name = uniqueName("free", "premium");
  const { page } = await openPage(browser(), "desktop");
  await page.clock.install();
  await reserve(page, name);

  const query = new URL(page.url()).searchParams;
  expect(query.get("mypin")).toBe(name);
  expect(query.get("tier")).toBe("premium");
  expect(query.get("virtual")).toBe("true");
  expect(query.get("requireLocation")).toBe("true");
  expect(Number(query.get("reservedAt"))).toBeGreaterThan(0);
  const shownMs = await msShown(page);
  expect(shownMs).toBeLessThanOrEqual(holdMs);
  expect(shownMs).toBeGreaterThan(holdMs - 10_000);
  expect(await page.getByText("Premium · £36 per year").isVisible()).toBe(true);
  const placeLink = page.getByRole("link", { name: reservationPage.placeOnMap });
  expect(await placeLink.getAttribute("href")).toBe(
    `/?mypin=${encodeURIComponent(name)}&action=buy&source=landing&virtual=true`,
  );
  await screenshot(page, "landing2-desktop");

  // Halfway into the warning window, then one second past expiry.
  await page.clock.fastForward(holdMs - WARNING_MS / 2);
  await eventually(() => timer(page).getAttribute("data-state")).toBe("amber");
  expect(await alertWith(page, availability.timeExpired).count()).toBe(0);

  await page.clock.fastForward(WARNING_MS / 2 + 1000);
  await eventually(() => timer(page).getAttribute("data-state")).toBe("red");
  expect(await timer(page).textContent()).toMatch(/0:00$/);
  await eventually(() => alertWith(page, availability.timeExpired).isVisible()).toBe(true);
  expect(await placeLink.count()).toBe(0);
  expect(pathOf(page)).toBe("/landing2");

  await page.clock.fastForward(3000);
  await eventually(() => pathOf(page)).toBe("/landing");
});

it("says the reservation is lost when the hold goes, then returns to /landing", async () => {
  const name = uniqueName("lost", "premium");
  const { page } = await openPage(browser(), "phone");
  await page.clock.install();
  await reserve(page, name);
  await screenshot(page, "landing2-phone");

  const released = await page.context().request.delete(`${baseUrl}/api/names/${encodeURIComponent(name)}/hold`, {
    headers: FROM_APP,
    data: {},
  });
  expect(await released.json()).toEqual({ released: true });

  await page.clock.fastForward(15_000);
  await eventually(() => alertWith(page, availability.reservationLost).isVisible()).toBe(true);
  expect(await timer(page).count()).toBe(0);
  await page.clock.fastForward(3000);
  await eventually(() => pathOf(page)).toBe("/landing");
});

describe("a signed-in user's reservation", () => {
  it("is a real hold that 'Choose another name' releases", async () => {
    const name = uniqueName("another", "premium");
    const { page } = await openPage(browser(), "desktop");
    await signInDemoOwner(page.context());
    await reserve(page, name);
    expect(new URL(page.url()).searchParams.get("virtual")).toBe("false");
    expect(await holdStatusIn(page.context(), name)).toMatchObject({ isLocked: true, lockedByCurrentUser: true });

    await page.getByRole("link", { name: reservationPage.chooseAnother }).click();
    await eventually(() => pathOf(page)).toBe("/landing");
    await eventually(async () => (await holdStatusIn(page.context(), name)).isLocked).toBe(false);
  });

  it("says its protection expired and releases the name at expiry", async () => {
    const name = uniqueName("protected", "premium");
    const { page } = await openPage(browser(), "desktop");
    await signInDemoOwner(page.context());
    await page.clock.install();
    await reserve(page, name);

    await page.clock.fastForward(holdMs + 1000);
    await eventually(() => alertWith(page, availability.protectionExpired).isVisible()).toBe(true);
    expect(await timer(page).getAttribute("data-state")).toBe("red");
    await eventually(async () => (await holdStatusIn(page.context(), name)).isLocked).toBe(false);
    await page.clock.fastForward(3000);
    await eventually(() => pathOf(page)).toBe("/landing");
  });
});
