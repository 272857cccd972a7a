import type { Page, Request, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatCoordinate, ZOOM } from "../../domain/coordinates.ts";
import { signInRequired } from "../../domain/messages/accounts.ts";
import { directions } from "../../domain/messages/directions.ts";
import { landing } from "../../domain/messages/landing.ts";
import { nameStatus } from "../../domain/messages/names.ts";
import { create, locks, promoRefusal, purchase, success, trialLimits } from "../../domain/messages/purchase.ts";
import { accountMenu } from "../../domain/messages/site.ts";
import { DEMO_ACCOUNTS } from "../../tools/demo-data.ts";
import { signIn, signInOnAuthScreen } from "../helpers/browser/accounts.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import {
  checkoutWithoutCode,
  emulator,
  payOnCheckoutPage,
  signUpNewOwner,
  startCheckout,
} from "../helpers/browser/owner-journey.ts";
import { HERE } from "../helpers/places.ts";
import { uniqueCard, uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const stripeUrl = inject("stripeUrl");
const browser = useBrowser();

const OWNER = DEMO_ACCOUNTS.owner;

const createPage = (name: string, query = "") => `${baseUrl}/?mypin=${encodeURIComponent(name)}&action=buy${query}`;
const heading = (page: Page, name: string) => page.getByRole("heading", { name: create.creatingTitle(name) });
const readout = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const marker = (page: Page) => page.getByRole("button", { name: purchase.markerLabel });
const buyButton = (page: Page) => page.getByRole("button", { name: create.buy, exact: true });
const promoDialog = (page: Page) => page.getByRole("dialog", { name: purchase.promoTitle });
const promoErrorDialog = (page: Page) => page.getByRole("dialog", { name: create.promoErrorTitle });
const storedItem = (page: Page, key: string) => page.evaluate((item) => localStorage.getItem(item), key);

// The zoom levels of the map tiles the page asks for, as they are asked.
function tileZooms(page: Page): Set<number> {
  const zooms = new Set<number>();
  page.on("request", (request) => {
    const zoom = /^\/tiles\/(\d+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (zoom !== undefined) zooms.add(Number(zoom));
  });
  return zooms;
}

async function coordinatesShown(page: Page) {
  return {
    latitude: await readout(page, purchase.latitude).innerText(),
    longitude: await readout(page, purchase.longitude).innerText(),
  };
}

async function isAvailable(name: string) {
  const response = await fetch(`${baseUrl}/api/names/${encodeURIComponent(name)}/availability`);
  return ((await response.json()) as { available: boolean }).available;
}

// Signed in, from the create page to the provider's checkout page without a code.
async function reachCheckout(page: Page, name: string) {
  await page.goto(createPage(name));
  await checkoutWithoutCode(page);
}

describe("buying a MyPin", () => {
  it("takes a signed-out visitor from the create panel through sign-in, a trial code and payment to the new MyPin", async () => {
    const { page } = await openPage(browser(), "desktop", { geolocation: HERE, expectedStatuses: [402] });
    const name = uniqueName("journey", "basic");
    await page.goto(baseUrl);
    await page.getByLabel(landing.createPlaceholder).fill(name);
    await page.getByRole("button", { name: landing.createButton }).click();

    // The create page: the visitor's own location, a draggable pin, the hint, Buy and its help.
    await eventually(() => heading(page, name).isVisible()).toBe(true);
    await eventually(() => marker(page).isVisible()).toBe(true);
    expect(await coordinatesShown(page)).toEqual({
      latitude: formatCoordinate(HERE.latitude),
      longitude: formatCoordinate(HERE.longitude),
    });
    expect(await page.getByRole("region", { name: purchase.mapLabel(name) }).isVisible()).toBe(true);
    expect(await page.getByText(create.markerHint).isVisible()).toBe(true);
    expect(await page.getByPlaceholder(create.addressPlaceholder).isVisible()).toBe(true);
    expect(await isAvailable(name)).toBe(false);

    await page.getByRole("button", { name: create.placeHelpTitle }).click();
    const help = page.getByRole("dialog", { name: create.placeHelpTitle });
    await eventually(() => help.isVisible()).toBe(true);
    expect(await help.getByRole("listitem").count()).toBe(3);
    await page.keyboard.press("Escape");
    await eventually(() => help.count()).toBe(0);

    // A click on the map moves the pin there; the arrow keys move the focused pin.
    await page.getByRole("region", { name: purchase.mapLabel(name) }).click({ position: { x: 200, y: 150 } });
    await eventually(async () => (await coordinatesShown(page)).latitude).not.toBe(formatCoordinate(HERE.latitude));
    const clicked = await coordinatesShown(page);
    await marker(page).focus();
    await page.keyboard.press("ArrowUp");
    await eventually(async () => Number((await coordinatesShown(page)).latitude)).toBeGreaterThan(
      Number(clicked.latitude),
    );
    const placed = await coordinatesShown(page);
    await screenshot(page, "create-page-desktop");

    // Buy, signed out: to sign-in with the purchase kept and the name still held.
    await buyButton(page).click();
    await eventually(() => page.getByText(signInRequired.create).isVisible()).toBe(true);
    await eventually(() => new URL(page.url()).searchParams.get("intent")).toBe("purchase");
    expect(JSON.parse((await storedItem(page, "mypin.pending-purchase")) ?? "null")).toMatchObject({
      mypin: name,
      shouldShowPromoDialog: true,
      isVirtual: true,
    });
    expect(await isAvailable(name)).toBe(false);
    await signInOnAuthScreen(page);

    // Back on the create page where the pin was, with the promotion-code step open (a modal: the
    // page behind it is hidden from the accessibility tree, so its title is found by text).
    await eventually(() => promoDialog(page).isVisible()).toBe(true);
    expect(await page.getByText(create.creatingTitle(name)).isVisible()).toBe(true);
    expect(await coordinatesShown(page)).toEqual(placed);
    expect(await page.getByText(OWNER.displayName).first().isVisible()).toBe(true);
    await screenshot(page, "promo-dialog-desktop");
    await promoDialog(page).getByLabel(purchase.promoLabel).fill("free7");
    await promoDialog(page).getByRole("button", { name: purchase.apply }).click();
    await eventually(() => page.getByText(success.promoApplied).isVisible()).toBe(true);
    await eventually(() => page.getByText(success.promoAppliedDetail("7 days free")).isVisible()).toBe(true);

    // The provider's checkout page: a declined card, then a good one.
    await eventually(() => page.url().startsWith(stripeUrl)).toBe(true);
    await payOnCheckoutPage(page, "4000 0000 0000 0002");
    await eventually(() => page.getByText("Your card was declined.").isVisible()).toBe(true);
    await payOnCheckoutPage(page);

    await eventually(() => page.getByRole("heading", { name: success.created }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/payment-success");
    expect(await page.getByText(name, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Basic", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/^[£$€]\d+ per year$/).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: `${baseUrl}/?pin=${encodeURIComponent(name)}` }).isVisible()).toBe(
      true,
    );
    expect(await storedItem(page, "mypin.pending-purchase")).toBeNull();
    expect(await storedItem(page, "mypin.pending-payment")).toBeNull();
    await screenshot(page, "payment-success-desktop");
    expect(await page.getByRole("link", { name: purchase.viewPin }).getAttribute("href")).toBe(
      `/?pin=${encodeURIComponent(name)}`,
    );

    // Anyone searching the name now finds it where it was placed.
    await page.getByRole("main").getByRole("link", { name: "Home" }).click();
    await page.getByLabel(landing.searchPlaceholder).fill(name);
    await page.getByRole("button", { name: landing.getDirections }).click();
    await eventually(() => page.getByRole("heading", { name: `MyPin: ${name}` }).isVisible()).toBe(true);
    await eventually(() => page.getByText(`${placed.latitude}, ${placed.longitude}`).isVisible()).toBe(true);
  });

  it("pre-fills the landing's Free3 only for a name it gives a trial to, and never refuses a code the buyer did not type", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signUpNewOwner(page);
    // A Basic name brought from /landing: FREE3 gives it nothing, so the field starts empty.
    await page.goto(createPage(uniqueName("landing", "basic"), "&source=landing&lat=48.8584&lng=2.2945"));
    await eventually(() => buyButton(page).isEnabled()).toBe(true);
    await buyButton(page).click();
    await eventually(() => promoDialog(page).isVisible()).toBe(true);
    expect(await promoDialog(page).getByLabel(purchase.promoLabel).inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await eventually(() => promoDialog(page).count()).toBe(0);

    // A Premium name: the offer, checked for the name and the account first, is in the field.
    await page.goto(createPage(uniqueName("landing place", "premium"), "&source=landing&lat=48.8584&lng=2.2945"));
    await eventually(() => buyButton(page).isEnabled()).toBe(true);
    await buyButton(page).click();
    await eventually(() => promoDialog(page).isVisible()).toBe(true);
    expect(await promoDialog(page).getByLabel(purchase.promoLabel).inputValue()).toBe("Free3");
    await screenshot(page, "promo-dialog-landing-offer-desktop");
    await promoDialog(page).getByRole("button", { name: purchase.apply }).click();
    await eventually(() => page.getByText(success.promoAppliedDetail("90 days free")).isVisible()).toBe(true);
    await eventually(() => page.url().startsWith(stripeUrl)).toBe(true);
    expect(await promoErrorDialog(page).count()).toBe(0);
  });

  it("refuses an invalid code, offers another try or none, and cancelling at checkout frees the name", async () => {
    const { page } = await openPage(browser(), "desktop");
    const name = uniqueName("promo");
    await signIn(page);
    await page.goto(createPage(name, "&lat=48.8584&lng=2.2945"));
    await eventually(() => buyButton(page).isEnabled()).toBe(true);
    expect(await coordinatesShown(page)).toEqual({ latitude: "48.858400", longitude: "2.294500" });
    await buyButton(page).click();
    await eventually(() => promoDialog(page).isVisible()).toBe(true);
    expect(await promoDialog(page).getByLabel(purchase.promoLabel).inputValue()).toBe("");

    // A trial code for another tier is refused in the dialog, with the reason, before checkout.
    await promoDialog(page).getByLabel(purchase.promoLabel).fill("FREE3");
    await promoDialog(page).getByRole("button", { name: purchase.apply }).click();
    await eventually(() => promoErrorDialog(page).isVisible()).toBe(true);
    expect(await promoErrorDialog(page).getByText(promoRefusal.wrongTier("FREE3", "premium")).isVisible()).toBe(true);
    await promoErrorDialog(page).getByRole("button", { name: purchase.tryAnotherCode }).click();
    await eventually(() => promoDialog(page).isVisible()).toBe(true);

    for (const next of [purchase.tryAnotherCode, purchase.skipAndContinue]) {
      await promoDialog(page).getByLabel(purchase.promoLabel).fill("NOT-A-CODE");
      await promoDialog(page).getByRole("button", { name: purchase.apply }).click();
      await eventually(() => promoErrorDialog(page).isVisible()).toBe(true);
      expect(await promoErrorDialog(page).getByText(create.promoInvalid).isVisible()).toBe(true);
      await promoErrorDialog(page).getByRole("button", { name: next }).click();
      if (next === purchase.tryAnotherCode) await eventually(() => promoDialog(page).isVisible()).toBe(true);
    }

    await eventually(() => page.url().startsWith(stripeUrl)).toBe(true);
    expect(await page.getByRole("button", { name: "Subscribe" }).isVisible()).toBe(true);
    expect(await isAvailable(name)).toBe(false);
    await page.getByRole("link", { name: "Cancel" }).click();

    await eventually(() => page.getByRole("heading", { name: purchase.cancelledTitle }).isVisible()).toBe(true);
    expect(await page.getByText(purchase.cancelledBody(name)).isVisible()).toBe(true);
    await eventually(() => isAvailable(name)).toBe(true);
    expect(await storedItem(page, "mypin.pending-payment")).toBeNull();

    // Try again reopens the create page where the pin was.
    await page.getByRole("link", { name: purchase.retry }).click();
    await eventually(() => buyButton(page).isEnabled()).toBe(true);
    expect(await coordinatesShown(page)).toEqual({ latitude: "48.858400", longitude: "2.294500" });
  });

  it("opens the payment provider's billing portal from the account menu and the phone's menu", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signIn(page);
    // Starting a checkout makes the account a customer of the payment provider.
    await reachCheckout(page, uniqueName("portal"));
    await page.getByRole("link", { name: "Cancel" }).click();
    await eventually(() => page.getByRole("heading", { name: purchase.cancelledTitle }).isVisible()).toBe(true);

    await page.getByRole("button", { name: OWNER.email }).click();
    const menu = page.getByRole("menu");
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual([
      accountMenu.billingPortal,
      accountMenu.changePassword,
      accountMenu.apiKeys,
      "Sign out",
    ]);
    await menu.getByRole("menuitem", { name: accountMenu.billingPortal }).click();
    await eventually(() => page.url().startsWith(stripeUrl)).toBe(true);
    await eventually(() => page.getByRole("heading", { name: "MyPin billing" }).isVisible()).toBe(true);
    expect(await page.getByText(`Signed in as ${OWNER.email}`).isVisible()).toBe(true);

    // The phone's menu offers the same way to the portal.
    const phone = await openPage(browser(), "phone");
    await signIn(phone.page);
    // On a phone the welcome toast spans the header, and a pointer resting on it keeps it there.
    await eventually(() => phone.page.getByText("Welcome back!").count()).toBe(0);
    await phone.page.getByRole("button", { name: "Open menu" }).click();
    await phone.page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: accountMenu.billingPortal })
      .click();
    await eventually(() => phone.page.getByRole("heading", { name: "MyPin billing" }).isVisible()).toBe(true);
  });
});

// The create page's hold of its name: the hand-over of a signed-out hold to the account just signed
// in (convert) or a plain hold.
const HOLD = /\/api\/names\/[^/]+\/hold$/;
const isHandOver = (request: Request) => request.method() === "POST" && request.postDataJSON()?.convert === true;
const isPlainHold = (request: Request) => request.method() === "POST" && request.postDataJSON()?.convert !== true;

// Signed out, from a create page of its own through Buy to the sign-in screen, and signed in there.
async function buyAndSignIn(page: Page, name: string) {
  await page.goto(createPage(name, "&lat=48.8584&lng=2.2945"));
  await eventually(() => buyButton(page).isEnabled()).toBe(true);
  await buyButton(page).click();
  await eventually(() => new URL(page.url()).searchParams.get("intent")).toBe("purchase");
  await signInOnAuthScreen(page);
}

const storedPurchase = async (page: Page) =>
  JSON.parse((await storedItem(page, "mypin.pending-purchase")) ?? "null") as { mypin: string } | null;

describe("resuming a purchase after sign-in", () => {
  it("opens the create page at once and waits there until the name is the account's", async () => {
    const { page } = await openPage(browser(), "desktop");
    const name = uniqueName("waited");
    // The hand-over's answer is held back until the test lets it through.
    const heldBack: Route[] = [];
    await page.route(HOLD, (route: Route) => (isHandOver(route.request()) ? heldBack.push(route) : route.fallback()));
    await buyAndSignIn(page, name);

    await eventually(() => heading(page, name).isVisible()).toBe(true);
    expect(await page.getByRole("status").filter({ hasText: create.loading }).isVisible()).toBe(true);
    // Longer than a poll or two of the stored purchase, which still waits for the hand-over.
    await page.waitForTimeout(1200);
    expect(await promoDialog(page).count()).toBe(0);
    expect(heldBack).toHaveLength(1);
    await heldBack[0]?.continue();
    await eventually(() => promoDialog(page).isVisible()).toBe(true);
    expect(await coordinatesShown(page)).toEqual({ latitude: "48.858400", longitude: "2.294500" });
  });

  it("tells the buyer the name was taken while they signed in, and gives the purchase up", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [409] });
    const name = uniqueName("gone");
    await page.route(HOLD, (route: Route) =>
      isHandOver(route.request())
        ? route.fulfill({
            status: 409,
            json: { error: { code: "HOLD_CONVERT_TAKEN", message: locks.noLongerAvailable } },
          })
        : route.fallback(),
    );
    await buyAndSignIn(page, name);

    await eventually(() => page.getByText(create.noLongerAvailable).isVisible()).toBe(true);
    await eventually(() => new URL(page.url()).search).toBe("");
    expect(await storedPurchase(page)).toBeNull();
  });

  it("says the purchase could not continue when the hand-over fails, keeps it, and carries on when tried again", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedErrors: [/net::ERR_FAILED/] });
    const name = uniqueName("handover");
    let failing = true;
    await page.route(HOLD, (route: Route) =>
      isHandOver(route.request()) && failing ? route.abort() : route.fallback(),
    );
    await buyAndSignIn(page, name);

    const alert = page.getByRole("alert").filter({ hasText: create.purchaseResumeFailed });
    await eventually(() => alert.isVisible()).toBe(true);
    expect((await storedPurchase(page))?.mypin).toBe(name);
    expect(await buyButton(page).count()).toBe(0);

    failing = false;
    await alert.getByRole("button", { name: purchase.retry }).click();
    await eventually(() => promoDialog(page).isVisible()).toBe(true);
    expect(await coordinatesShown(page)).toEqual({ latitude: "48.858400", longitude: "2.294500" });
  });

  it("says a reopened purchase could not continue when its name cannot be held, and holds it when tried again", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedErrors: [/net::ERR_FAILED/] });
    const name = uniqueName("reopened");
    await page.goto(baseUrl);
    const stored = {
      mypin: name,
      latitude: -33.856784,
      longitude: 151.215297,
      userName: "",
      promoCode: "",
      shouldShowPromoDialog: false,
      source: "",
      isVirtual: true,
    };
    await page.evaluate((item) => localStorage.setItem("mypin.pending-purchase", JSON.stringify(item)), stored);
    let failures = 1;
    await page.route(HOLD, (route: Route) =>
      isPlainHold(route.request()) && failures-- > 0 ? route.abort() : route.fallback(),
    );
    await page.goto(createPage(name));

    const alert = page.getByRole("alert").filter({ hasText: create.creationResumeFailed });
    await eventually(() => alert.isVisible()).toBe(true);
    expect((await storedPurchase(page))?.mypin).toBe(name);
    await alert.getByRole("button", { name: purchase.retry }).click();
    await eventually(() => buyButton(page).isEnabled()).toBe(true);
    expect(await coordinatesShown(page)).toEqual({ latitude: "-33.856784", longitude: "151.215297" });
  });
});

describe("holding a name on the create page", () => {
  it("tells a second visitor the name is taken for now, and frees it when the first one leaves", async () => {
    const first = await openPage(browser(), "desktop");
    const second = await openPage(browser(), "desktop", { expectedStatuses: [409] });
    const name = uniqueName("held");
    await first.page.goto(createPage(name));
    await eventually(() => marker(first.page).isVisible()).toBe(true);

    await second.page.goto(createPage(name));
    await eventually(() => second.page.getByText(nameStatus.temporarilyUnavailable).isVisible()).toBe(true);
    await eventually(() => new URL(second.page.url()).search).toBe("");

    // Closing the page (pagehide) gives the name up.
    await first.page.goto("about:blank");
    await eventually(() => isAvailable(name)).toBe(true);
  });

  it("sends a visitor away from a name that is already a MyPin", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [409] });
    await page.goto(createPage("my.pin2"));
    await eventually(() => page.getByText(nameStatus.alreadyExists).isVisible()).toBe(true);
    await eventually(() => new URL(page.url()).search).toBe("");
  });

  it("moves the pin to a searched address, and says when there is no such address", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [404] });
    // The geocoder is a public service outside this machine, so its answers are the test's own.
    await page.route(/\/api\/geocode\?/, (route) => {
      const query = new URL(route.request().url()).searchParams.get("q");
      return query === "10 Downing Street"
        ? route.fulfill({
            json: { place: { latitude: 51.50336, longitude: -0.12762, label: "10 Downing Street, London" } },
          })
        : route.fulfill({
            status: 404,
            json: { error: { code: "ADDRESS_NOT_FOUND", message: directions.addressNotFound } },
          });
    });
    await page.goto(createPage(uniqueName("address")));
    await eventually(() => marker(page).isVisible()).toBe(true);
    expect(await coordinatesShown(page)).toEqual({ latitude: "40.712800", longitude: "-74.006000" });

    const address = page.getByLabel(create.addressPlaceholder);
    await address.fill("Nowhere At All");
    await page.getByRole("button", { name: purchase.searchAddress }).click();
    await eventually(() => page.getByText(directions.addressNotFound).isVisible()).toBe(true);
    await address.fill("10 Downing Street");
    await address.press("Enter");
    await eventually(() => coordinatesShown(page)).toEqual({ latitude: "51.503360", longitude: "-0.127620" });
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: purchase.movedTo("10 Downing Street, London") })
        .isVisible(),
    ).toBe(true);
  });

  it("opens the map a step closer at the visitor's own location than at a place chosen for the name", async () => {
    const located = await openPage(browser(), "desktop", { geolocation: HERE });
    const locatedZooms = tileZooms(located.page);
    await located.page.goto(createPage(uniqueName("located")));
    await eventually(() => located.page.locator(".leaflet-tile-loaded").count()).toBeGreaterThan(0);
    expect([...locatedZooms]).toEqual([ZOOM.withoutName]);

    const placed = await openPage(browser(), "desktop", { geolocation: HERE });
    const placedZooms = tileZooms(placed.page);
    await placed.page.goto(createPage(uniqueName("placed"), "&lat=48.8584&lng=2.2945"));
    await eventually(() => placed.page.locator(".leaflet-tile-loaded").count()).toBeGreaterThan(0);
    expect([...placedZooms]).toEqual([ZOOM.withName]);
  });

  it("shows the format help for an invalid name instead of holding it", async () => {
    const { page } = await openPage(browser(), "phone");
    await page.goto(createPage("a.b.c.d"));
    const alert = page.getByRole("alert").filter({ hasText: "Invalid format with periods" });
    await eventually(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain("My3.House6.Place");
    expect(await buyButton(page).count()).toBe(0);
  });

  it("on a phone starts at the link's coordinates, and Home drops the pending purchase and frees the name", async () => {
    const { page } = await openPage(browser(), "phone");
    const name = uniqueName("home");
    await page.goto(createPage(name, "&lat=-33.856784&lng=151.215297&source=landing"));
    await eventually(() => marker(page).isVisible()).toBe(true);
    expect(await coordinatesShown(page)).toEqual({ latitude: "-33.856784", longitude: "151.215297" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "create-page-phone");

    // Buy signed out keeps the purchase with where it came from (the landing's offer is checked for
    // the name again when the code step opens; only a typed code is kept); back again, it is resumed.
    await buyButton(page).click();
    await eventually(() => new URL(page.url()).searchParams.get("page")).toBe("auth");
    expect(JSON.parse((await storedItem(page, "mypin.pending-purchase")) ?? "null")).toMatchObject({
      mypin: name,
      promoCode: "",
      source: "landing",
    });
    await page.goBack();
    await eventually(() => marker(page).isVisible()).toBe(true);
    expect(await isAvailable(name)).toBe(false);

    await page.getByRole("button", { name: "Home", exact: true }).click();
    await eventually(() => new URL(page.url()).search).toBe("");
    expect(await storedItem(page, "mypin.pending-purchase")).toBeNull();
    await eventually(() => isAvailable(name)).toBe(true);
  });
});

describe("returning from the payment provider", () => {
  it("says why a free trial did not start: the card paid for a trial on another account", async () => {
    const card = uniqueCard();
    const { page: first } = await openPage(browser(), "desktop");
    await signUpNewOwner(first);
    const firstTrial = await startCheckout(first, uniqueName("trial", "basic"), { promoCode: "FREE7" });
    expect((await emulator.payCheckout(firstTrial, card)).status).toBe(200);

    const { page } = await openPage(browser(), "desktop");
    await signUpNewOwner(page);
    const name = uniqueName("again", "basic");
    const sessionId = await startCheckout(page, name, { promoCode: "FREE7" });
    expect((await emulator.payCheckout(sessionId, card)).status).toBe(200);
    await page.goto(`${baseUrl}/payment-success?session_id=${sessionId}&mypin=${encodeURIComponent(name)}`);
    const notice = page.getByRole("status").filter({ hasText: trialLimits.refusedTitle });
    await eventually(() => notice.isVisible()).toBe(true);
    expect(await notice.getByText(trialLimits.refused.card).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: success.created }).isVisible()).toBe(true);
    await screenshot(page, "payment-success-trial-refused");
  });
});
