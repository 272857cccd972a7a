import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { resultPage } from "../../domain/messages/directions.ts";
import { managePage } from "../../domain/messages/manage.ts";
import { incomingTransfers, transferDialog, transferPage, transferRefusals } from "../../domain/messages/transfers.ts";
import { DEMO_ACCOUNTS, HANDOVER_PIN } from "../../tools/demo-data.ts";
import { emailedPath, signIn, signUpThroughAuthScreen } from "../helpers/browser/accounts.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";
import { NEW_OWNER_PASSWORD, payOnCheckoutPage } from "../helpers/browser/owner-journey.ts";
import { readQr } from "../helpers/qr.ts";
import { uniqueEmail } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const CABIN = HANDOVER_PIN.mypin;

const row = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });

async function openManage(page: Page) {
  await page.goto(`${baseUrl}/?page=manage`);
  await eventually(() => page.getByRole("heading", { name: "Manage My MyPins", level: 1 }).isVisible()).toBe(true);
}

async function qrLinkOf(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row(page, name).getByRole("button", { name: managePage.qrCode, exact: true }).click(),
  ]);
  return (await readQr(readFileSync(await download.path()))).text;
}

describe("handing a MyPin on", () => {
  it("walks the offer, the e-mail, a sign-up, a checkout with nothing due, and the pin moving whole", async () => {
    // Each refusal is an answer the test asks for: 400 to the owner's own address, 409 when locked.
    const { page: giver } = await openPage(browser(), "desktop", { expectedStatuses: [400] });
    await signIn(giver);
    await openManage(giver);
    const cabin = row(giver, CABIN);
    await eventually(() => cabin.getByText(/^Renews /).isVisible()).toBe(true);
    const qrBefore = await qrLinkOf(giver, CABIN);

    // Refused to the owner's own address, in so many words, beside the field.
    await cabin.getByRole("button", { name: transferDialog.button, exact: true }).click();
    const dialog = giver.getByRole("dialog", { name: transferDialog.title(CABIN) });
    await dialog.getByLabel(transferDialog.emailLabel).fill(DEMO_ACCOUNTS.owner.email);
    await dialog.getByRole("button", { name: transferDialog.send }).click();
    await eventually(() => dialog.getByRole("alert").innerText()).toBe(transferRefusals.toSelf);

    const recipient = uniqueEmail("cabin-buyer");
    await dialog.getByLabel(transferDialog.emailLabel).fill(recipient);
    await dialog.getByRole("button", { name: transferDialog.send }).click();
    await eventually(() => giver.getByText(transferDialog.sent).isVisible()).toBe(true);
    await eventually(() => cabin.getByText(new RegExp(`^Offered to ${recipient} until`)).isVisible()).toBe(true);

    // The recipient follows the e-mailed link, signs up with that address and comes back to it.
    const { page: taker } = await openPage(browser(), "phone", { expectedStatuses: [409] });
    const link = await emailedPath(giver.context(), recipient, /\/transfer\/[0-9a-f-]{36}/);
    await taker.goto(link);
    await eventually(() => taker.getByText(transferPage.signIn).isVisible()).toBe(true);
    expect(await taker.locator("main").innerText()).not.toContain(recipient);
    await signUpThroughAuthScreen(taker, { email: recipient, password: NEW_OWNER_PASSWORD });
    await openManage(taker);
    const offered = taker.getByRole("region", { name: incomingTransfers.heading });
    await eventually(() => offered.isVisible()).toBe(true);
    await offered.getByRole("link", { name: incomingTransfers.review }).click();
    await eventually(() => taker.getByRole("heading", { name: transferPage.title(CABIN) }).isVisible()).toBe(true);
    expect(await taker.getByText("near Windermere, United Kingdom").isVisible()).toBe(true);
    await eventually(() => taker.getByRole("region", { name: resultPage.mapLabel(CABIN) }).isVisible()).toBe(true);
    await eventually(() => taker.getByText(/nothing is due today and your first payment is on/).isVisible()).toBe(true);
    await screenshot(taker, "transfer-offer-phone");
    await expectNoAxeViolations(taker, "transfer offer (phone)");

    await taker.getByRole("button", { name: transferPage.accept }).click();
    await eventually(() => taker.url().startsWith(inject("stripeUrl"))).toBe(true);
    expect(await taker.getByText("Total due today").locator("..").innerText()).toContain("£0.00");
    await payOnCheckoutPage(taker);
    await eventually(() => taker.getByRole("heading", { name: transferPage.done(CABIN) }).isVisible()).toBe(true);
    await taker.getByRole("link", { name: transferPage.toManage }).click();
    await eventually(() => row(taker, CABIN).isVisible()).toBe(true);
    expect(await qrLinkOf(taker, CABIN)).toBe(qrBefore);

    // A transferred pin is locked for 14 days, in so many words.
    await row(taker, CABIN).getByRole("button", { name: transferDialog.button, exact: true }).click();
    const again = taker.getByRole("dialog", { name: transferDialog.title(CABIN) });
    await again.getByLabel(transferDialog.emailLabel).fill(uniqueEmail("next"));
    await again.getByRole("button", { name: transferDialog.send }).click();
    await eventually(() => again.getByRole("alert").innerText()).toBe(transferRefusals.locked);

    // Gone from the giver's list; its share link still leads to the same place, now the recipient's.
    await openManage(giver);
    await eventually(() => giver.getByRole("row").filter({ hasText: "corner shop!" }).first().isVisible()).toBe(true);
    expect(await row(giver, CABIN).count()).toBe(0);
    const { page: visitor } = await openPage(browser(), "phone");
    await visitor.goto(`${baseUrl}/share/${CABIN}`);
    await eventually(() =>
      visitor
        .getByText(/^51|54\.380208, -2\.907178$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await visitor.getByText("Created by: Test Person").isVisible()).toBe(true);
  });
});
