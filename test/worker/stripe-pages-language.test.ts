import { describe, expect, it } from "vitest";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { uniqueName } from "../helpers/unique";
import { paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { stripeClient } from "../helpers/worker/stripe";

// Stripe's hosted checkout and billing portal speak the language the reader reads MyPin in.
describe("Stripe's own pages", () => {
  it("open in the reader's language: a checkout and the billing portal", async () => {
    const { browser } = await signedInBuyer();
    const started = await browser.api.checkout.$post(
      { json: { mypin: uniqueName("sprache"), latitude: 51.5, longitude: -0.12 } },
      { headers: { "Accept-Language": "de-DE,de;q=0.9" } },
    );
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    expect((await stripeClient().checkout.sessions.retrieve(sessionIdOf(url))).locale).toBe("de");
    expect(await (await fetch(url)).text()).toContain('data-locale="de"');

    await paidCheckout(browser, { mypin: uniqueName("langue") });
    const portal = await browser.api["billing-portal"].$post({ json: {} }, { headers: { "Accept-Language": "fr" } });
    const { url: portalUrl } = (await portal.json()) as { url: string };
    // Stripe has no way to read a portal session back: its page says which language it was given.
    expect(await (await fetch(portalUrl)).text()).toContain('data-locale="fr"');
  });
});
