import { describe, expect, inject, it } from "vitest";
import { success } from "../../domain/messages/purchase.ts";
import { signUpThroughAuthScreen } from "../helpers/browser/accounts.ts";
import { eventually, openPage, useBrowser } from "../helpers/browser/browser.ts";
import { checkoutWithoutCode, payOnCheckoutPage } from "../helpers/browser/owner-journey.ts";
import { uniqueEmail, uniqueName } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// wrangler dev prints 127.0.0.1; PUBLIC_ORIGIN, where Stripe sends buyers back, is localhost.
const elsewhere = baseUrl.replace("//localhost:", "//127.0.0.1:");

describe("one origin", () => {
  it("moves a buyer who opened MyPin at another address to PUBLIC_ORIGIN, so they come back from paying signed in", async () => {
    const { page } = await openPage(browser(), "desktop");
    const account = { email: uniqueEmail("elsewhere"), password: "Sunny-Day-42" };
    await signUpThroughAuthScreen(page, account, `${elsewhere}/?page=auth`);
    expect(new URL(page.url()).origin).toBe(baseUrl);

    const name = uniqueName("origin", "basic");
    await page.goto(`${elsewhere}/?mypin=${encodeURIComponent(name)}&action=buy`);
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await checkoutWithoutCode(page);
    await payOnCheckoutPage(page);

    await eventually(() => page.getByRole("heading", { name: success.created }).isVisible()).toBe(true);
    expect(new URL(page.url()).origin).toBe(baseUrl);
  });
});
