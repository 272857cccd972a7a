import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatCoordinate } from "../../domain/coordinates.ts";
import { manage, managePage } from "../../domain/messages/manage.ts";
import { create, purchase, success } from "../../domain/messages/purchase.ts";
import { search } from "../../domain/messages/search.ts";
import { renamedPin } from "../../domain/messages/share.ts";
import { admin, helpDesk, reservedNames, reservedNamesPanel, staffPins } from "../../domain/messages/staff.ts";
import { DEMO_ACCOUNTS, DEMO_PINS } from "../../tools/demo-data.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { buyPin, signUpNewOwner } from "../helpers/browser/owner-journey.ts";
import { uniqueName } from "../helpers/unique.ts";
import { PAGING_SAMPLE } from "./global-setup.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const row = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });
const rowButton = (page: Page, name: string, label: string) =>
  row(page, name).getByRole("button", { name: label, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const deleteDialog = (page: Page) => page.getByRole("dialog", { name: helpDesk.deleteTitle });
const renameDialog = (page: Page) => page.getByRole("dialog", { name: staffPins.renameTitle });

// An owner of the test's own with the pins it names, bought in a browser of their own, so the
// staff can rename and delete them without touching the demo pins other tests read.
async function ownerWithPins(names: string[]) {
  const { page } = await openPage(browser(), "desktop");
  const email = await signUpNewOwner(page);
  for (const name of names) await buyPin(page, name);
  await page.close();
  return email;
}

// Signing in with no purchase under way opens the manage page, in the view of the account's role.
async function openAs(account: (typeof DEMO_ACCOUNTS)["helpDesk" | "admin"], title: string, page: Page) {
  await signIn(page, account);
  await eventually(() => page.getByRole("heading", { name: title, level: 1 }).isVisible()).toBe(true);
}

async function openStaffPage(
  viewport: "desktop" | "phone",
  role: "helpDesk" | "admin",
  expectedStatuses: number[] = [],
  expectedErrors: RegExp[] = [],
): Promise<Page> {
  const { page } = await openPage(browser(), viewport, { expectedStatuses, expectedErrors });
  await openAs(DEMO_ACCOUNTS[role], role === "admin" ? admin.manageTitle : helpDesk.title, page);
  return page;
}

async function searchFor(page: Page, by: "Email" | "MyPin", term: string) {
  await page.getByRole("radio", { name: by, exact: true }).check();
  await page.getByLabel(staffPins.searchLabel).fill(term);
  await page.getByLabel(staffPins.searchLabel).press("Enter");
}

// The names in a group's table: the first cell of each row under the column headers.
async function namesIn(page: Page, heading: RegExp) {
  const rows = await page
    .getByRole("table", { name: heading })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .all();
  return Promise.all(rows.map((pinRow) => pinRow.getByRole("cell").first().innerText()));
}

describe("the help desk's manage view", () => {
  it("finds an owner's MyPins by e-mail, grouped by tier, and one by name", async () => {
    const page = await openStaffPage("desktop", "helpDesk");
    await searchFor(page, "Email", DEMO_ACCOUNTS.owner.email.toUpperCase());
    await eventually(() => page.getByText(/^Found \d+ result\(s\)$/).isVisible()).toBe(true);
    const found = Number(/\d+/.exec(await page.getByText(/^Found \d+ result\(s\)$/).innerText())?.[0]);
    expect(found).toBeGreaterThanOrEqual(DEMO_PINS.length);
    expect(await page.getByRole("heading", { name: staffPins.resultsHeading(found) }).isVisible()).toBe(true);
    const groups = await page.getByRole("heading", { level: 3 }).allInnerTexts();
    expect(groups.map((group) => group.replace(/ \(\d+\)$/, ""))).toEqual(["Premium", "Simple", "Basic"]);
    expect(await namesIn(page, /^Premium/)).toEqual(expect.arrayContaining(["corner shop!", "seaside cottage"]));
    expect(await namesIn(page, /^Simple/)).toEqual(expect.arrayContaining(["harbour.view", "my.pin2"]));

    for (const header of Object.values(staffPins.columns)) {
      expect(await page.getByRole("columnheader", { name: header, exact: true }).first().isVisible()).toBe(true);
    }
    const shop = DEMO_PINS[0];
    const shopRow = row(page, shop.mypin);
    expect(await shopRow.getByRole("link", { name: shop.mypin }).getAttribute("href")).toBe(
      `/?pin=${encodeURIComponent(shop.mypin)}`,
    );
    expect(await shopRow.getByText(DEMO_ACCOUNTS.owner.email, { exact: true }).isVisible()).toBe(true);
    expect(await shopRow.getByText(formatCoordinate(shop.latitude), { exact: true }).isVisible()).toBe(true);
    expect(await shopRow.getByText(formatCoordinate(shop.longitude), { exact: true }).isVisible()).toBe(true);
    await rowButton(page, shop.mypin, managePage.copyLink).click();
    await eventually(() => toast(page, manage.linkCopied).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/?pin=corner%20shop!`);
    await screenshot(page, "staff-help-desk-results-desktop");

    await searchFor(page, "MyPin", "My.Pin2");
    await eventually(() => page.getByText(staffPins.found(1), { exact: true }).isVisible()).toBe(true);
    expect(await row(page, "my.pin2").isVisible()).toBe(true);
    expect(await row(page, "corner shop!").count()).toBe(0);

    await searchFor(page, "MyPin", uniqueName("nobody"));
    await eventually(() => page.getByRole("heading", { name: helpDesk.noResultsFound }).isVisible()).toBe(true);
    expect(await toast(page, helpDesk.noResults).isVisible()).toBe(true);
    expect(await page.getByText(staffPins.found(0), { exact: true }).isVisible()).toBe(true);

    await page.getByRole("button", { name: staffPins.clear, exact: true }).click();
    expect(await page.getByLabel(staffPins.searchLabel).inputValue()).toBe("");
    expect(await page.getByText(/^Found \d+ result\(s\)$/).count()).toBe(0);
  });

  it("deletes a MyPin once a reason is chosen", async () => {
    const name = uniqueName("removed");
    const email = await ownerWithPins([name]);
    const page = await openStaffPage("desktop", "helpDesk");
    await searchFor(page, "Email", email);
    await eventually(() => row(page, name).isVisible()).toBe(true);

    await rowButton(page, name, staffPins.delete).click();
    const dialog = deleteDialog(page);
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText(helpDesk.deleteConfirm(name)).isVisible()).toBe(true);
    expect(await dialog.getByText(staffPins.feeNote).isVisible()).toBe(true);
    const confirm = dialog.getByRole("button", { name: staffPins.delete, exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await screenshot(page, "staff-delete-dialog-desktop");

    // Escape leaves the pin as it was.
    await page.keyboard.press("Escape");
    await eventually(() => dialog.count()).toBe(0);
    await rowButton(page, name, staffPins.delete).click();
    await dialog.getByRole("radio", { name: staffPins.reasons.owner_request }).check();
    await confirm.click();
    await eventually(() => toast(page, helpDesk.deleted(name)).isVisible()).toBe(true);
    await eventually(() => dialog.count()).toBe(0);
    expect(await row(page, name).count()).toBe(0);
    expect((await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`)).status).toBe(404);
  });

  it("takes a MyPin off the home page's popular names and puts it back", async () => {
    const name = uniqueName("popular");
    const email = await ownerWithPins([name]);
    const page = await openStaffPage("desktop", "helpDesk");
    await searchFor(page, "Email", email);
    await eventually(() => row(page, name).isVisible()).toBe(true);

    await row(page, name)
      .getByRole("button", { name: staffPins.hideFromTopLabel(name) })
      .click();
    await eventually(() => toast(page, staffPins.hiddenDone(name)).isVisible()).toBe(true);
    await eventually(() => row(page, name).getByText(staffPins.hiddenFromTop).isVisible()).toBe(true);
    const listed = async () =>
      ((await (await fetch(`${baseUrl}/api/top-pins`)).json()) as { pins: { mypin: string }[] }).pins;
    expect((await listed()).map((pin) => pin.mypin)).not.toContain(name);

    await row(page, name)
      .getByRole("button", { name: staffPins.showInTopLabel(name) })
      .click();
    await eventually(() => toast(page, staffPins.shownDone(name)).isVisible()).toBe(true);
    expect(await row(page, name).getByText(staffPins.hiddenFromTop).count()).toBe(0);
  });

  it("fits a phone, each value labelled in its card", async () => {
    const page = await openStaffPage("phone", "helpDesk");
    await searchFor(page, "Email", DEMO_ACCOUNTS.owner.email);
    await eventually(() => row(page, "my.pin2").isVisible()).toBe(true);
    const card = row(page, "my.pin2");
    expect(await card.getByText(staffPins.columns.userEmail, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(staffPins.columns.location, { exact: true }).isVisible()).toBe(true);
    expect(await rowButton(page, "my.pin2", staffPins.edit).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "staff-help-desk-phone");
  });
});

describe("the system admin's manage view", () => {
  it("lists every MyPin with the total and the owner's e-mail, and filters by an owner", async () => {
    const [premium, simple] = [uniqueName("listed", "premium"), uniqueName("listed")];
    const email = await ownerWithPins([premium, simple]);
    const page = await openStaffPage("desktop", "admin");
    await eventually(() => page.getByText(/^\d+ MyPins in total$/).isVisible()).toBe(true);
    const total = Number(/\d+/.exec(await page.getByText(/^\d+ MyPins in total$/).innerText())?.[0]);
    expect(total).toBeGreaterThanOrEqual(DEMO_PINS.length + 2);
    expect(await page.getByRole("columnheader", { name: staffPins.columns.userEmail }).first().isVisible()).toBe(true);
    for (const header of Object.values(managePage.columns)) {
      expect(await page.getByRole("columnheader", { name: header, exact: true }).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole("button", { name: manage.cancel, exact: true }).count()).toBe(0);
    await screenshot(page, "staff-admin-desktop");

    // Filtered, since on a database of many pins a given one may be on a later page.
    await page.getByLabel(staffPins.filterLabel).fill("MY.PIN2");
    await eventually(() => page.getByText(staffPins.matchCount(1), { exact: true }).isVisible()).toBe(true);
    expect(await row(page, "my.pin2").getByText(DEMO_ACCOUNTS.owner.email, { exact: true }).isVisible()).toBe(true);

    await page.getByLabel(staffPins.filterLabel).fill(email);
    await eventually(() => page.getByText(staffPins.matchCount(2), { exact: true }).isVisible()).toBe(true);
    expect(await row(page, premium).getByText(email, { exact: true }).isVisible()).toBe(true);
    expect(await row(page, simple).isVisible()).toBe(true);
    expect(await row(page, "my.pin2").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 2, name: /^(Premium|Simple) \(1\)$/ }).count()).toBe(2);

    await page.getByLabel(staffPins.filterLabel).fill(simple.slice(0, -3));
    await eventually(() => page.getByText(staffPins.matchCount(1), { exact: true }).isVisible()).toBe(true);
    expect(await row(page, simple).isVisible()).toBe(true);
  });

  it("moves any owner's MyPin through Edit Location and comes back to every pin", async () => {
    const name = `${PAGING_SAMPLE.prefix} 07`;
    const page = await openStaffPage("desktop", "admin");
    await page.getByLabel(staffPins.filterLabel).fill(name);
    await eventually(() => rowButton(page, name, manage.editLocation).isVisible()).toBe(true);
    await rowButton(page, name, manage.editLocation).click();
    await eventually(() => page.getByRole("heading", { name: create.editingTitle(name) }).isVisible()).toBe(true);
    const marker = page.getByRole("button", { name: purchase.markerLabel });
    await eventually(() => marker.isVisible()).toBe(true);
    const before = await page.getByLabel(purchase.latitude, { exact: true }).innerText();
    await marker.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowUp");
    const after = await page.getByLabel(purchase.latitude, { exact: true }).innerText();
    expect(Number(after)).toBeGreaterThan(Number(before));

    await page.getByRole("button", { name: create.save, exact: true }).click();
    await eventually(() => page.getByText(success.coordinatesUpdated).isVisible()).toBe(true);
    await eventually(() => page.getByRole("heading", { name: admin.manageTitle, level: 1 }).isVisible()).toBe(true);
    const found = (await (await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`)).json()) as {
      pin: { latitude: number };
    };
    expect(formatCoordinate(found.pin.latitude)).toBe(after);
  });

  it("renames after showing both names, refusing another tier and a taken name, and deletes through the trash button", async () => {
    const [kept, gone] = [uniqueName("kept"), uniqueName("gone")];
    const email = await ownerWithPins([kept, gone]);
    const page = await openStaffPage("desktop", "admin", [409]);
    await page.getByLabel(staffPins.filterLabel).fill(email);
    await eventually(() => row(page, gone).isVisible()).toBe(true);
    const field = page.getByLabel(staffPins.newName(kept));
    const dialog = renameDialog(page);

    // A Premium name for a Simple pin is refused in the dialog, before anything is sent.
    await rowButton(page, kept, staffPins.edit).click();
    await field.fill(uniqueName("kept place", "premium"));
    await field.press("Enter");
    await eventually(() => dialog.getByRole("alert").innerText()).toBe(helpDesk.renameTierChange("Simple", "Premium"));
    expect(await dialog.getByRole("button", { name: staffPins.confirmRename }).count()).toBe(0);
    await expectNoAxeViolations(page, "rename dialog, another tier");
    await page.keyboard.press("Escape");
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => field.evaluate((element) => element === document.activeElement)).toBe(true);

    await field.fill(gone);
    await field.press("Enter");
    await dialog.getByRole("button", { name: staffPins.confirmRename }).click();
    await eventually(() => toast(page, admin.renameExists).isVisible()).toBe(true);
    const renamed = uniqueName("renamed");
    await field.fill(`  ${renamed.toUpperCase()} `);
    await field.press("Enter");
    // Both names side by side, each with its tier; Rename has the focus, so Enter saves.
    await eventually(() => dialog.getByRole("definition").allInnerTexts()).toEqual([kept, "Simple", renamed, "Simple"]);
    await expectNoAxeViolations(page, "rename dialog");
    await screenshot(page, "staff-rename-dialog-desktop");
    await page.keyboard.press("Enter");
    await eventually(() => toast(page, helpDesk.renamed).isVisible()).toBe(true);
    await eventually(() => row(page, renamed).getByRole("link", { name: renamed }).isVisible()).toBe(true);
    expect((await fetch(`${baseUrl}/api/pins/${encodeURIComponent(renamed)}`)).status).toBe(200);

    // A visitor of the old name is told the new one and sent on to its result.
    const { page: visitor } = await openPage(browser(), "phone");
    await visitor.goto(`${baseUrl}/?pin=${encodeURIComponent(kept)}`);
    await eventually(() => toast(visitor, renamedPin.title(kept, renamed)).isVisible()).toBe(true);
    await eventually(() => new URL(visitor.url()).searchParams.get("pin")).toBe(renamed);
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe(search.resultTitle(renamed));
    await screenshot(visitor, "renamed-pin-visitor-phone");

    await row(page, gone)
      .getByRole("button", { name: staffPins.deletePin(gone) })
      .click();
    const deleting = deleteDialog(page);
    await eventually(() => deleting.getByText(helpDesk.deleteConfirm(gone)).isVisible()).toBe(true);
    await deleting.getByRole("radio", { name: staffPins.reasons.violation }).check();
    await deleting.getByRole("button", { name: staffPins.delete, exact: true }).click();
    await eventually(() => toast(page, helpDesk.deleted(gone)).isVisible()).toBe(true);
    await eventually(() => row(page, gone).count()).toBe(0);
    await eventually(() => page.getByText(staffPins.matchCount(1), { exact: true }).isVisible()).toBe(true);
    // The trigger's row went with the pin: focus is on a heading, not lost to the page's body.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[1-3]$/);
    expect(await row(page, renamed).isVisible()).toBe(true);
  });

  it("pages through every MyPin 50 at a time, and offers a retry when the list fails", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedErrors: [/net::ERR_FAILED/] });
    // The list fails on the first try and react-query's three retries.
    let failures = 4;
    await page.route("**/api/admin/pins?*", async (route) => {
      if (failures === 0) return route.continue();
      failures -= 1;
      return route.abort();
    });
    await openAs(DEMO_ACCOUNTS.admin, admin.manageTitle, page);
    await eventually(() => page.getByRole("alert").filter({ hasText: manage.loadFailed }).isVisible()).toBe(true);
    await page.getByRole("button", { name: managePage.retry }).click();
    await eventually(() => page.getByText(/ in total$/).isVisible()).toBe(true);

    await page.getByLabel(staffPins.filterLabel).fill(PAGING_SAMPLE.prefix);
    const { prefix, count } = PAGING_SAMPLE;
    await eventually(() => page.getByText(staffPins.matchCount(count)).isVisible()).toBe(true);
    expect(await page.getByText(managePage.pageOf(1, 2)).isVisible()).toBe(true);
    expect(await row(page, `${prefix} 50`).isVisible()).toBe(true);
    expect(await row(page, `${prefix} 51`).count()).toBe(0);
    await page.getByRole("button", { name: managePage.next }).click();
    await eventually(() => page.getByText(managePage.pageOf(2, 2)).isVisible()).toBe(true);
    await eventually(() => row(page, `${prefix} 60`).isVisible()).toBe(true);
    expect(await row(page, `${prefix} 01`).count()).toBe(0);
  });

  it("fits a phone", async () => {
    const page = await openStaffPage("phone", "admin");
    await page.getByLabel(staffPins.filterLabel).fill(DEMO_ACCOUNTS.owner.email);
    await eventually(() => row(page, "my.pin2").isVisible()).toBe(true);
    expect(
      await row(page, "my.pin2")
        .getByRole("button", { name: staffPins.deletePin("my.pin2") })
        .isVisible(),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "staff-admin-phone");
  });
});

describe("releasing a reserved brand name", () => {
  it("releases one to its owner's account from the admin's folded panel, and says why it cannot", async () => {
    const { page: ownerPage } = await openPage(browser(), "desktop");
    const email = await signUpNewOwner(ownerPage);
    const page = await openStaffPage("desktop", "admin", [400, 404]);
    expect(await page.getByLabel(reservedNamesPanel.name).count()).toBe(0);
    await page.getByText(reservedNamesPanel.title).click();
    await eventually(() => page.getByLabel(reservedNamesPanel.name).isVisible()).toBe(true);

    const release = async (name: string, owner: string) => {
      await page.getByLabel(reservedNamesPanel.name).fill(name);
      await page.getByLabel(reservedNamesPanel.email).fill(owner);
      await page.getByLabel(reservedNamesPanel.reason).fill("Trademark certificate checked");
      await page.getByRole("button", { name: reservedNamesPanel.release }).click();
    };
    const problem = (text: string) => page.getByRole("alert").filter({ hasText: text });

    await release(uniqueName("plain", "premium"), email);
    await eventually(() => problem(reservedNames.notReserved).isVisible()).toBe(true);
    await release(uniqueName("google", "premium"), "nobody-here@example.com");
    await eventually(() => problem(reservedNames.noAccount).isVisible()).toBe(true);

    const brand = uniqueName("google", "premium");
    await release(brand.toUpperCase(), email);
    await eventually(() => toast(page, reservedNamesPanel.released(brand)).isVisible()).toBe(true);
    const listed = page
      .getByRole("list", { name: reservedNamesPanel.listHeading })
      .getByRole("listitem")
      .filter({ hasText: brand });
    await eventually(() => listed.isVisible()).toBe(true);
    expect(await listed.getByText(reservedNamesPanel.releasedTo(email)).isVisible()).toBe(true);
    expect(await page.getByLabel(reservedNamesPanel.name).inputValue()).toBe("");
    await screenshot(page, "staff-reserved-names-desktop");
  });
});
