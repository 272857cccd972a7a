import { expect, inject, it } from "vitest";
import { openPage, useBrowser } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// The layout shift Lighthouse counts: every shift not caused by the visitor's own input, from the
// start of the load (buffered), read once the page has arrived.
const LAYOUT_SHIFT_SUM = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
`;

// Issue 15: on a phone the footer showed under the loading spinner and jumped down when the page
// arrived. The page's own chunk is held back a little, as a slow network holds it, so the spinner
// paints first.
it.each(["/pricing", "/renters", "/share-mypins"])("does not move the footer while %s loads", async (path) => {
  const { page } = await openPage(browser(), "phone");
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const firstPaint = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!firstPaint.has(new URL(route.request().url()).pathname)) await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.addInitScript(LAYOUT_SHIFT_SUM);
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForTimeout(300);
  const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
  expect(shift).toBeLessThan(0.01);
});
