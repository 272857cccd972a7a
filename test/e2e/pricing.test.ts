import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { pricingFaq, pricingPage as text } from "../../domain/messages/pricing.ts";
import { create, purchase } from "../../domain/messages/purchase.ts";
import { DEMO_ACCOUNTS } from "../../tools/demo-data.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { HERE } from "../helpers/places.ts";
import { uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const stripeUrl = inject("stripeUrl");
const browser = useBrowser();

const tierCard = (page: Page, tier: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(`^${tier}`) }) });
const radio = (page: Page, code: string) => page.getByRole("radio", { name: code });
const paymentLine = (page: Page, code: string) => page.getByText(`Payment will use: ${code}`, { exact: true });

async function openPricing(page: Page) {
  await page.goto(`${baseUrl}/pricing`);
  await eventually(() => page.getByRole("heading", { name: text.title, level: 1 }).isVisible()).toBe(true);
}

describe("/pricing", () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`shows the tiers in the payment currency first, the offers and the FAQ (${viewport})`, async () => {
      const { page } = await openPage(browser(), viewport);
      await openPricing(page);
      // The local edge places every request in the US and the browser speaks en-US.
      await eventually(() => paymentLine(page, "USD").isVisible()).toBe(true);
      expect(await radio(page, "USD").isChecked()).toBe(true);
      expect(await tierCard(page, "Basic").innerText()).toMatch(/\$15 per year\s+Also £12 · €13/);
      expect(await tierCard(page, "Simple").innerText()).toMatch(/\$32 per year\s+Also £24 · €28/);
      expect(await tierCard(page, "Premium").innerText()).toMatch(/\$49 per year\s+Also £36 · €42/);

      expect(await page.getByRole("heading", { name: "FREE3: 90 days free" }).isVisible()).toBe(true);
      expect(await page.getByText("On a Premium name.", { exact: false }).isVisible()).toBe(true);
      expect(await page.getByRole("heading", { name: "FREE7: 7-day free trial" }).isVisible()).toBe(true);
      expect(await page.getByText("On a Basic name.", { exact: false }).isVisible()).toBe(true);

      // The FAQ opens and closes from the keyboard; the first answer quotes the pound ranges.
      const first = page.locator("details").first();
      const summary = first.locator("summary");
      expect(await summary.innerText()).toContain(pricingFaq[0].question);
      expect(await first.getByText(pricingFaq[0].answer).isVisible()).toBe(false);
      await summary.focus();
      await page.keyboard.press("Enter");
      await eventually(() => first.getByText(pricingFaq[0].answer).isVisible()).toBe(true);
      expect(pricingFaq[0].answer).toContain("Basic £12-15, Simple £24-32 and Premium £32-49");
      await expectNoAxeViolations(page, `pricing, FAQ open (${viewport})`);
      await screenshot(page, `pricing-${viewport}`);
      await page.keyboard.press("Space");
      await eventually(() => first.getByText(pricingFaq[0].answer).isVisible()).toBe(false);
      expect(await page.locator("details[open]").count()).toBe(0);
    });
  }

  it("carries structured data: a Product with the dollar ranges per tier, and the FAQ", async () => {
    const { page } = await openPage(browser(), "desktop");
    await openPricing(page);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (block) => JSON.parse(block) as Record<string, unknown>,
    );
    const product = blocks.find((block) => block["@type"] === "Product");
    expect(product?.offers).toEqual(
      [
        ["Basic", 12, 15],
        ["Simple", 24, 32],
        ["Premium", 32, 49],
      ].map(([name, lowPrice, highPrice]) =>
        expect.objectContaining({ "@type": "AggregateOffer", name, priceCurrency: "USD", lowPrice, highPrice }),
      ),
    );
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    expect(((faq?.mainEntity ?? []) as { name: string }[]).map((entry) => entry.name)).toEqual(
      pricingFaq.map((entry) => entry.question),
    );
  });

  it("keeps a chosen currency: the prices, the footer at once, after a reload, and at checkout", async () => {
    const { page } = await openPage(browser(), "desktop", { geolocation: HERE });
    await signIn(page, DEMO_ACCOUNTS.owner);
    await openPricing(page);
    await eventually(() => paymentLine(page, "USD").isVisible()).toBe(true);

    await page.locator("label").filter({ hasText: "EUR" }).click();
    await eventually(() => paymentLine(page, "EUR").isVisible()).toBe(true);
    expect(await tierCard(page, "Basic").innerText()).toMatch(/€13 per year\s+Also £12 · \$15/);
    expect(await page.evaluate(() => localStorage.getItem("mypin.currency"))).toBe('"eur"');
    await expectNoAxeViolations(page, "pricing, EUR chosen");
    await screenshot(page, "pricing-eur-desktop");

    await page.reload();
    await eventually(() => paymentLine(page, "EUR").isVisible()).toBe(true);
    // The page's HTML knows no stored choice; the choice shows once the page is hydrated.
    await eventually(() => radio(page, "EUR").isChecked()).toBe(true);

    // The radio group takes the arrow keys, as a native one does.
    await radio(page, "EUR").focus();
    await page.keyboard.press("ArrowRight");
    await eventually(() => paymentLine(page, "USD").isVisible()).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await eventually(() => paymentLine(page, "EUR").isVisible()).toBe(true);

    // A Basic name bought now is priced in euros on the provider's checkout page.
    const name = uniqueName("euro", "basic");
    await page.goto(`${baseUrl}/?mypin=${encodeURIComponent(name)}&action=buy`);
    const buy = page.getByRole("button", { name: create.buy, exact: true });
    await eventually(() => buy.isEnabled()).toBe(true);
    await buy.click();
    const promoDialog = page.getByRole("dialog", { name: purchase.promoTitle });
    await eventually(() => promoDialog.isVisible()).toBe(true);
    await promoDialog.getByRole("button", { name: purchase.skip }).click();
    await eventually(() => page.url().startsWith(stripeUrl)).toBe(true);
    await eventually(() => page.getByText("€13.00").first().isVisible()).toBe(true);
    expect(await page.getByText("$15.00").count()).toBe(0);
    expect(await page.getByText("£12.00").count()).toBe(0);
  });
});
