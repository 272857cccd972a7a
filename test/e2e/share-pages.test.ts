import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { localeBase } from "../../domain/locale-paths.ts";
import { LOCALES } from "../../domain/locales.ts";
import { QR_HOLDER } from "../../domain/qr-holder.ts";
import { CATALOGUES } from "../../worker/i18n/catalogues.ts";
import {
  eventually,
  hydrated,
  openPage,
  screenshot,
  type TViewport,
  useBrowser,
  VIEWPORTS,
} from "../helpers/browser/browser.ts";
import { readQr } from "../helpers/qr.ts";
import { uniqueIp } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// Demo pins seeded by tools/demo-data.ts.
const CORNER_SHOP = "corner shop!";
const CORNER_SHOP_LINK = `${baseUrl}/?pin=corner%20shop!`;

const resultHeading = (page: Page, name: string) => page.getByRole("heading", { name: `MyPin: ${name}`, exact: true });

const isOnResult = (page: Page, name: string) => {
  const url = new URL(page.url());
  return url.pathname === "/" && url.searchParams.get("pin") === name;
};

// What the QR code in the picture a visitor sees scans to (null until it is drawn), read back from a
// screenshot rather than from the page's own data.
async function scannedFrom(picture: Locator) {
  return (await readQr(await picture.screenshot())).text;
}

async function fitsPhoneWidth(page: Page) {
  return (await page.evaluate(() => document.documentElement.scrollWidth)) <= VIEWPORTS.phone.width;
}

type TLeft = { at: number; inClick: boolean };

// Runs in the page: when and how the share page was left, read where it happens, at the first
// history entry with another address. The test's own clock starts whenever it gets to look, which
// a busy machine makes late.
function watchLeavingTheSharePage() {
  const w = window as unknown as { clicking: boolean; left?: TLeft };
  w.clicking = false;
  window.addEventListener("click", () => (w.clicking = true), { capture: true });
  window.addEventListener("click", () => (w.clicking = false));
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      if (!location.pathname.startsWith("/share/")) w.left ??= { at: performance.now(), inClick: w.clicking };
    };
  }
}

const leftTheSharePage = (page: Page) => page.evaluate(() => (window as unknown as { left?: TLeft }).left);

it("waits 2 seconds on a share page, then opens the pin's result in place of it, searching once", async () => {
  const { page } = await openPage(browser(), "desktop");
  // Timed in the page, from its first paint to the history entry that leaves the share page.
  await page.addInitScript(watchLeavingTheSharePage);
  await page.goto(baseUrl);
  // The share page came with its search answered, which counted it; the result it opens reuses it.
  const searches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/pins/")) searches.push(request.url());
  });
  await page.goto(`${baseUrl}/share/corner%20shop!`);
  expect(await page.getByText("Created by: MyPin Demo").isVisible()).toBe(true);
  await eventually(() => page.getByRole("heading", { name: "Opening MyPin: corner shop!" }).isVisible()).toBe(true);
  expect(await page.getByText("Taking you to this MyPin in 2 seconds.").isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Go now" }).isVisible()).toBe(true);

  await eventually(() => isOnResult(page, CORNER_SHOP)).toBe(true);
  const paintedAt = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
  );
  const left = await leftTheSharePage(page);
  expect(left?.inClick).toBe(false);
  expect((left?.at ?? 0) - paintedAt).toBeGreaterThanOrEqual(2000);
  await eventually(() => resultHeading(page, CORNER_SHOP).isVisible()).toBe(true);
  expect(searches).toEqual([]);

  // The share page replaced itself in the history, so Back returns to where the visitor came from.
  await page.goBack();
  await eventually(() => new URL(page.url()).search).toBe("");
  expect(new URL(page.url()).pathname).toBe("/");
});

it("opens the result at once with Go now, lower-casing the name", async () => {
  const { page } = await openPage(browser(), "desktop");
  // "At once" as cause, not as a time: the page's long timers never fire here, so the 2 s forward
  // cannot beat a slow click, and the history entry that leaves the share page must be written
  // while the click is still being handled.
  await page.addInitScript(() => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      (delay ?? 0) >= 1000 ? 0 : setTimer(handler, delay, ...args)) as typeof window.setTimeout;
  });
  await page.addInitScript(watchLeavingTheSharePage);
  await page.goto(`${baseUrl}/share/My.Pin2`);
  await eventually(() => page.getByRole("heading", { name: "Opening MyPin: my.pin2" }).isVisible()).toBe(true);
  await hydrated(page);
  await page.getByRole("link", { name: "Go now" }).click();
  await eventually(() => isOnResult(page, "my.pin2")).toBe(true);
  expect((await leftTheSharePage(page))?.inClick).toBe(true);
  await eventually(() => resultHeading(page, "my.pin2").isVisible()).toBe(true);
});

it("leads from the sharing guide's example link to the pin's result", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(`${baseUrl}/share-mypins`);
  await eventually(() => page.getByRole("heading", { name: "Direct links" }).isVisible()).toBe(true);
  expect(await page.getByText(`${baseUrl}/?pin={name}`).isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: `${baseUrl}/?pin=my.pin2` }).isVisible()).toBe(true);
  await page.getByRole("link", { name: CORNER_SHOP_LINK }).click();
  await eventually(() => resultHeading(page, CORNER_SHOP).isVisible()).toBe(true);
  expect(isOnResult(page, CORNER_SHOP)).toBe(true);
});

it("explains the QR code in the sharing guide and links to the printable card", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(`${baseUrl}/share-mypins`);
  for (const heading of ["Three ways to share", "Direct links", "QR codes", "Logo and icon"]) {
    await eventually(() => page.getByRole("heading", { name: heading, level: 2 }).isVisible()).toBe(true);
  }
  expect(await page.getByText("Owners download it from Manage My MyPins").isVisible()).toBe(true);
  await page.getByRole("link", { name: "See the printable card" }).click();
  await eventually(() => page.getByRole("heading", { name: "QR Code Example" }).isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/qr-example");
});

it("downloads the logo and the icon as SVG files from the sharing guide", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(`${baseUrl}/share-mypins`);
  for (const [name, file] of [
    ["Download the MyPin logo (SVG)", "mypin-logo.svg"],
    ["Download the MyPin icon (SVG)", "mypin-icon.svg"],
  ] as const) {
    const link = page.getByRole("link", { name });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(file);
    const response = await page.request.get(`${baseUrl}/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  }
});

it("shows the printable card with an example name and a QR code that scans to its link", async () => {
  const { page } = await openPage(browser(), "desktop");
  await page.goto(`${baseUrl}/qr-example`);
  const card = page.getByRole("img", {
    name: "MyPin QR card for corner shop!: Scan for directions, the name and its QR code",
  });
  await eventually(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
    QR_HOLDER.width,
  );
  expect(await page.getByText(CORNER_SHOP_LINK).isVisible()).toBe(true);

  await eventually(() => scannedFrom(page.getByRole("figure"))).toBe(CORNER_SHOP_LINK);
});

it.each(LOCALES)(
  "serves the QR holder in %s at the size and with the blank square the QR download relies on",
  async (locale) => {
    const response = await fetch(`${baseUrl}${localeBase(locale)}${QR_HOLDER.file}`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    const { width, height, qrBox } = QR_HOLDER;
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`));
    expect(svg).toContain(
      `<rect x="${qrBox.x}" y="${qrBox.y}" width="${qrBox.size}" height="${qrBox.size}" fill="#fff"/>`,
    );
    const { heading, hint } = CATALOGUES[locale].share.qrHolder;
    expect(svg).toContain(`>${heading.replaceAll("&", "&amp;")}</text>`);
    expect(svg).toContain(`>${hint.replaceAll("&", "&amp;")}</text>`);
  },
);

it("answers shared links with preview tags naming the pin for messaging apps", async () => {
  for (const path of ["/share/corner%20shop!", "/?pin=corner%20shop!"]) {
    // Each page is a search, limited per client as the API's are.
    const response = await fetch(`${baseUrl}${path}`, { headers: { "CF-Connecting-IP": uniqueIp() } });
    expect(response.status, path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<meta property="og:title" content="MyPin: corner shop!" />');
    expect(html, path).toContain(`<meta property="og:url" content="${CORNER_SHOP_LINK}" />`);
    expect(html, path).toContain('<meta name="twitter:card" content="summary" />');
    expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
  }
  // The landing carries the site's own card, never a pin's, though its popular names list pins.
  const landing = await (await fetch(baseUrl)).text();
  const metaTags = landing.match(/<meta [^>]*>/g) ?? [];
  expect(metaTags).toContain('<meta property="og:title" content="MyPin: a short, memorable name for any place" />');
  expect(metaTags.filter((tag) => tag.includes("corner shop!"))).toEqual([]);
});

describe.each(Object.keys(VIEWPORTS) as TViewport[])("the sharing pages on %s", (viewport) => {
  it("lay out the share page, the guide and the card example", async () => {
    const { page } = await openPage(browser(), viewport);
    for (const [path, heading, shot] of [
      ["/share/corner%20shop!", "Opening MyPin: corner shop!", "share-page"],
      ["/share-mypins", "Share MyPins", "share-mypins"],
      ["/qr-example", "QR Code Example", "qr-example"],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await eventually(() => page.getByRole("heading", { name: heading, level: 1 }).isVisible()).toBe(true);
      // The card example is only complete once its QR code has been drawn.
      if (shot === "qr-example") await eventually(() => scannedFrom(page.getByRole("figure"))).toBe(CORNER_SHOP_LINK);
      await screenshot(page, `${shot}-${viewport}`);
      if (viewport === "phone") expect(await fitsPhoneWidth(page), path).toBe(true);
    }
  });
});
