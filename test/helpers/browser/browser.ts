import { mkdirSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

export type TViewport = keyof typeof VIEWPORTS;

// A 1x1 transparent PNG: map tiles come from outside this machine, so the tests serve their own.
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export function launchBrowser() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

// Every context is its own visitor with its own address, as real visitors are; otherwise the
// per-IP rate limits (10 sign-ins a minute) would count the whole suite as one client. Local
// workerd takes CF-Connecting-IP as the browser sends it.
function visitorIp() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export type TOpenOptions = { geolocation?: { latitude: number; longitude: number } };

// Page errors and console errors (a CSP violation is one) are collected so each test can assert none.
// A geolocation is granted to the page, so a test knows where "the visitor's location" is.
export async function openPage(
  browser: Browser,
  viewport: TViewport,
  options: TOpenOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    permissions: ["clipboard-read", "clipboard-write", ...(options.geolocation ? ["geolocation"] : [])],
    ...(options.geolocation ? { geolocation: options.geolocation } : {}),
    extraHTTPHeaders: { "CF-Connecting-IP": visitorIp() },
  });
  await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, errors };
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

// The API answers refusals with 4xx, which Chromium logs as console errors; only those a test
// provokes on purpose are expected.
export function unexpected(errors: string[], ...statuses: number[]) {
  return errors.filter(
    (error) => !statuses.some((status) => error.includes(`the server responded with a status of ${status}`)),
  );
}
