import { expect, inject, it } from "vitest";
import { PAGE_COOKIE_BANNER_ID } from "../../domain/consent.ts";
import { cookieBanner } from "../../domain/messages/consent.ts";
import { INDEXED_PAGES } from "../../domain/page-meta.ts";
import { DEMO_PINS } from "../../tools/demo-data.ts";
import { eventually, hydrated, openPage, useBrowser } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// Every page whose HTML the build renders, and the pages the worker renders from its templates: a
// shared link to a pin, to a name near one (suggestions) and to a name near none, its share page,
// and the landing with its popular names (which "/" always has here: the demo pins are searched).
const corner = DEMO_PINS[0].mypin;
const CORNER_LINK = `/?pin=${encodeURIComponent(corner)}`;
const SHARE_LINKS = [
  CORNER_LINK,
  `/?pin=${encodeURIComponent("cornr shop!")}`,
  `/?pin=${encodeURIComponent("no such place at all")}`,
  `/share/${encodeURIComponent("cornr shop!")}`,
  `/share/${encodeURIComponent(corner)}`,
];
const PAGES = [...INDEXED_PAGES.map((page) => page.path), ...SHARE_LINKS];

// What the page does from its first byte: every layout shift (none of them after input here), the
// first heading the HTML had, and every console warning, which a production build of React gives
// none of unless something is wrong. A page that moves on by itself (a pin's share page forwards to
// its result 2 s after it is hydrated) is read as it was the moment before it left.
function watchTheLoad() {
  type TShift = PerformanceEntry & { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly }[] };
  type TRecord = { shifts: string[]; sameHeading: boolean };
  const seen = window as unknown as {
    shifts: string[];
    firstHeading: Element | null;
    servedBanner: boolean;
    record: () => TRecord;
    beforeLeaving: TRecord | null;
  };
  seen.shifts = [];
  seen.firstHeading = null;
  seen.beforeLeaving = null;
  seen.record = () => ({
    shifts: [...seen.shifts],
    sameHeading: seen.firstHeading !== null && seen.firstHeading === document.querySelector("h1"),
  });
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
    // PAGE_COOKIE_BANNER_ID, written out: this function runs in the page, apart from its module.
    seen.servedBanner = document.getElementById("page-cookie-banner") !== null;
  });
  // The router writes the history at start without changing the address; only a new address leaves.
  for (const method of ["pushState", "replaceState"] as const) {
    const write = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      const leaving = url != null && new URL(url, location.href).href !== location.href;
      if (leaving && seen.beforeLeaving === null) seen.beforeLeaving = seen.record();
      write(data, unused, url);
    };
  }
}

async function openWatched(
  path: string,
  viewport: "phone" | "desktop",
  { expectedStatuses = [], consent = "denied" }: { expectedStatuses?: number[]; consent?: "denied" | null } = {},
) {
  const { page, errors } = await openPage(browser(), viewport, { expectedStatuses, consent });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.addInitScript(watchTheLoad);
  await page.goto(`${baseUrl}${path}`);
  return { page, errors, warnings };
}

async function loadOf(viewport: "phone" | "desktop", path: string) {
  const { page, errors, warnings } = await openWatched(path, viewport);
  await hydrated(page);
  const { shifts, sameHeading } = await page.evaluate(() => {
    const seen = window as unknown as {
      record: () => { shifts: string[]; sameHeading: boolean };
      beforeLeaving: { shifts: string[]; sameHeading: boolean } | null;
    };
    return seen.beforeLeaving ?? seen.record();
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
  const { page } = await openWatched("/#access_token=abc&type=recovery", "desktop", { expectedStatuses: [400] });
  await eventually(() => page.getByRole("heading", { level: 1 }).first().innerText()).not.toBe("");
  expect(await page.evaluate(() => document.getElementById("root")?.dataset.screen)).toBe("landing");
  expect(
    await page.evaluate(
      () => (window as unknown as { firstHeading: Element | null }).firstHeading === document.querySelector("h1"),
    ),
  ).toBe(false);
});

// A visitor who has not chosen gets the banner in the page's HTML, so it paints with the page; the
// app's own banner, whose buttons work, takes its place without moving anything.
it.each(["/", CORNER_LINK, "/pricing"])(
  "shows %s's cookie banner from the first paint, then the app's in its place",
  async (path) => {
    const loads = await Promise.all(
      (["phone", "desktop"] as const).map(async (viewport) => {
        const { page, errors, warnings } = await openWatched(path, viewport, { consent: null });
        await hydrated(page);
        const banner = page.getByRole("region", { name: cookieBanner.region });
        await eventually(() => banner.getByRole("button", { name: cookieBanner.accept }).isEnabled()).toBe(true);
        const { shifts, servedBanner } = await page.evaluate(() => {
          const seen = window as unknown as { shifts: string[]; servedBanner: boolean };
          return { shifts: seen.shifts, servedBanner: seen.servedBanner };
        });
        return {
          viewport,
          servedBanner,
          banners: await banner.count(),
          pageBannerLeft: await page.locator(`#${PAGE_COOKIE_BANNER_ID}`).count(),
          shifts,
          warnings,
          errors,
        };
      }),
    );
    expect(loads).toEqual(
      (["phone", "desktop"] as const).map((viewport) => ({
        viewport,
        servedBanner: true,
        banners: 1,
        pageBannerLeft: 0,
        shifts: [],
        warnings: [],
        errors: [],
      })),
    );
  },
);
