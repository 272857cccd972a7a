import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, onTestFinished } from "vitest";
import type { TLocale } from "../../../domain/locales.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../../tools/chromium.ts";
import { CATALOGUES } from "../../../worker/i18n/catalogues.ts";
import { uniqueIp } from "../unique.ts";

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

export type TViewport = keyof typeof VIEWPORTS;

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
}

// An unexpected console error fails a test. A test names the errors it provokes on purpose, and
// only those pass.
export type TExpectedErrors = {
  // The API refuses with 4xx and 5xx statuses, and Chromium logs each refusal as the console error
  // "Failed to load resource: the server responded with a status of N".
  expectedStatuses?: number[];
  // Any other console error provoked on purpose (a request the test aborts, say).
  expectedErrors?: RegExp[];
};

export type TOpenOptions = TExpectedErrors & {
  viewport?: TViewport;
  // Granted to the page, so a test knows where "the visitor's location" is.
  geolocation?: { latitude: number; longitude: number };
  // The visitor's cookie choice when the context opens: denied unless told, so the cookie banner
  // covers nothing a test clicks; null is a visitor who has not chosen (test/e2e/consent.test.ts).
  consent?: "accepted" | "denied" | null;
  // The browser's language ("de-DE"), which it sends as Accept-Language and the page reads as
  // navigator.languages; English (US) unless told.
  locale?: string;
};

function isExpected(error: string, { expectedStatuses = [], expectedErrors = [] }: TExpectedErrors) {
  return (
    expectedStatuses.some((status) => new RegExp(`the server responded with a status of ${status}\\b`).test(error)) ||
    expectedErrors.some((pattern) => pattern.test(error))
  );
}

// A browser context of its own visitor (own cookies, own address: the per-IP rate limits would
// otherwise count the whole suite as one client), for the current test only. Page errors and
// console errors of every page in it are collected into `errors`, which the test may read. When
// the test has finished, passed or failed, the context is closed and the test fails on any error
// it did not declare; vitest reports that after the test's own failure, never in place of it.
export async function openContext(
  browser: Browser,
  options: TOpenOptions = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const { viewport = "desktop", geolocation, consent = "denied", locale = "en-US" } = options;
  const context = await browser.newContext({
    locale,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    permissions: ["clipboard-read", "clipboard-write", ...(geolocation ? ["geolocation"] : [])],
    ...(geolocation ? { geolocation } : {}),
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueIp() },
  });
  if (consent !== null) {
    await context.addCookies([{ name: "cookies-consent", value: consent, url: inject("baseUrl") }]);
  }
  const errors: string[] = [];
  // Where each error came from (a failed resource's address, say), for the failure message only.
  const sources: string[] = [];
  onTestFinished(async () => {
    const seen = errors.map((error, index) => ({ error, source: sources[index] }));
    await context.close();
    expect(
      seen.filter(({ error }) => !isExpected(error, options)).map(({ error, source }) => `${error} (${source})`),
      "page errors and console errors the test did not declare",
    ).toEqual([]);
  });
  context.on("weberror", (error) => {
    errors.push(error.error().message);
    sources.push(error.page()?.url() ?? "no page");
  });
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    errors.push(message.text());
    sources.push(message.location().url || (message.page()?.url() ?? "no page"));
  });
  return { context, errors };
}

// A page in a context of its own (see openContext), on a desktop or a phone.
export async function openPage(
  browser: Browser,
  viewport: TViewport,
  options: Omit<TOpenOptions, "viewport"> = {},
): Promise<{ page: Page; errors: string[] }> {
  const { context, errors } = await openContext(browser, { ...options, viewport });
  return { page: await context.newPage(), errors };
}

// One browser per test file: launched before its tests, closed after them.
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not running yet");
    return browser;
  };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync("test-results", { recursive: true });
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

// The local worker (hashing a password, calling the Stripe emulator) answers within a second or
// two, longer while other suites run.
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

// A page arrives as HTML and its script attaches to it later (docs/decisions/037): a press before
// then is a plain link's or nothing. The footer says which currency payment will use once the app
// is hydrated and has asked where the visitor is; a page loaded on demand is hydrated apart, once
// its code has come, and React marks each element it has attached to with its props.
export async function hydrated(page: Page, locale: TLocale = "en") {
  const paymentCurrency = CATALOGUES[locale].site.footer.paymentCurrency("").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await eventually(() => page.getByText(new RegExp(`^${paymentCurrency}`)).isVisible()).toBe(true);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await eventually(() =>
    heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))),
  ).toBe(true);
  await page.waitForLoadState("networkidle");
}
