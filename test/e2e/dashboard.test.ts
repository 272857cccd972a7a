import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { dashboard as text } from "../../domain/messages/dashboard.ts";
import { manage } from "../../domain/messages/manage.ts";
import { accountMenu } from "../../domain/messages/site.ts";
import { admin, helpDesk as staffHelpDesk, staffPins } from "../../domain/messages/staff.ts";
import { DEMO_ACCOUNTS } from "../../tools/demo-data.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { eventually, openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";
import { buyPin, emulator, signUpNewOwner } from "../helpers/browser/owner-journey.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const stripeUrl = inject("stripeUrl");
const browser = useBrowser();

const heading = (page: Page) => page.getByRole("heading", { name: admin.dashboardTitle, level: 1 });
const footerLink = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Dashboard", exact: true });
const dryRunSwitch = (page: Page) => page.getByRole("switch", { name: text.dryRun });
const previewDialog = (page: Page) => page.getByRole("dialog", { name: text.previewTitle });
const status = (page: Page, words: string | RegExp) => page.getByRole("status").filter({ hasText: words });
const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const auditTable = (page: Page) => page.getByRole("region", { name: text.auditTitle }).getByRole("table");
const helpDesk = (page: Page) => page.getByRole("region", { name: text.helpDeskTitle, exact: true });

async function openDashboard(page: Page) {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto(`${baseUrl}/dashboard`);
  await eventually(() => heading(page).isVisible()).toBe(true);
}

// A new owner's pin whose subscription the owner has ended at once: overdue at once, as the
// release has no grace window for an ending the owner chose.
async function overduePin(page: Page) {
  const email = await signUpNewOwner(page);
  const name = uniqueName("overdue");
  const subscription = await buyPin(page, name);
  const cancelled = await fetch(`${stripeUrl}/v1/subscriptions/${subscription}`, {
    method: "DELETE",
    headers: { Authorization: "Bearer sk_test_dashboard" },
  });
  expect(cancelled.status).toBe(200);
  // The webhook reaches the app, which marks the subscription ended.
  await eventually(
    async () =>
      (await emulator.recordedEvents({ objectId: subscription, type: "customer.subscription.deleted" })).length,
  ).toBe(1);
  return { email, name };
}

describe("who sees the dashboard", () => {
  it("sends a visitor and an owner home and hides the footer link; an admin gets both", async () => {
    const { page } = await openPage(browser(), "desktop");
    await page.goto(`${baseUrl}/dashboard`);
    await eventually(() => new URL(page.url()).pathname).toBe("/");
    expect(await footerLink(page).count()).toBe(0);

    await signIn(page, DEMO_ACCOUNTS.owner);
    await page.goto(`${baseUrl}/dashboard`);
    await eventually(() => new URL(page.url()).pathname).toBe("/");
    expect(await heading(page).count()).toBe(0);
    expect(await footerLink(page).count()).toBe(0);

    const other = await openPage(browser(), "desktop");
    await signIn(other.page, DEMO_ACCOUNTS.admin);
    await eventually(() => footerLink(other.page).isVisible()).toBe(true);
    await footerLink(other.page).click();
    await eventually(() => heading(other.page).isVisible()).toBe(true);
    expect(new URL(other.page.url()).pathname).toBe("/dashboard");
    expect(await other.page.getByRole("link", { name: text.analyticsLink }).getAttribute("href")).toBe(
      "/dashboard/analytics",
    );
  });
});

describe("the admin's dashboard", () => {
  it("syncs, previews and releases an overdue pin, shows the figures and the audit trail, and grants and revokes help desk", async () => {
    const owner = await openPage(browser(), "desktop");
    const { email, name } = await overduePin(owner.page);
    const { page } = await openPage(browser(), "desktop");
    await openDashboard(page);

    await page.getByRole("button", { name: text.syncButton }).click();
    await eventually(() => status(page, /^Synced \d+ subscriptions?$/).isVisible()).toBe(true);

    for (const title of [text.totalSubscribers, text.monthlyRevenue, text.pinsByTier, text.pinsCreated, text.trials]) {
      await eventually(() =>
        card(page, title)
          .getByRole("definition")
          .first()
          .isVisible()
          .catch(() => false),
      ).toBe(true);
    }
    expect(await card(page, text.monthlyRevenue).innerText()).toMatch(/\$\d+\.\d{2}/);
    expect(await card(page, text.monthlyRevenue).getByText(text.revenueEstimate).isVisible()).toBe(true);
    expect(await card(page, text.totalSubscribers).innerText()).toMatch(/\d+/);
    await screenshot(page, "dashboard-desktop");

    expect(await dryRunSwitch(page).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("button", { name: text.previewButton }).click();
    const dialog = previewDialog(page);
    await eventually(() => dialog.isVisible()).toBe(true);
    const listed = dialog.getByRole("row").filter({ hasText: name });
    await eventually(() => listed.isVisible()).toBe(true);
    expect(await listed.innerText()).toContain(email);
    await screenshot(page, "dashboard-release-preview-desktop");
    // Nothing is released by the preview.
    expect((await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`)).status).toBe(200);

    await dialog.getByRole("button", { name: text.confirm }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => status(page, /^Released \d+ MyPins?$/).isVisible()).toBe(true);
    await eventually(async () => (await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`)).status).toBe(404);

    const audit = auditTable(page);
    await eventually(() => audit.getByRole("row").filter({ hasText: name }).isVisible()).toBe(true);
    const releaseRow = audit.getByRole("row").filter({ hasText: name });
    expect(await releaseRow.innerText()).toContain(text.actions.release);
    expect(await releaseRow.innerText()).toContain(DEMO_ACCOUNTS.admin.email);
    expect(await audit.getByRole("row").filter({ hasText: text.actions.sync }).count()).toBeGreaterThan(0);

    const grants = helpDesk(page);
    await grants.getByLabel(text.grantEmail).fill(email);
    await grants.getByLabel(text.grantReason).fill("Weekend cover");
    await grants.getByRole("button", { name: text.grantButton }).click();
    const grantRow = grants.getByRole("row").filter({ hasText: email });
    await eventually(() => grantRow.isVisible()).toBe(true);
    expect(await grantRow.innerText()).toContain("Weekend cover");
    await eventually(() =>
      audit.getByRole("row").filter({ hasText: text.actions.grant_role }).first().isVisible(),
    ).toBe(true);
    await screenshot(page, "dashboard-audit-and-help-desk-desktop");

    await grantRow.getByRole("button", { name: `${text.revoke} ${email}` }).click();
    await page
      .getByRole("dialog", { name: text.revokeTitle })
      .getByRole("button", { name: text.revoke, exact: true })
      .click();
    await eventually(() => grantRow.count()).toBe(0);
    await eventually(() =>
      audit.getByRole("row").filter({ hasText: text.actions.revoke_role }).first().isVisible(),
    ).toBe(true);

    // The filter narrows the trail to one staff member.
    await page.getByLabel(text.auditFilter).selectOption({ label: DEMO_ACCOUNTS.admin.email });
    await eventually(async () => {
      const rows = await audit
        .getByRole("row")
        .filter({ has: page.getByRole("cell") })
        .allInnerTexts();
      return rows.length > 0 && rows.every((row) => row.includes(DEMO_ACCOUNTS.admin.email));
    }).toBe(true);
  });

  it("says when Stripe fails the sync, and when the preview gets no answer", async () => {
    const { page } = await openPage(browser(), "desktop", {
      expectedStatuses: [502],
      expectedErrors: [/net::ERR_FAILED/],
    });
    await openDashboard(page);
    await emulator.failNextCalls("GET", "/v1/subscriptions?status=all");
    await page.getByRole("button", { name: text.syncButton }).click();
    await eventually(() => page.getByText(admin.syncFailed, { exact: true }).isVisible()).toBe(true);

    await page.route("**/api/admin/release-overdue", (route) => route.abort());
    await page.getByRole("button", { name: text.previewButton }).click();
    await eventually(() => page.getByText(admin.dryRunError, { exact: true }).isVisible()).toBe(true);
    expect(await previewDialog(page).count()).toBe(0);

    await page.route("**/api/admin/sync", (route) => route.abort());
    await page.getByRole("button", { name: text.syncButton }).click();
    await eventually(() => page.getByText(admin.syncError, { exact: true }).isVisible()).toBe(true);

    await dryRunSwitch(page).click();
    await page.getByRole("button", { name: text.releaseButton }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.confirm }).click();
    await eventually(() => page.getByText(admin.releaseError, { exact: true }).isVisible()).toBe(true);
  });

  // Refused, not unanswered: the session ended elsewhere, so the server answers 401.
  it("signs an admin out and sends them home when the session has ended elsewhere (401)", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [401] });
    await openDashboard(page);
    await page.context().clearCookies();
    await page.getByRole("button", { name: text.syncButton }).click();
    await eventually(() => new URL(page.url()).pathname).toBe("/");
    expect(await page.getByRole("link", { name: accountMenu.signIn, exact: true }).first().isVisible()).toBe(true);
  });

  it("takes a help desk back to the owner's view once an admin revokes the grant (403)", async () => {
    const member = await openPage(browser(), "desktop", { expectedStatuses: [403] });
    const email = await signUpNewOwner(member.page);
    const { page } = await openPage(browser(), "desktop");
    await openDashboard(page);
    const grants = helpDesk(page);
    await grants.getByLabel(text.grantEmail).fill(email);
    await grants.getByLabel(text.grantReason).fill("Cover");
    await grants.getByRole("button", { name: text.grantButton }).click();
    const grantRow = grants.getByRole("row").filter({ hasText: email });
    await eventually(() => grantRow.isVisible()).toBe(true);

    await member.page.goto(`${baseUrl}/?page=manage`);
    const deskTitle = member.page.getByRole("heading", { name: staffHelpDesk.title, level: 1 });
    await eventually(() => deskTitle.isVisible()).toBe(true);

    await grantRow.getByRole("button", { name: `${text.revoke} ${email}` }).click();
    await page
      .getByRole("dialog", { name: text.revokeTitle })
      .getByRole("button", { name: text.revoke, exact: true })
      .click();
    await eventually(() => grantRow.count()).toBe(0);

    await member.page.getByLabel(staffPins.searchLabel).fill(email);
    await member.page.getByLabel(staffPins.searchLabel).press("Enter");
    await eventually(() => member.page.getByRole("heading", { name: manage.ownerTitle, level: 1 }).isVisible()).toBe(
      true,
    );
    expect(await deskTitle.count()).toBe(0);
  });
});

describe("the dashboard on a phone", () => {
  it("fits the screen, and the dry-run switch, the preview and the release work from the keyboard", async () => {
    const owner = await openPage(browser(), "phone");
    const { name } = await overduePin(owner.page);
    const { page } = await openPage(browser(), "phone");
    await openDashboard(page);
    await eventually(() =>
      card(page, text.totalSubscribers)
        .getByRole("definition")
        .first()
        .isVisible()
        .catch(() => false),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "dashboard-phone");

    await dryRunSwitch(page).focus();
    await page.keyboard.press("Space");
    expect(await dryRunSwitch(page).getAttribute("aria-checked")).toBe("false");
    await page.keyboard.press("Space");
    expect(await dryRunSwitch(page).getAttribute("aria-checked")).toBe("true");

    await page.getByRole("button", { name: text.previewButton }).focus();
    await page.keyboard.press("Enter");
    const dialog = previewDialog(page);
    await eventually(() => dialog.isVisible()).toBe(true);
    await screenshot(page, "dashboard-release-preview-phone");
    await page.keyboard.press("Escape");
    await eventually(() => dialog.isVisible()).toBe(false);

    // With the dry run off, the button asks once and then releases whatever is overdue.
    await dryRunSwitch(page).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: text.releaseButton }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: text.releaseConfirmTitle });
    await eventually(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole("button", { name: text.confirm }).click();
    await eventually(() => confirm.isVisible()).toBe(false);
    // At least the pin made overdue above: "Released 0 MyPins" would mean nothing was released.
    await eventually(() => status(page, /^Released [1-9]\d* MyPins?$/).isVisible()).toBe(true);
    expect((await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`)).status).toBe(404);
  });
});
