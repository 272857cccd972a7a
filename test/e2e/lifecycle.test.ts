import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatShortDateTime } from "../../domain/dates.ts";
import { BILLING_PATH, MANAGE_PATH } from "../../domain/links.ts";
import { signInRequired } from "../../domain/messages/accounts.ts";
import { billingPage, manage, managePage, standing } from "../../domain/messages/manage.ts";
import { success } from "../../domain/messages/purchase.ts";
import { accountMenu } from "../../domain/messages/site.ts";
import type { TOwnedPin } from "../../domain/owned-pins.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { buyPin, emulator, payOnCheckoutPage, signUpNewOwner } from "../helpers/browser/owner-journey.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const stripeUrl = inject("stripeUrl");
const browser = useBrowser();

const title = (page: Page) => page.getByRole("heading", { name: manage.ownerTitle, level: 1 });
const row = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });
const rowButton = (page: Page, name: string, label: string) =>
  row(page, name).getByRole("button", { name: label, exact: true });
const banner = (page: Page, name: string) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: standing.graceTitle(name) }) });
const portalHeading = (page: Page) => page.getByRole("heading", { name: "MyPin billing" });

// The owner's pin as the manage page reads it, from the page's own session.
async function ownedPin(page: Page, name: string): Promise<TOwnedPin | undefined> {
  const { pins } = await page.evaluate(async () => (await fetch("/api/me/pins?page=1")).json());
  return (pins as TOwnedPin[]).find((pin) => pin.mypin === name);
}

// A date as the page shows it: in the browser's time zone.
async function shownDate(page: Page, epochMs: number) {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return formatShortDateTime(epochMs, timeZone);
}

async function cancelOnManagePage(page: Page, name: string) {
  await rowButton(page, name, manage.cancel).click();
  await page
    .getByRole("dialog", { name: manage.cancelSubscriptionTitle })
    .getByRole("button", { name: manage.confirmCancellation })
    .click();
  await eventually(() => rowButton(page, name, manage.cancelled).isDisabled()).toBe(true);
}

async function openManage(page: Page) {
  await page.goto(`${baseUrl}${MANAGE_PATH}`);
  await eventually(() => title(page).isVisible()).toBe(true);
}

// A failed renewal, then three failed retries, and Stripe cancels the subscription for non-payment.
async function endForNonPayment(subscription: string) {
  expect((await emulator.failSubscriptionPayment(subscription, { retries: 3, final: "cancel" })).status).toBe(200);
  for (let retry = 0; retry < 3; retry += 1) {
    expect((await emulator.retrySubscriptionPayment(subscription, "failed")).status).toBe(200);
  }
}

describe("a pin whose subscription ended for non-payment", () => {
  it("is named in a banner with its release date, and Renew pays for it again", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signUpNewOwner(page);
    const name = uniqueName("lapsed");
    const subscription = await buyPin(page, name);
    await endForNonPayment(subscription);
    await eventually(async () => (await ownedPin(page, name))?.standing).toBe("grace");
    const releaseOn = (await ownedPin(page, name))?.releaseOn;
    if (typeof releaseOn !== "number") throw new Error("a pin in grace has no release date");

    await openManage(page);
    const notice = banner(page, name);
    await eventually(() => notice.isVisible()).toBe(true);
    expect(await notice.getByText(standing.graceBody(await shownDate(page, releaseOn))).isVisible()).toBe(true);
    expect(await rowButton(page, name, manage.cancel).count()).toBe(0);
    await screenshot(page, "manage-grace-banner");

    // Keyboard: the banner's Renew is a real button.
    const renew = notice.getByRole("button", { name: standing.renew });
    await renew.focus();
    await page.keyboard.press("Enter");
    await eventually(() => page.url().startsWith(stripeUrl)).toBe(true);
    await payOnCheckoutPage(page);
    await eventually(() => page.getByRole("heading", { name: success.renewed }).isVisible()).toBe(true);
    expect(await page.getByText(name, { exact: true }).isVisible()).toBe(true);

    await eventually(async () => (await ownedPin(page, name))?.standing).toBe("active");
    await openManage(page);
    await eventually(() => rowButton(page, name, manage.cancel).isVisible()).toBe(true);
    expect(await banner(page, name).count()).toBe(0);
  });

  it("fits the banner on a phone, and a refused renewal is told in the server's words", async () => {
    const { page } = await openPage(browser(), "phone", { expectedStatuses: [409] });
    await signUpNewOwner(page);
    const name = uniqueName("phone-lapsed");
    const subscription = await buyPin(page, name);
    await endForNonPayment(subscription);
    await eventually(async () => (await ownedPin(page, name))?.standing).toBe("grace");

    await openManage(page);
    const notice = banner(page, name);
    await eventually(() => notice.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "manage-grace-banner-phone");

    const refusal = "This MyPin is already taken";
    await page.route("**/api/checkout", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "NAME_TAKEN", message: refusal } }),
      }),
    );
    await notice.getByRole("button", { name: standing.renew }).click();
    await eventually(() => page.getByText(standing.renewFailed(refusal)).isVisible()).toBe(true);
    expect(await notice.getByRole("button", { name: standing.renew }).isEnabled()).toBe(true);
    expect(new URL(page.url()).origin).toBe(baseUrl);
  });
});

describe("a cancelled pin", () => {
  it("shows when it ends, and renewing in the billing portal undoes the cancellation", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signUpNewOwner(page);
    const name = uniqueName("undo");
    await buyPin(page, name);
    await openManage(page);
    await eventually(() => rowButton(page, name, manage.cancel).isVisible()).toBe(true);
    await cancelOnManagePage(page, name);

    const ends = (await ownedPin(page, name))?.subscriptionEnd;
    if (typeof ends !== "number") throw new Error("a cancelled pin has no end date");
    await page.reload();
    const endsOn = standing.endsOn(await shownDate(page, ends));
    await eventually(() => row(page, name).getByText(endsOn).isVisible()).toBe(true);
    await screenshot(page, "manage-cancelled-ends");

    await page.goto(`${baseUrl}${BILLING_PATH}`);
    await eventually(() => portalHeading(page).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Renew subscription" }).click();
    await eventually(() => page.getByRole("button", { name: "Cancel subscription" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Return to MyPin" }).click();
    await eventually(() => new URL(page.url()).origin).toBe(baseUrl);
    expect(new URL(page.url()).search).toBe("?page=manage");

    await eventually(async () => (await ownedPin(page, name))?.cancellation).toBe("none");
    await openManage(page);
    await eventually(() => rowButton(page, name, manage.cancel).isEnabled()).toBe(true);
    expect(
      await row(page, name)
        .getByText(/^Ends /)
        .count(),
    ).toBe(0);
  });
});

describe("a pin whose cancelled subscription has ended", () => {
  it("says it will be released shortly, with nothing to renew or cancel", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signUpNewOwner(page);
    const name = uniqueName("over");
    const subscription = await buyPin(page, name);
    await openManage(page);
    await eventually(() => rowButton(page, name, manage.cancel).isVisible()).toBe(true);
    await cancelOnManagePage(page, name);
    expect((await emulator.advanceSubscription(subscription)).status).toBe(200);
    await eventually(async () => (await ownedPin(page, name))?.standing).toBe("ended");

    await openManage(page);
    await eventually(() => row(page, name).getByText(standing.ended).isVisible()).toBe(true);
    expect(await rowButton(page, name, manage.cancelled).count()).toBe(0);
    expect(await banner(page, name).count()).toBe(0);
    expect(await rowButton(page, name, standing.renew).count()).toBe(0);
    expect(await rowButton(page, name, manage.cancel).count()).toBe(0);
  });
});

describe("a pin whose renewal payment failed", () => {
  it("says so on its row, with a way to the billing portal to change the card", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signUpNewOwner(page);
    const name = uniqueName("past-due");
    const subscription = await buyPin(page, name);
    expect((await emulator.failSubscriptionPayment(subscription)).status).toBe(200);
    await eventually(async () => (await ownedPin(page, name))?.standing).toBe("past_due");

    await openManage(page);
    await eventually(() => row(page, name).getByText(standing.paymentFailed).isVisible()).toBe(true);
    expect(await banner(page, name).count()).toBe(0);
    expect(await rowButton(page, name, manage.cancel).isVisible()).toBe(true);
    await rowButton(page, name, standing.updateCard).click();
    await eventually(() => portalHeading(page).isVisible()).toBe(true);
  });
});

describe("the addresses the e-mails link to", () => {
  it("opens the manage page at /?page=manage, and asks a signed-out visitor to sign in there", async () => {
    const { page } = await openPage(browser(), "desktop");
    await openManage(page);
    expect(await page.getByText(signInRequired.viewOwn).isVisible()).toBe(true);
    expect(await page.getByText(managePage.signInPrompt).isVisible()).toBe(true);

    await signUpNewOwner(page);
    await openManage(page);
    await eventually(() => page.getByRole("heading", { name: manage.emptyTitle }).isVisible()).toBe(true);
  });

  it("opens the billing portal at /account/billing once signed in, and asks a signed-out visitor to sign in", async () => {
    const { page } = await openPage(browser(), "desktop");
    await page.goto(`${baseUrl}${BILLING_PATH}`);
    await eventually(() => page.getByText(billingPage.signInFirst).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: billingPage.title }).isVisible()).toBe(true);
    expect(await page.getByRole("main").getByRole("link", { name: accountMenu.signIn }).getAttribute("href")).toBe(
      "/?page=auth",
    );

    await signUpNewOwner(page);
    await buyPin(page, uniqueName("billing"));
    await page.goto(`${baseUrl}${BILLING_PATH}`);
    await eventually(() => page.url().startsWith(stripeUrl)).toBe(true);
    await eventually(() => portalHeading(page).isVisible()).toBe(true);
  });

  it("offers to try again when the billing portal cannot be opened", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [502] });
    await signUpNewOwner(page);
    await buyPin(page, uniqueName("portal-down"));
    await page.route("**/api/billing-portal", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "UNKNOWN", message: "" } }),
      }),
    );
    await page.goto(`${baseUrl}${BILLING_PATH}`);
    await eventually(() => page.getByText(billingPage.failed).isVisible()).toBe(true);
    expect(await page.getByText(billingPage.failed).isVisible()).toBe(true);

    await page.unroute("**/api/billing-portal");
    await page.getByRole("button", { name: billingPage.retry }).click();
    await eventually(() => portalHeading(page).isVisible()).toBe(true);
  });
});
