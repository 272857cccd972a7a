import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { landing, landingPage } from "../../domain/messages/landing.ts";
import { aboutPage, ctaPage, themedPages } from "../../domain/messages/marketing-pages.ts";
import { availabilityPage, create, purchase, reservationPage } from "../../domain/messages/purchase.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, openPage, screenshot, type TViewport, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { signUpNewOwner } from "../helpers/browser/owner-journey.ts";
import { HERE } from "../helpers/places.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const THEMES = [
  ["/renters", themedPages.renters],
  ["/car-reg", themedPages.carReg],
  ["/wedding", themedPages.wedding],
  ["/business", themedPages.business],
] as const;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string, level: number) => page.getByRole("heading", { name, level, exact: true });
const checkLink = (page: Page) => page.getByRole("link", { name: themedPages.checkAvailability });
// Nothing wider than the screen, so a phone never scrolls sideways.
const fitsTheScreen = (page: Page, viewport: TViewport) =>
  page.evaluate(() => document.documentElement.scrollWidth).then((width) => width <= VIEWPORTS[viewport].width);

describe.each(["desktop", "phone"] as const)("the marketing pages on %s", (viewport) => {
  it.each(THEMES)(
    "%s shows its headline, pain points, benefits, the free offer and the way to /landing",
    async (path, theme) => {
      const { page } = await openPage(browser(), viewport);
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/videos/")) videoRequests.push(request.url());
      });
      await page.goto(`${baseUrl}${path}`);
      await eventually(() => heading(page, theme.headline, 1).isVisible()).toBe(true);
      expect(await page.getByText(theme.intro).isVisible()).toBe(true);

      const pains = page.getByRole("region", { name: themedPages.painsHeading }).getByRole("listitem");
      expect(await pains.count()).toBe(theme.pains.length);
      for (const [index, { problem, fix }] of theme.pains.entries()) {
        expect(await pains.nth(index).getByRole("heading", { name: problem, level: 3 }).isVisible()).toBe(true);
        expect(await pains.nth(index).getByText(fix).isVisible()).toBe(true);
      }
      const benefits = page.getByRole("region", { name: themedPages.benefitsHeading }).getByRole("listitem");
      expect(await benefits.allInnerTexts()).toEqual([...theme.benefits]);

      const banner = page.getByRole("region", { name: themedPages.freeBanner });
      expect(await banner.getByText(themedPages.freeBannerDetail).isVisible()).toBe(true);
      expect(themedPages.freeBannerDetail).toMatch(/Premium.*FREE3.*90 days/);
      expect(await banner.getByRole("link", { name: themedPages.checkAvailability }).getAttribute("href")).toBe(
        "/landing",
      );
      expect(await fitsTheScreen(page, viewport)).toBe(true);
      await screenshot(page, `themed${path.replace("/", "-")}-${viewport}`);
      await expectNoAxeViolations(page, `${path} on ${viewport}`);

      // The keyboard reaches the button and follows it.
      await checkLink(page).first().focus();
      await page.keyboard.press("Enter");
      await eventually(() => pathOf(page)).toBe("/landing");
      await eventually(() => page.getByLabel(availabilityPage.nameLabel).isVisible()).toBe(true);
      // Only the car page fetches the video: no other page preloads it.
      expect(videoRequests.length > 0).toBe(path === "/car-reg");
    },
  );

  it("/cta1 shows the three steps and a button to /landing", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(`${baseUrl}/cta1`);
    await eventually(() => heading(page, ctaPage.title, 1).isVisible()).toBe(true);
    const steps = page.getByRole("main").getByRole("listitem");
    expect(await steps.count()).toBe(3);
    for (const [index, { title, body }] of ctaPage.steps.entries()) {
      expect(await steps.nth(index).getByRole("heading", { name: title, level: 3 }).isVisible()).toBe(true);
      expect(await steps.nth(index).getByText(body).isVisible()).toBe(true);
    }
    expect(ctaPage.steps.map(({ title }) => title)).toEqual(["Name it", "Share it", "Find it"]);
    expect(await fitsTheScreen(page, viewport)).toBe(true);
    await screenshot(page, `cta1-${viewport}`);
    await expectNoAxeViolations(page, `/cta1 on ${viewport}`);

    await checkLink(page).click();
    await eventually(() => pathOf(page)).toBe("/landing");
  });

  it("/landing has 'How it works' and the occasions below the checker", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(`${baseUrl}/landing`);
    const howItWorks = page.getByRole("region", { name: landing.howItWorks });
    const occasions = page.getByRole("region", { name: landingPage.occasionsTitle });
    await eventually(() => occasions.isVisible()).toBe(true);
    expect(await howItWorks.getByRole("listitem").count()).toBe(3);
    expect(await occasions.getByRole("listitem").allInnerTexts()).toEqual([...landingPage.occasions]);
    // Below the checker, and the occasions below 'How it works'.
    const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())?.y ?? 0;
    expect(await top(howItWorks)).toBeGreaterThan(await top(page.getByLabel(availabilityPage.nameLabel)));
    expect(await top(occasions)).toBeGreaterThan(await top(howItWorks));
    expect(await fitsTheScreen(page, viewport)).toBe(true);
    await screenshot(page, `landing-occasions-${viewport}`);
    await expectNoAxeViolations(page, `/landing on ${viewport}`);
  });

  it("/about says who MyPin is for, how it works, what it costs, the name policy and how to reach us", async () => {
    const { page } = await openPage(browser(), viewport);
    await page.goto(`${baseUrl}/about`);
    await eventually(() => heading(page, aboutPage.title, 1).isVisible()).toBe(true);
    for (const name of [
      aboutPage.forWhomHeading,
      aboutPage.howHeading,
      aboutPage.costHeading,
      aboutPage.policyHeading,
      aboutPage.contactHeading,
    ]) {
      expect(await heading(page, name, 2).isVisible()).toBe(true);
    }
    expect(await page.getByText(aboutPage.policy).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: aboutPage.pricingLink }).getAttribute("href")).toBe("/pricing");
    expect(await page.getByRole("link", { name: aboutPage.contactLink }).getAttribute("href")).toBe("/contact");
    expect(await fitsTheScreen(page, viewport)).toBe(true);
    await screenshot(page, `about-${viewport}`);
    await expectNoAxeViolations(page, `/about on ${viewport}`);
  });
});

it("takes a visitor from a themed page to the promotion step with Free3 filled in", async () => {
  const { page } = await openPage(browser(), "desktop", { geolocation: HERE });
  await signUpNewOwner(page);
  const name = uniqueName("themed", "premium");
  await page.goto(`${baseUrl}/wedding`);
  await checkLink(page).first().click();
  await eventually(() => pathOf(page)).toBe("/landing");
  await page.getByLabel(availabilityPage.nameLabel).fill(name);
  await page.getByRole("button", { name: availabilityPage.check }).click();
  await eventually(() => pathOf(page)).toBe("/landing2");
  await page.getByRole("link", { name: reservationPage.placeOnMap }).click();

  const buy = page.getByRole("button", { name: create.buy, exact: true });
  await eventually(() => buy.isEnabled()).toBe(true);
  await buy.click();
  const promo = page.getByRole("dialog", { name: purchase.promoTitle });
  await eventually(() => promo.isVisible()).toBe(true);
  expect(await promo.getByLabel(purchase.promoLabel).inputValue()).toBe("Free3");
});

describe("the car page's video", () => {
  // The video lasts 7 s; played 16 times faster its three plays take under 2 s. Every `play` and
  // `ended` is counted from the start, before the page's own script runs.
  it("plays muted and inline until it has finished three times, then rests on its last frame", async () => {
    const { page } = await openPage(browser(), "phone");
    await page.addInitScript(() => {
      const counts = { ended: 0, play: 0 };
      Object.assign(window, { videoCounts: counts });
      document.addEventListener("ended", () => counts.ended++, true);
      document.addEventListener(
        "play",
        (event) => {
          counts.play++;
          (event.target as HTMLVideoElement).playbackRate = 16;
        },
        true,
      );
    });
    await page.goto(`${baseUrl}/car-reg`);
    const video = page.getByLabel(themedPages.carVideoLabel);
    const videoState = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        ended: element.ended,
        atEnd: Math.abs(element.duration - element.currentTime) < 0.1,
        muted: element.muted,
        inline: element.playsInline,
        loop: element.loop,
        controls: element.controls,
        counts: (window as unknown as { videoCounts: { ended: number; play: number } }).videoCounts,
      }));
    await eventually(async () => (await videoState()).counts.ended).toBe(3);
    // A fourth play would start and end within this wait.
    await page.waitForTimeout(1000);
    expect(await videoState()).toEqual({
      paused: true,
      ended: true,
      atEnd: true,
      muted: true,
      inline: true,
      loop: false,
      controls: false,
      counts: { ended: 3, play: 3 },
    });
  });

  it("does not play by itself for a visitor who asks for reduced motion", async () => {
    const { page } = await openPage(browser(), "phone");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${baseUrl}/car-reg`);
    await eventually(() => page.locator("video").isVisible()).toBe(true);
    await page.waitForTimeout(1000);
    expect(
      await page.locator("video").evaluate((video: HTMLVideoElement) => ({
        paused: video.paused,
        currentTime: video.currentTime,
        autoplay: video.autoplay,
        controls: video.controls,
        poster: new URL(video.poster).pathname,
      })),
    ).toEqual({ paused: true, currentTime: 0, autoplay: false, controls: true, poster: "/videos/car-reg-poster.jpg" });
    await expectNoAxeViolations(page, "/car-reg with reduced motion");
  });
});
