import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { dashboard } from "../../domain/messages/dashboard.ts";
import { apiKeyDialogs, apiKeysPage, developersPage } from "../../domain/messages/developers.ts";
import { resultPage, startPoint } from "../../domain/messages/directions.ts";
import { landing } from "../../domain/messages/landing.ts";
import { manage } from "../../domain/messages/manage.ts";
import { formatGuide } from "../../domain/messages/names.ts";
import { availabilityPage, create, purchase } from "../../domain/messages/purchase.ts";
import { layout } from "../../domain/messages/site.ts";
import { admin, helpDesk, reservedNamesPanel, staffPins } from "../../domain/messages/staff.ts";
import { DEMO_ACCOUNTS, DEMO_PINS } from "../../tools/demo-data.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, openPage, type TViewport, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { buyPin } from "../helpers/browser/owner-journey.ts";
import { HERE } from "../helpers/places.ts";
import { uniqueName } from "../helpers/unique.ts";

// Issue 14: every screen of the app, public and signed in, its dialogs and menus open, meets WCAG
// 2.1 AA as axe-core checks it, on a desktop and on a phone where the layout differs. The pages of
// the public site still being written (themed pages, pricing, about) are checked as they are.
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const viewports = Object.keys(VIEWPORTS) as TViewport[];

const shop = DEMO_PINS[0];
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name, level: 1 });
const row = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });

// sonner's toasts fade in and out, and mid-fade their text is fainter than where it settles, which
// axe would count against its contrast. Under reduced motion, which sonner honours, a toast is
// shown settled at once, so a check never depends on when a toast happened to be passing.
async function open(viewport: TViewport, options: Parameters<typeof openPage>[2] = {}) {
  const { page } = await openPage(browser(), viewport, options);
  await page.emulateMedia({ reducedMotion: "reduce" });
  return page;
}

// The welcome toast is checked where it first shows; after that it is waited out, since a toast
// passing over a control makes axe measure the control's text against the toast.
async function afterWelcome(page: Page) {
  await eventually(() => page.getByText("Welcome back!").count()).toBe(0);
}

async function visit(page: Page, path: string, ready: () => Promise<boolean>) {
  await page.goto(`${baseUrl}${path}`);
  await eventually(ready).toBe(true);
}

// A dialog opened, checked, and closed again with Escape, as a keyboard user leaves it. Escape is
// pressed once the dialog holds the focus: the dialog listens for it from the same moment it takes
// the focus, and on a loaded machine it can be on screen a moment before either.
async function checkDialog(page: Page, name: string, screen: string) {
  await eventually(() => dialog(page, name).isVisible()).toBe(true);
  await expectNoAxeViolations(page, screen);
  await eventually(() => dialog(page, name).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await eventually(() => dialog(page, name).count()).toBe(0);
}

describe.each(viewports)("the public screens on %s", (viewport) => {
  it("the landing with its menus and the format guide", async () => {
    const page = await open(viewport);
    await visit(page, "/", () => page.getByLabel(landing.createPlaceholder).isVisible());
    await expectNoAxeViolations(page, `landing (${viewport})`);

    if (viewport === "desktop") {
      await page.getByRole("button", { name: layout.examples }).click();
      await eventually(() => page.getByRole("link", { name: layout.renters }).isVisible()).toBe(true);
      await expectNoAxeViolations(page, "examples menu open");
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("button", { name: layout.openMenu }).click();
      await eventually(() => page.getByRole("link", { name: layout.pricing }).isVisible()).toBe(true);
      await expectNoAxeViolations(page, "mobile menu open");
      await page.getByRole("button", { name: layout.openMenu }).click();
    }

    await page.getByRole("button", { name: formatGuide.title }).first().click();
    await checkDialog(page, formatGuide.title, `format guide dialog (${viewport})`);
  });

  it("a search result with its start-point and map-app dialogs", async () => {
    const page = await open(viewport, { geolocation: HERE });
    await visit(page, `/?pin=${encodeURIComponent(shop.mypin)}`, () =>
      page.getByRole("heading", { name: `MyPin: ${shop.mypin}` }).isVisible(),
    );
    await expectNoAxeViolations(page, `search result (${viewport})`);

    await page.getByRole("button", { name: landing.getDirections }).click();
    await eventually(() => dialog(page, startPoint.title).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `start-point dialog (${viewport})`);
    await dialog(page, startPoint.title).getByRole("button", { name: startPoint.useCurrentLocation }).click();
    await checkDialog(page, resultPage.chooseApp, `map-app chooser (${viewport})`);
  });

  it("the availability checker, valid and refused, and the reservation", async () => {
    const page = await open(viewport);
    const nameField = page.getByLabel(availabilityPage.nameLabel);
    await visit(page, "/landing", () => nameField.isVisible());
    await expectNoAxeViolations(page, `/landing empty (${viewport})`);
    await nameField.fill("Rose.Cottage");
    await eventually(() => page.getByRole("button", { name: availabilityPage.check }).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, `/landing valid (${viewport})`);
    await nameField.fill("Rose..Cottage");
    await eventually(() => nameField.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page, `/landing invalid (${viewport})`);

    await nameField.fill(uniqueName("a11y", "premium"));
    await page.getByRole("button", { name: availabilityPage.check }).click();
    await eventually(() => new URL(page.url()).pathname).toBe("/landing2");
    await eventually(() => page.getByRole("timer").isVisible()).toBe(true);
    await expectNoAxeViolations(page, `/landing2 (${viewport})`);
  });

  it("the auth screen's sign-in, sign-up and forgotten-password states", async () => {
    const page = await open(viewport);
    await visit(page, "/?page=auth", () => page.getByLabel("Email", { exact: true }).isVisible());
    await expectNoAxeViolations(page, `sign in (${viewport})`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await eventually(() => page.getByLabel("Display Name").isVisible()).toBe(true);
    await expectNoAxeViolations(page, `sign up (${viewport})`);
    await page.getByRole("tab", { name: "Sign In" }).click();
    // A forgotten password without an address first asks for it, in the form's alert.
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await eventually(() => page.getByRole("alert").isVisible()).toBe(true);
    await expectNoAxeViolations(page, `forgot password (${viewport})`);
  });

  it("the other public pages and their error states", async () => {
    // A reset and a verification link without a token are refused by the API (400); an unknown
    // path is answered 404.
    const page = await open(viewport, { expectedStatuses: [400, 404] });
    const pages: [string, string | RegExp][] = [
      [`/share/${encodeURIComponent(shop.mypin)}`, shop.mypin],
      ["/share-mypins", /./],
      ["/qr-example", /./],
      ["/payment-success", /./],
      ["/payment-cancelled", /./],
      ["/no-such-page", "Oops! Page not found"],
      ["/reset-password", "Reset Your Password"],
      ["/verify-email", "Email Verification"],
      ["/account/billing", /./],
      ["/pricing", /./],
      ["/about", /./],
      ["/renters", /./],
      ["/car-reg", /./],
      ["/wedding", /./],
      ["/business", /./],
      ["/developers", developersPage.title],
    ];
    for (const [path, title] of pages) {
      await visit(page, path, () =>
        page
          .getByRole("heading", { name: title })
          .first()
          .isVisible()
          .catch(() => false),
      );
      if (path === "/reset-password" || path === "/verify-email") {
        await eventually(() => page.getByRole("alert").isVisible()).toBe(true);
      }
      // The developers page's reference comes after it, from the API's own document.
      if (path === "/developers") {
        await eventually(() => page.getByRole("region", { name: "GET /v1/pins/{name}" }).isVisible()).toBe(true);
      }
      await expectNoAxeViolations(page, `${path} (${viewport})`);
    }
  });
});

describe.each(viewports)("the owner's screens on %s", (viewport) => {
  it("manage with its cancel dialog and account menu, a create page with its dialogs, and change password", async () => {
    const page = await open(viewport);
    // Signing in opens the manage page under the welcome toast, the pairing the issue saw fail.
    await signIn(page);
    await eventually(() => heading(page, manage.ownerTitle).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `manage with the welcome toast (${viewport})`);
    await afterWelcome(page);
    const name = uniqueName("a11y");
    await buyPin(page, name);
    await page.goto(`${baseUrl}/?page=manage`);
    await eventually(() => row(page, name).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `manage (${viewport})`);

    await row(page, name).getByRole("button", { name: manage.cancel, exact: true }).click();
    await checkDialog(page, manage.cancelSubscriptionTitle, `cancel dialog (${viewport})`);

    if (viewport === "desktop") {
      await page.getByRole("button", { name: DEMO_ACCOUNTS.owner.email }).click();
      await eventually(() => page.getByRole("menu").isVisible()).toBe(true);
      await expectNoAxeViolations(page, "account menu open");
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("button", { name: layout.openMenu }).click();
      await eventually(() => page.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
      await expectNoAxeViolations(page, "mobile menu signed in");
      await page.getByRole("button", { name: layout.openMenu }).click();
    }

    // A create page with its place help, then Buy: the promotion-code step and its refusal.
    const buy = page.getByRole("button", { name: create.buy, exact: true });
    await visit(page, `/?mypin=${encodeURIComponent(uniqueName("create"))}&action=buy&lat=48.8584&lng=2.2945`, () =>
      buy.isEnabled(),
    );
    await expectNoAxeViolations(page, `create page (${viewport})`);
    await page.getByRole("button", { name: create.placeHelpTitle }).click();
    await checkDialog(page, create.placeHelpTitle, `place help dialog (${viewport})`);
    await buy.click();
    await eventually(() => dialog(page, purchase.promoTitle).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `promotion-code dialog (${viewport})`);
    await dialog(page, purchase.promoTitle).getByLabel(purchase.promoLabel).fill("NOT-A-CODE");
    await dialog(page, purchase.promoTitle).getByRole("button", { name: purchase.apply }).click();
    await eventually(() => dialog(page, create.promoErrorTitle).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `promotion-code refusal dialog (${viewport})`);

    await visit(page, "/account/password", () => heading(page, "Change Password").isVisible());
    await expectNoAxeViolations(page, `change password (${viewport})`);

    await visit(page, "/account/api-keys", () => heading(page, apiKeysPage.title).isVisible());
    await expectNoAxeViolations(page, `API keys (${viewport})`);
    await page.getByRole("button", { name: apiKeysPage.create }).first().click();
    // A browser key's form: its websites and its monthly cap.
    await dialog(page, apiKeyDialogs.createTitle).getByRole("radio", { name: apiKeyDialogs.browserKind }).check();
    await checkDialog(page, apiKeyDialogs.createTitle, `create key dialog (${viewport})`);
  });
});

describe.each(viewports)("the staff screens on %s", (viewport) => {
  it("the help desk's search results, inline rename, delete dialog and reserved names", async () => {
    const page = await open(viewport);
    await signIn(page, DEMO_ACCOUNTS.helpDesk);
    await eventually(() => heading(page, helpDesk.title).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `help desk (${viewport})`);
    await afterWelcome(page);

    await page.getByRole("radio", { name: "MyPin", exact: true }).check();
    await page.getByLabel(staffPins.searchLabel).fill(shop.mypin);
    await page.getByLabel(staffPins.searchLabel).press("Enter");
    await eventually(() => row(page, shop.mypin).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `help desk results (${viewport})`);

    await row(page, shop.mypin).getByRole("button", { name: staffPins.edit, exact: true }).click();
    await eventually(() => page.getByLabel(staffPins.newName(shop.mypin)).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `inline rename (${viewport})`);
    await page.getByLabel(staffPins.newName(shop.mypin)).press("Escape");

    await row(page, shop.mypin).getByRole("button", { name: staffPins.delete, exact: true }).click();
    await checkDialog(page, helpDesk.deleteTitle, `delete dialog (${viewport})`);

    await page.getByText(reservedNamesPanel.title).click();
    await eventually(() => page.getByText(reservedNamesPanel.adminsOnly).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `reserved names (${viewport})`);
  });

  it("the admin's view, the dashboard with its release preview and revoke dialogs, and the analytics", async () => {
    const page = await open(viewport);
    await signIn(page, DEMO_ACCOUNTS.admin);
    await eventually(() => heading(page, admin.manageTitle).isVisible()).toBe(true);
    await expectNoAxeViolations(page, `admin view (${viewport})`);
    await afterWelcome(page);

    await visit(page, "/dashboard", () => heading(page, admin.dashboardTitle).isVisible());
    await eventually(() => page.getByRole("button", { name: dashboard.previewButton }).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, `dashboard (${viewport})`);
    await page.getByRole("button", { name: dashboard.previewButton }).click();
    await checkDialog(page, dashboard.previewTitle, `release preview (${viewport})`);
    // Opened and left with Escape: the demo help desk keeps its grant.
    await page.getByRole("button", { name: `${dashboard.revoke} ${DEMO_ACCOUNTS.helpDesk.email}` }).click();
    await checkDialog(page, dashboard.revokeTitle, `revoke help desk dialog (${viewport})`);

    await visit(page, "/dashboard/analytics", () => heading(page, admin.analyticsTitle).isVisible());
    await expectNoAxeViolations(page, `analytics (${viewport})`);
    expect(new URL(page.url()).pathname).toBe("/dashboard/analytics");
  });
});
