import type { Page } from "playwright-core";
import { expect, inject, it } from "vitest";
import { footer } from "../../domain/messages/site.ts";
import { INDEXED_PAGES } from "../../domain/page-meta.ts";
import { DEMO_PINS } from "../../tools/demo-data.ts";
import { eventually, hydrated, openPage, useBrowser } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// Every page whose HTML the build renders, and the pages the worker renders from its templates: a
// shared link to a pin, to a name near one (suggestions) and to a name near none, its share page,
// and the landing with its popular names (which "/" always has here: the demo pins are searched).
const corner = DEMO_PINS[0].mypin;
const SHARE_LINKS = [
  `/?pin=${encodeURIComponent(corner)}`,
  `/?pin=${encodeURIComponent("cornr shop!")}`,
  `/?pin=${encodeURIComponent("no such place at all")}`,
  `/share/${encodeURIComponent("cornr shop!")}`,
  `/share/${encodeURIComponent(corner)}`,
];
const PAGES = [...INDEXED_PAGES.map((page) => page.path), ...SHARE_LINKS];

// What the page does from its first byte: every layout shift (none of them after input here), the
// first heading the HTML had, and every console warning, which a production build of React gives
// none of unless something is wrong.
function watchTheLoad() {
  type TShift = PerformanceEntry & { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly }[] };
  const seen = window as unknown as { shifts: string[]; firstHeading: Element | null };
  seen.shifts = [];
  // Each shift as what moved and from where, so a failure says which element to hold in place.
  const named = (node: Node | null | undefined) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as TShift[]) {
      const moved = entry.sources.map(
        ({ node, previousRect }) => `${named(node)} from ${previousRect.x},${previousRect.y}`,
      );
      seen.shifts.push(`${entry.value.toFixed(5)}: ${moved.join("; ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
  document.addEventListener("DOMContentLoaded", () => {
    seen.firstHeading = document.querySelector("h1");
  });
}

async function openWatched(path: string, viewport: "phone" | "desktop", expectedStatuses: number[] = []) {
  const { page, errors } = await openPage(browser(), viewport, { expectedStatuses });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.addInitScript(watchTheLoad);
  await page.goto(`${baseUrl}${path}`);
  return { page, errors, warnings };
}

// Read once the page is hydrated, but a pin's share page at once: it forwards to its result 2 s
// after it is hydrated.
async function settled(page: Page, path: string) {
  if (path === SHARE_LINKS.at(-1)) {
    await eventually(() => page.getByText(new RegExp(`^${footer.paymentCurrency("")}`)).isVisible()).toBe(true);
    return;
  }
  await hydrated(page);
}

async function loadOf(viewport: "phone" | "desktop", path: string) {
  const { page, errors, warnings } = await openWatched(path, viewport);
  await settled(page, path);
  const { shifts, sameHeading } = await page.evaluate(() => {
    const seen = window as unknown as { shifts: string[]; firstHeading: Element | null };
    return {
      shifts: seen.shifts,
      sameHeading: seen.firstHeading !== null && seen.firstHeading === document.querySelector("h1"),
    };
  });
  return { viewport, shifts, sameHeading, warnings, errors };
}

// On a phone and on a desktop at once: the HTML is the same, but what shows, and may move, is not.
it.each(PAGES)("hydrates %s as it was served: the same elements, no warning, no layout shift", async (path) => {
  const loads = await Promise.all([loadOf("phone", path), loadOf("desktop", path)]);
  expect(loads).toEqual(
    (["phone", "desktop"] as const).map((viewport) => ({
      viewport,
      shifts: [],
      sameHeading: true,
      warnings: [],
      errors: [],
    })),
  );
});

it("renders afresh, not over the landing, a recovery link whose fragment no server sees", async () => {
  // The reset screen checks the made-up token, which the API refuses.
  const { page } = await openWatched("/#access_token=abc&type=recovery", "desktop", [400]);
  await eventually(() => page.getByRole("heading", { level: 1 }).first().innerText()).not.toBe("");
  expect(await page.evaluate(() => document.getElementById("root")?.dataset.screen)).toBe("landing");
  expect(
    await page.evaluate(
      () => (window as unknown as { firstHeading: Element | null }).firstHeading === document.querySelector("h1"),
    ),
  ).toBe(false);
});
