import { describe, expect, it, vi } from "vitest";
import { accountMenu } from "../../domain/messages/site";
import { uniqueName } from "../helpers/unique";
import { browserSession } from "../helpers/worker/browser-session";
import { paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { emulator, stripeClient } from "../helpers/worker/stripe";

describe("POST /api/billing-portal", () => {
  it("opens the provider's portal for a customer", async () => {
    const { browser } = await signedInBuyer();
    await paidCheckout(browser, { mypin: uniqueName("portal") });
    const response = await browser.api["billing-portal"].$post({ json: {} });
    expect(response.status).toBe(200);
    const { url } = await response.json();
    expect(new URL(url).pathname).toMatch(/^\/portal\/bps_/);
    // Its way back leads to the owner's pins, where what was changed there shows.
    expect(await (await fetch(url)).text()).toContain('href="http://mypin.test/?page=manage"');
  });

  it("fails in the spec's words for a user who never bought, or when the provider fails", async () => {
    const { browser } = await signedInBuyer();
    const never = await browser.post("/api/billing-portal", {});
    expect(never.status).toBe(404);
    expect(await never.json()).toEqual({
      error: { code: "NO_BILLING_ACCOUNT", message: accountMenu.billingPortalFailed },
    });

    const sessionId = await paidCheckout(browser, { mypin: uniqueName("portal") });
    const { customer } = await stripeClient().checkout.sessions.retrieve(sessionId);
    await emulator.failNextCalls("POST", "/v1/billing_portal/sessions", 2, 500, `customer=${customer}`);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const down = await browser.post("/api/billing-portal", {});
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({
      error: { code: "BILLING_PORTAL_FAILED", message: accountMenu.billingPortalFailed },
    });
  });

  it("needs a signed-in user", async () => {
    expect((await browserSession().post("/api/billing-portal", {})).status).toBe(401);
  });
});
