import type { Page } from "playwright-core";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { resultPage as germanResult } from "../../domain/messages/de/directions.ts";
import { resultPage } from "../../domain/messages/directions.ts";
import { arrivalNotes } from "../../domain/messages/manage.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { eventually, hydrated, openPage, useBrowser } from "../helpers/browser/browser.ts";
import { uniqueIp } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const WEDDING = "rose.garden.wedding";
// What an owner might paste: markup, and an address that must stay text.
const NOTE = "Guests: the <b>garden gate</b> opens at 1pm.\nMap: https://example.com/garden";

async function withoutScripts(path: string, locale = "en-GB") {
  const context = await browser().newContext({
    javaScriptEnabled: false,
    locale,
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() },
  });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const noteBox = (page: Page, heading: string = resultPage.arrivalNote) =>
  page.locator("section").filter({ hasText: heading });

describe("an arrival note and where a pin is", () => {
  it("are written by the owner on the manage page, and shown as text on the shared link before any script", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signIn(page);
    const wedding = page.getByRole("row").filter({ has: page.getByText(WEDDING, { exact: true }) });
    await eventually(() => wedding.getByText("near London, United Kingdom").isVisible()).toBe(true);
    await wedding.getByRole("button", { name: arrivalNotes.edit, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: arrivalNotes.dialogTitle(WEDDING) });
    await dialog.getByLabel(arrivalNotes.label).fill(NOTE);
    await dialog.getByRole("button", { name: arrivalNotes.save }).click();
    await eventually(() => page.getByText(arrivalNotes.saved).isVisible()).toBe(true);

    const shared = await withoutScripts(`/share/${WEDDING}`);
    const box = noteBox(shared);
    expect(await box.locator("p").innerText()).toBe(NOTE);
    expect(await box.locator("b, a").count()).toBe(0);
    expect(await shared.getByText("near London, United Kingdom").isVisible()).toBe(true);

    const german = await withoutScripts(`/?pin=${WEDDING}`, "de-DE");
    expect(await german.getByText("bei London, Vereinigtes Königreich").isVisible()).toBe(true);
    expect(await noteBox(german, germanResult.arrivalNote).locator("p").innerText()).toBe(NOTE);
  });

  it("names the town of each pin a mistyped name suggests, once the page is the app's", async () => {
    const { page } = await openPage(browser(), "phone", { expectedStatuses: [404] });
    await page.goto(`${baseUrl}/?pin=${encodeURIComponent("harbour.veiw")}`);
    await hydrated(page);
    const suggestion = page.getByRole("listitem").filter({ hasText: "harbour.view" });
    expect(await suggestion.innerText()).toBe("harbour.view\nnear Sydney, Australia");
    await suggestion.getByRole("link", { name: "harbour.view" }).click();
    await eventually(() => page.getByText("near Sydney, Australia").first().isVisible()).toBe(true);
    expect(await noteBox(page).isVisible()).toBe(false);
  });
});
