import { describe, expect, it, vi } from "vitest";
import { create } from "../../domain/messages/purchase";
import { uniqueName } from "../helpers/unique";
import { browserSession } from "../helpers/worker/browser-session";
import { signedInBuyer } from "../helpers/worker/purchase";
import { emulator } from "../helpers/worker/stripe";

async function validate(
  promoCode: unknown,
  browser?: Awaited<ReturnType<typeof signedInBuyer>>["browser"],
  mypin: unknown = uniqueName("promo", promoCode === "FREE3" ? "premium" : "basic"),
) {
  const session = browser ?? (await signedInBuyer()).browser;
  const response = await session.post("/api/promo-codes/validate", { promoCode, mypin });
  return { status: response.status, body: await response.json() };
}

describe("POST /api/promo-codes/validate", () => {
  it("turns FREE3 on a Premium name and FREE7, in any case, on a Basic one into our own trials", async () => {
    const { browser } = await signedInBuyer();
    expect(await validate("FREE3", browser)).toEqual({
      status: 200,
      body: { valid: true, error: null, discount: null, specialTrial: { code: "FREE3", days: 90 } },
    });
    expect((await validate(" free7 ", browser)).body).toMatchObject({
      valid: true,
      specialTrial: { code: "FREE7", days: 7 },
    });
  });

  it("finds active Stripe promotion codes with a percentage or a fixed amount off", async () => {
    const { browser } = await signedInBuyer();
    expect((await validate("welcome10", browser)).body).toEqual({
      valid: true,
      error: null,
      discount: { type: "percentage", value: 10 },
      specialTrial: null,
    });
    expect((await validate("SAVE5", browser)).body).toMatchObject({
      discount: { type: "fixed", value: 500, currency: "gbp" },
    });
  });

  it("says an unknown code is invalid, in the spec's words", async () => {
    expect(await validate("NOT-A-CODE")).toEqual({
      status: 200,
      body: { valid: false, error: create.promoInvalid, discount: null, specialTrial: null },
    });
  });

  it("refuses an empty code, and a signed-out caller", async () => {
    expect(await validate("  ")).toEqual({
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: create.promoInvalid } },
    });
    const { browser } = await signedInBuyer();
    expect((await browser.post("/api/promo-codes/validate", { promoCode: "FREE3" })).status).toBe(400);
    expect((await validate("FREE3", browser, "a..b")).status).toBe(400);
    const signedOut = await browserSession().post("/api/promo-codes/validate", {
      promoCode: "FREE3",
      mypin: uniqueName("promo", "premium"),
    });
    expect(signedOut.status).toBe(401);
  });

  it("refuses a code holding half a character rather than failing to send it to the provider", async () => {
    expect(await validate("SAVE\uD800")).toEqual({
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: create.promoInvalid } },
    });
  });

  it("says the code could not be checked when the provider fails", async () => {
    const { browser } = await signedInBuyer();
    await emulator.failNextCalls("GET", "/v1/promotion_codes?code=WELCOME10");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await validate("WELCOME10", browser)).toEqual({
      status: 502,
      body: { error: { code: "PROMO_UNAVAILABLE", message: create.promoUnavailable } },
    });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
