import { describe, expect, it } from "vitest";
import { ApiError, limitMessage, withWait } from "../../app/api/client";
import { qrLimits } from "../../domain/messages/manage";
import { holdLimits, paymentLimits } from "../../domain/messages/purchase";

describe("the words for the hold and payment limits", () => {
  it("say how long until the holder may hold again, as the server's Retry-After tells", () => {
    expect(withWait(holdLimits.perBrowser, new ApiError(429, "HOLDS_PER_BROWSER_EXCEEDED", "", 600))).toBe(
      `${holdLimits.perBrowser} You can try again in 10 minutes.`,
    );
    expect(withWait(holdLimits.perAccount, new ApiError(429, "HOLDS_PER_ACCOUNT_EXCEEDED", ""))).toBe(
      holdLimits.perAccount,
    );
  });

  it("give a payment or QR limit in the API's words with its wait, and leave other failures to the screen", () => {
    expect(limitMessage(new ApiError(429, "PAYMENT_RATE_LIMITED", paymentLimits.tooMany, 45))).toBe(
      `${paymentLimits.tooMany} You can try again in 45 seconds.`,
    );
    expect(limitMessage(new ApiError(429, "QR_RATE_LIMITED", qrLimits.tooMany))).toBe(qrLimits.tooMany);
    expect(limitMessage(new ApiError(500, "INTERNAL", "Something went wrong. Please try again."))).toBeUndefined();
    expect(limitMessage(new ApiError(0, "NETWORK", ""))).toBeUndefined();
  });
});
