import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { LANGUAGE_OFFERS } from "../../domain/language-offers.ts";
import { CATALOGUES } from "../../worker/i18n/catalogues.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, hydrated, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { payOnCheckoutPage } from "../helpers/browser/owner-journey.ts";
import { HERE } from "../helpers/places.ts";
import { uniqueEmail, uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const stripeUrl = inject("stripeUrl");
const browser = useBrowser();
const { de, fr } = CATALOGUES;

// Demo pins seeded by tools/demo-data.ts.
const CORNER_SHOP = "corner shop!";

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageCookie = async (context: BrowserContext) =>
  (await context.cookies(baseUrl)).find((cookie) => cookie.name === "lang")?.value;

// The German e-mail's code, read from the dev mailbox as its reader would.
async function germanCode(context: BrowserContext, to: string) {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`${baseUrl}/dev/mailbox`);
    const email = mailbox.getByRole("article", {
      name: `Email to ${to}: ${de.emails.emailTexts.verificationCode.subject}`,
    });
    await eventually(() => email.count()).toBeGreaterThan(0);
    const text = await email.first().innerText();
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
    expect(text).toContain(de.emails.emailTexts.verificationCode.code(code));
    return code;
  } finally {
    await mailbox.close();
  }
}

describe("the public pages in another language", () => {
  it("serves /de/pricing in German, names every language's address, and switches language from the footer", async () => {
    const { page } = await openPage(browser(), "desktop");
    const context = page.context();
    await page.goto(`${baseUrl}/de/pricing`);
    await hydrated(page, "de");
    expect(await documentLanguage(page)).toBe("de");
    expect(await page.title()).toBe(`${de.pageMeta.pageTitles.pricing}`);
    expect(await page.getByRole("heading", { level: 1, name: de.pricing.pricingPage.title }).isVisible()).toBe(true);
    // Prices as German writes them, in whichever currency the visitor pays.
    expect(
      await page
        .getByText(/^\d+,00\s[£€$]$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute("href")).toMatch(/\/fr\/pricing$/);
    expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href")).toMatch(
      /\/pricing$/,
    );
    await expectNoAxeViolations(page, "/de/pricing");

    const chooser = page.getByRole("navigation", { name: de.site.layout.language });
    expect(await chooser.getByRole("link", { name: "Deutsch" }).getAttribute("aria-current")).toBe("true");
    await chooser.getByRole("link", { name: "Français" }).click();
    await eventually(() => new URL(page.url()).pathname).toBe("/fr/pricing");
    await hydrated(page, "fr");
    expect(await documentLanguage(page)).toBe("fr");
    expect(await languageCookie(context)).toBe("fr");

    // A screen that is no public page's keeps its address and follows the choice.
    await page.goto(`${baseUrl}/?page=auth`);
    await eventually(() => page.getByRole("tab", { name: fr.accounts.auth.signUp }).isVisible()).toBe(true);
    expect(await documentLanguage(page)).toBe("fr");
  });

  it("offers a German browser the German page on an English one, never moving it there unasked", async () => {
    const { page } = await openPage(browser(), "phone", { locale: "de-DE" });
    const context = page.context();
    await page.goto(`${baseUrl}/pricing`);
    await hydrated(page);
    expect(await documentLanguage(page)).toBe("en");
    const offer = page.getByRole("complementary", { name: LANGUAGE_OFFERS.de.offer });
    await eventually(() => offer.isVisible()).toBe(true);
    await screenshot(page, "language-offer-phone");
    await offer.getByRole("link", { name: LANGUAGE_OFFERS.de.accept }).click();
    await eventually(() => new URL(page.url()).pathname).toBe("/de/pricing");
    expect(await languageCookie(context)).toBe("de");

    // Chosen once, not offered again, and the English page stays English.
    await page.goto(`${baseUrl}/pricing`);
    await hydrated(page);
    expect(await offer.count()).toBe(0);
  });

  it("opens a shared link in the French visitor's language at its own address", async () => {
    const { page } = await openPage(browser(), "phone", { locale: "fr-FR" });
    const link = `${baseUrl}/?pin=${encodeURIComponent(CORNER_SHOP)}`;
    await page.goto(link);
    expect(await documentLanguage(page)).toBe("fr");
    expect(page.url()).toBe(link);
    await eventually(() =>
      page.getByRole("heading", { level: 1, name: fr.search.search.resultTitle(CORNER_SHOP) }).isVisible(),
    ).toBe(true);
    // The plain directions links, which work before any script, under their French heading.
    expect(await page.getByText(fr.directions.resultPage.directionsFromHere).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Google Maps", exact: true }).isVisible()).toBe(true);
    await hydrated(page, "fr");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "shared-link-french-phone");
    await expectNoAxeViolations(page, "a shared link in French");
  });
});

describe("buying in German", () => {
  it("walks a German visitor from /de/ through sign-up and payment to their MyPin, with German e-mails", async () => {
    const { page } = await openPage(browser(), "desktop", {
      locale: "de-DE",
      geolocation: HERE,
      expectedStatuses: [401],
    });
    const context = page.context();
    const name = uniqueName("kauf", "basic");
    const email = uniqueEmail("deutsch");
    await page.goto(`${baseUrl}/de/`);
    await hydrated(page, "de");
    await page.getByLabel(de.landing.landing.createPlaceholder).fill(name);
    await page.getByRole("button", { name: de.landing.landing.createButton }).click();
    await eventually(() =>
      page.getByRole("heading", { name: de.purchase.create.creatingTitle(name) }).isVisible(),
    ).toBe(true);
    expect(await documentLanguage(page)).toBe("de");

    // Buy, signed out: to the auth screen, where a new account signs up in German.
    const buy = page.getByRole("button", { name: de.purchase.create.buy, exact: true });
    await eventually(() => buy.isEnabled()).toBe(true);
    await buy.click();
    await eventually(() => page.getByRole("tab", { name: de.accounts.auth.signUp }).isVisible()).toBe(true);
    await page.getByRole("tab", { name: de.accounts.auth.signUp }).click();
    await page.getByLabel(de.accounts.auth.displayName).fill("Erika Muster");
    await page.getByLabel(de.accounts.auth.email, { exact: true }).fill(email);
    await page.getByLabel(de.accounts.auth.password, { exact: true }).fill("Sonnen-Tag-42");
    await page.getByRole("button", { name: de.accounts.auth.createAccount }).click();
    await eventually(() => page.getByRole("heading", { name: de.accounts.auth.checkEmail }).isVisible()).toBe(true);
    await page.getByLabel(de.accounts.auth.digitLabel(1)).click();
    await page.keyboard.type(await germanCode(context, email));
    await page.getByRole("button", { name: de.accounts.auth.verifyCode }).click();

    // Back on the create page, the promotion-code step skipped, then the provider's checkout.
    const promo = page.getByRole("dialog", { name: de.purchase.purchase.promoTitle });
    await eventually(() => promo.isVisible()).toBe(true);
    await promo.getByRole("button", { name: de.purchase.purchase.skip }).click();
    await eventually(() => page.url().startsWith(stripeUrl)).toBe(true);
    await payOnCheckoutPage(page);

    await eventually(() => page.getByRole("heading", { name: de.purchase.success.created }).isVisible()).toBe(true);
    expect(await documentLanguage(page)).toBe("de");
    expect(await page.getByText(name, { exact: true }).isVisible()).toBe(true);
    // The yearly price as German writes it: "12,00 £ pro Jahr".
    const price = de.publicSite.pricingPage.perYear("PRICE").replace("PRICE", "\\d+,\\d{2}\\s[£€$]");
    expect(await page.getByText(new RegExp(`^${price}$`)).isVisible()).toBe(true);
    await screenshot(page, "payment-success-german-desktop");

    // The receipt is German too: the account keeps the language it signed up in.
    const mailbox = await context.newPage();
    await mailbox.goto(`${baseUrl}/dev/mailbox`);
    await eventually(async () => {
      await mailbox.reload();
      return mailbox
        .getByRole("article", { name: `Email to ${email}: ${de.emails.emailTexts.receipt.subject(name)}` })
        .count();
    }).toBe(1);
    await mailbox.close();
  });
});
