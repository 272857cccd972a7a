import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { localizedPath } from "../../domain/locale-paths.ts";
import { LOCALES } from "../../domain/locales.ts";
import { DEMO_ACCOUNTS } from "../../tools/demo-data.ts";
import { PSEUDO_LOCALE, pseudoText } from "../../tools/pseudo-locale.ts";
import { CATALOGUES } from "../../worker/i18n/catalogues.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// Words on a screen that come from data rather than a catalogue: the demo pins' names and owners,
// the map's attribution, brand and tier names, which stay as they are in every language.
const DATA_WORDS = new Set(
  [
    "corner shop seaside cottage my pin2 harbour view my3 house6 place rose garden wedding lake cabin",
    "Demo Owner Help Desk Admin demo helpdesk admin mypin app example",
    // The town a pin is near, which the server labels in the reader's language: en-XA is the
    // build's alone, so the server writes it in English.
    "near London United Kingdom Brighton and Hove Paris France Sydney Australia New York States Windermere",
    "OpenStreetMap Leaflet Apple Google Maps Stripe MyPin MyPins",
    "Premium Simple Basic GBP EUR USD FREE3 FREE7 WELCOME10 SAVE5 SVG PNG QR km mi min",
    // The toasts' keyboard shortcut, alt+T, named by its keys.
    "alt",
  ].flatMap((words) => words.split(" ")),
);

// Every visible word of plain letters on the page that is no data's: a text the pseudo-locale did
// not reach, so no catalogue's, which another language would show in English. Names and links a
// page shows as they are carry translate="no"; a language chooser names each language in its own
// words, marked with its lang.
function plainWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const pageLanguage = document.documentElement.lang;
    const mustBeTranslated = (parent: HTMLElement | null) => {
      if (parent === null || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) return false;
      if (!parent.checkVisibility() || parent.closest('[translate="no"]') !== null) return false;
      return (parent.closest("[lang]")?.getAttribute("lang") ?? pageLanguage) === pageLanguage;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (mustBeTranslated(node.parentElement)) found.push(...(node.textContent?.match(/[A-Za-z][A-Za-z0-9]+/g) ?? []));
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
        found.push(...(element.getAttribute(attribute)?.match(/[A-Za-z][A-Za-z0-9]+/g) ?? []));
      }
    }
    return found;
  });
}

// A screen the app shows at `path`, reached inside the pseudo-locale's app (its own router, no
// page load), once it has drawn its main heading or its form.
async function showScreen(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await eventually(() => page.locator("main").innerText()).not.toBe("");
  // Settled once two looks a moment apart find the same words (a screen's data arrives after it).
  let before = "";
  await eventually(async () => {
    const now = (await plainWords(page)).join(" ");
    const settled = now === before;
    before = now;
    return settled;
  }).toBe(true);
}

const prefixed = (path: string) => (path === "/" ? `/${PSEUDO_LOCALE}/` : `/${PSEUDO_LOCALE}${path}`);

const PUBLIC_SCREENS = [
  "/",
  "/renters",
  "/car-reg",
  "/wedding",
  "/business",
  "/landing",
  "/cta1",
  "/pricing",
  "/about",
  "/share-mypins",
  "/qr-example",
  "/contact",
  "/developers",
  "/terms",
  "/privacy",
  "/cookies",
].map(prefixed);

const VISITOR_SCREENS = [
  "/?page=auth",
  `/?pin=${encodeURIComponent("corner shop!")}`,
  "/?pin=corner%20shap",
  "/?mypin=pseudo%20place&action=buy",
  "/cookie-settings",
  "/landing2",
  "/no-such-page",
];

const OWNER_SCREENS = ["/?page=manage", "/account/password", "/account/api-keys"];
const ADMIN_SCREENS = ["/dashboard", "/dashboard/analytics"];

async function signedIn(page: Page, account: { email: string; password: string }) {
  const answer = await page.evaluate(async (json) => {
    const response = await fetch("/api/auth/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(json),
    });
    return response.status;
  }, account);
  expect(answer).toBe(200);
  await page.evaluate(() => localStorage.setItem("mypin.signed-in", "true"));
}

// Walks the screens on a phone: every word must be the pseudo-locale's (or data's), and no screen
// may grow wider than the phone with the longer words.
async function walk(page: Page, screens: string[], label: string) {
  const problems: string[] = [];
  for (const screen of screens) {
    await showScreen(page, screen);
    const plain = (await plainWords(page)).filter((word) => !DATA_WORDS.has(word));
    if (plain.length > 0) problems.push(`${screen}: ${[...new Set(plain)].join(" ")}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > VIEWPORTS.phone.width) problems.push(`${screen}: ${width} px wide`);
  }
  await screenshot(page, `pseudo-locale-${label}-phone`);
  expect(problems).toEqual([]);
}

describe("the pseudo-locale", () => {
  it("reaches every word of every public and visitor's screen, and fits a phone", async () => {
    const { page } = await openPage(browser(), "phone", { expectedStatuses: [404, 409] });
    await page.goto(`${baseUrl}${prefixed("/")}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(PSEUDO_LOCALE);
    const payment = pseudoText(CATALOGUES.en.site.footer.paymentCurrency(""));
    await eventually(() => page.getByText(payment, { exact: false }).first().isVisible()).toBe(true);
    await walk(page, [...PUBLIC_SCREENS, ...VISITOR_SCREENS], "visitor");
  });

  it("reaches every word of an owner's and an admin's screens, and fits a phone", async () => {
    const { page } = await openPage(browser(), "phone");
    await page.goto(`${baseUrl}${prefixed("/")}`);
    await signedIn(page, DEMO_ACCOUNTS.owner);
    await walk(page, OWNER_SCREENS, "owner");
    await signedIn(page, DEMO_ACCOUNTS.admin);
    await walk(page, ADMIN_SCREENS, "admin");
  });
});

describe("every language on a phone", () => {
  it.each(LOCALES)("shows the landing and pricing in %s within the phone's width, axe clean", async (locale) => {
    const { page } = await openPage(browser(), "phone", { locale });
    for (const path of ["/", "/pricing"]) {
      await page.goto(`${baseUrl}${localizedPath(path, locale)}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
      await expectNoAxeViolations(page, `${localizedPath(path, locale)} on a phone`);
    }
    await screenshot(page, `pricing-${locale}-phone`);
  });
});
