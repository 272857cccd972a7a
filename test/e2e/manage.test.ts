import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatCoordinate } from "../../domain/coordinates.ts";
import { auth } from "../../domain/messages/accounts.ts";
import { landing } from "../../domain/messages/landing.ts";
import { manage, managePage } from "../../domain/messages/manage.ts";
import { create, purchase, success } from "../../domain/messages/purchase.ts";
import { DEMO_ACCOUNTS, DEMO_PINS } from "../../tools/demo-data.ts";
import { signIn, signInOnAuthScreen } from "../helpers/browser/accounts.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { buyPin, emulator, NEW_OWNER_PASSWORD, signUpNewOwner } from "../helpers/browser/owner-journey.ts";
import { PLACE } from "../helpers/places.ts";
import { readQr } from "../helpers/qr.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const title = (page: Page) => page.getByRole("heading", { name: manage.ownerTitle, level: 1 });
const groupTable = (page: Page, heading: RegExp) => page.getByRole("table", { name: heading });
const row = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });
const rowButton = (page: Page, name: string, label: string) =>
  row(page, name).getByRole("button", { name: label, exact: true });

// Signing in with no purchase under way opens the manage page.
async function openManage(page: Page) {
  await signIn(page);
  await eventually(() => title(page).isVisible()).toBe(true);
  await eventually(() => page.getByRole("table").first().isVisible()).toBe(true);
}

// The names in a group's table: the first line of the first cell of each row under the column
// headers (the town the pin is near is under its name).
async function namesIn(page: Page, heading: RegExp) {
  const rows = await groupTable(page, heading)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .all();
  const cells = await Promise.all(rows.map((pinRow) => pinRow.getByRole("cell").first().innerText()));
  return cells.map((cell) => cell.split("\n")[0]);
}

describe("the owner's manage page", () => {
  it("never shows the last account's pins to the next one signing in on the same page", async () => {
    const { page: elsewhere } = await openPage(browser(), "desktop");
    const next = { email: await signUpNewOwner(elsewhere), password: NEW_OWNER_PASSWORD };
    const { page } = await openPage(browser(), "desktop");
    await openManage(page);
    const previous = DEMO_PINS[0].mypin;
    await eventually(() => page.getByText(previous, { exact: true }).isVisible()).toBe(true);

    await page.getByRole("button", { name: DEMO_ACCOUNTS.owner.email }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await eventually(() => page.getByRole("link", { name: "Sign In", exact: true }).first().isVisible()).toBe(true);

    // The next account's list is held back, so whatever the page shows meanwhile is the cache's.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/me/pins?*", async (route) => {
      await held;
      await route.continue();
    });
    // In the same page, as a person does: no reload clears what the app keeps.
    await page.getByRole("link", { name: "Sign In", exact: true }).first().click();
    await signInOnAuthScreen(page, next);
    await eventually(() => title(page).isVisible()).toBe(true);
    expect(await page.getByText(previous, { exact: true }).count()).toBe(0);
    release();
    await eventually(() => page.getByRole("heading", { name: manage.emptyTitle }).isVisible()).toBe(true);
    expect(await page.getByText(previous, { exact: true }).count()).toBe(0);
  });

  it("lists the demo owner's MyPins by tier, alphabetically, with the owner's columns", async () => {
    const { page } = await openPage(browser(), "desktop");
    await openManage(page);

    expect(await page.getByText(/^\d+ MyPins created$/).isVisible()).toBe(true);
    const headings = await page.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings.map((heading) => heading.replace(/ \(\d+\)$/, ""))).toEqual(["Premium", "Simple", "Basic"]);

    const premium = await namesIn(page, /^Premium/);
    expect(premium).toEqual([...premium].sort());
    expect(premium).toEqual(expect.arrayContaining(["corner shop!", "seaside cottage"]));
    expect(await namesIn(page, /^Simple/)).toEqual(expect.arrayContaining(["harbour.view", "my.pin2"]));
    expect(await namesIn(page, /^Basic/)).toEqual(expect.arrayContaining(["my3.house6.place", "rose.garden.wedding"]));

    const shop = DEMO_PINS[0];
    const shopRow = row(page, shop.mypin);
    for (const header of Object.values(managePage.columns)) {
      expect(await page.getByRole("columnheader", { name: header, exact: true }).first().isVisible()).toBe(true);
    }
    expect(await shopRow.getByRole("cell", { name: formatCoordinate(shop.latitude), exact: true }).isVisible()).toBe(
      true,
    );
    expect(await shopRow.getByRole("cell", { name: formatCoordinate(shop.longitude), exact: true }).isVisible()).toBe(
      true,
    );
    expect(await shopRow.getByRole("link").getAttribute("href")).toBe(`/?pin=${encodeURIComponent(shop.mypin)}`);
    // The total as last written (other files' visits to the demo pin may have added to the seed's),
    // and the demo month's searches drawn beneath it.
    const total = await page.evaluate(async (name) => {
      const body = (await (await fetch("/api/me/pins")).json()) as { pins: { mypin: string; searchCount: number }[] };
      return body.pins.find((pin) => pin.mypin === name)?.searchCount;
    }, shop.mypin);
    expect(total).toBeGreaterThanOrEqual(shop.searchCount);
    expect(await shopRow.getByText(String(total), { exact: true }).isVisible()).toBe(true);
    const sparkline = shopRow.getByRole("img", { name: /^[1-9]\d* searches in the last 30 days$/ });
    expect(await sparkline.isVisible()).toBe(true);
    expect(await sparkline.locator("polyline").getAttribute("points")).toMatch(/^(\S+,\S+ ){29}\S+,\S+$/);
    expect(
      await shopRow
        .getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await rowButton(page, shop.mypin, manage.editLocation).isEnabled()).toBe(true);

    await screenshot(page, "manage-desktop");
    await shopRow.getByRole("link").click();
    await eventually(() => page.getByRole("heading", { name: `MyPin: ${shop.mypin}` }).isVisible()).toBe(true);
    await screenshot(page, "manage-result-from-link");
  });

  it("fits a phone, with every value labelled in its card", async () => {
    const { page } = await openPage(browser(), "phone");
    await openManage(page);
    const card = row(page, "my.pin2");
    expect(await card.getByText(managePage.columns.searchCount, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(managePage.columns.latitude, { exact: true }).isVisible()).toBe(true);
    expect(await rowButton(page, "my.pin2", managePage.qrCode).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "manage-phone");
  });

  it("shows a new owner the empty state with a way to create their first MyPin", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signUpNewOwner(page);
    await page.goto(baseUrl);
    await page.getByRole("button", { name: landing.manageButton }).click();
    await eventually(() => page.getByRole("heading", { name: manage.emptyTitle }).isVisible()).toBe(true);
    expect(await page.getByText(manage.emptyBody).isVisible()).toBe(true);
    expect(await page.getByText(managePage.countCreated(0)).isVisible()).toBe(true);
    await screenshot(page, "manage-empty");
    await page.getByRole("button", { name: landing.createButton }).click();
    await eventually(() => page.getByLabel(landing.createPlaceholder).isVisible()).toBe(true);
  });

  it("copies a MyPin's share link", async () => {
    const { page } = await openPage(browser(), "desktop");
    await openManage(page);
    await rowButton(page, "corner shop!", managePage.copyLink).click();
    await eventually(() => page.getByText(manage.linkCopied).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/?pin=corner%20shop!`);
  });

  it("downloads the QR code on its holder, named for the MyPin, that scans to the share link", async () => {
    const { page } = await openPage(browser(), "desktop");
    await openManage(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      rowButton(page, "my.pin2", managePage.qrCode).click(),
    ]);
    expect(download.suggestedFilename()).toBe("my.pin2_qr.png");
    await eventually(() => page.getByText(manage.qrDownloaded).isVisible()).toBe(true);

    expect(await readQr(readFileSync(await download.path()))).toEqual({
      width: 600,
      height: 840,
      text: `${baseUrl}/?pin=my.pin2`,
    });
  });

  it("falls back to the plain stored QR when the holder card cannot be drawn", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [404] });
    await page.route("**/qr-holder.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await openManage(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      rowButton(page, "harbour.view", managePage.qrCode).click(),
    ]);
    expect(download.suggestedFilename()).toBe("harbour.view_qr.png");
    await eventually(() => page.getByText(manage.qrDownloaded).isVisible()).toBe(true);

    expect(await readQr(readFileSync(await download.path()))).toEqual({
      width: 512,
      height: 512,
      text: `${baseUrl}/?pin=harbour.view`,
    });
  });
});

describe("changing a MyPin from the manage page", () => {
  it("moves a MyPin in edit mode and marks it as updated", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signIn(page);
    const name = uniqueName("moved");
    await buyPin(page, name);
    await page.reload();
    await eventually(() => rowButton(page, name, manage.editLocation).isVisible()).toBe(true);
    expect(await row(page, name).getByText(manage.coordinatesUpdatedBadge).count()).toBe(0);

    await rowButton(page, name, manage.editLocation).click();
    await eventually(() => page.getByRole("heading", { name: create.editingTitle(name) }).isVisible()).toBe(true);
    const marker = page.getByRole("button", { name: purchase.markerLabel });
    await eventually(() => marker.isVisible()).toBe(true);
    const before = await page.getByLabel(purchase.latitude, { exact: true }).innerText();
    expect(before).toBe(formatCoordinate(PLACE.latitude));
    await marker.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowUp");
    const after = await page.getByLabel(purchase.latitude, { exact: true }).innerText();
    expect(Number(after)).toBeGreaterThan(Number(before));
    await screenshot(page, "manage-edit-location");

    await page.getByRole("button", { name: create.save, exact: true }).click();
    await eventually(() => page.getByText(success.coordinatesUpdated).isVisible()).toBe(true);
    await eventually(() => title(page).isVisible()).toBe(true);
    await eventually(() => row(page, name).getByText(manage.coordinatesUpdatedBadge).isVisible()).toBe(true);
    expect(await row(page, name).getByRole("cell", { name: after, exact: true }).isVisible()).toBe(true);

    const found = (await (await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`)).json()) as {
      pin: { latitude: number };
    };
    expect(formatCoordinate(found.pin.latitude)).toBe(after);
  });

  it("schedules a cancellation with the provider and keeps it after a reload", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signIn(page);
    const name = uniqueName("leaving");
    await buyPin(page, name);
    await page.reload();
    await eventually(() => rowButton(page, name, manage.cancel).isVisible()).toBe(true);

    await rowButton(page, name, manage.cancel).click();
    const dialog = page.getByRole("dialog", { name: manage.cancelSubscriptionTitle });
    await eventually(() => dialog.isVisible()).toBe(true);
    await screenshot(page, "manage-cancel-dialog");
    await dialog.getByRole("button", { name: manage.confirmCancellation }).click();
    await eventually(() => page.getByText(manage.cancellationScheduled).isVisible()).toBe(true);
    expect(
      await page.getByText(new RegExp(`^${name.replace(".", "\\.")} stays live until [A-Z][a-z]{2} \\d`)).isVisible(),
    ).toBe(true);
    await eventually(() => rowButton(page, name, manage.cancelled).isDisabled()).toBe(true);

    await page.reload();
    await eventually(() => rowButton(page, name, manage.cancelled).isDisabled()).toBe(true);
    const mailbox = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
    expect(mailbox).toContain(`Your MyPin &quot;${name}&quot; is cancelled`);
  });

  it("signs the page out when its session ended elsewhere before a cancellation", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [401] });
    const email = await signUpNewOwner(page);
    const name = uniqueName("ended");
    await buyPin(page, name);
    await page.goto(baseUrl);
    await page.getByRole("button", { name: landing.manageButton }).click();
    await eventually(() => rowButton(page, name, manage.cancel).isVisible()).toBe(true);

    // A password change in another browser ends this browser's session at once on sensitive routes.
    const { page: elsewhere } = await openPage(browser(), "desktop");
    await signIn(elsewhere, { email, password: NEW_OWNER_PASSWORD });
    const changed = await elsewhere.context().request.post(`${baseUrl}/api/me/password`, {
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      data: { currentPassword: NEW_OWNER_PASSWORD, newPassword: "Moonlit-Walk-77" },
    });
    expect(changed.status()).toBe(200);

    await rowButton(page, name, manage.cancel).click();
    await page
      .getByRole("dialog", { name: manage.cancelSubscriptionTitle })
      .getByRole("button", { name: manage.confirmCancellation })
      .click();
    await eventually(() => page.getByText(manage.recordCancellationFailed(auth.signInRequired)).isVisible()).toBe(true);
    await eventually(() => page.getByRole("link", { name: "Sign In", exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: email }).count()).toBe(0);
  });

  it("records the request as pending when the provider fails, and says so after a reload", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signIn(page);
    const name = uniqueName("pending");
    const subscription = await buyPin(page, name);
    await page.reload();
    await eventually(() => rowButton(page, name, manage.cancel).isVisible()).toBe(true);

    await emulator.failNextCalls("POST", `/v1/subscriptions/${subscription}`);
    await rowButton(page, name, manage.cancel).click();
    await page
      .getByRole("dialog", { name: manage.cancelSubscriptionTitle })
      .getByRole("button", { name: manage.confirmCancellation })
      .click();
    await eventually(() => page.getByText(manage.cancellationSubmitted).isVisible()).toBe(true);
    await eventually(() => rowButton(page, name, manage.cancellationRequested).isDisabled()).toBe(true);

    await page.reload();
    await eventually(() => rowButton(page, name, manage.cancellationRequested).isDisabled()).toBe(true);
  });
});
