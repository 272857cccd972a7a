import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { accountRequests } from "../../db/schema";
import { qrLimits } from "../../domain/messages/manage";
import { paymentLimits } from "../../domain/messages/purchase";
import { ACCOUNT_LIMITS } from "../../worker/middleware/account-limit";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { makeUser, signedInAs } from "../helpers/worker/accounts";
import { post } from "../helpers/worker/api";
import type { TBrowserSession } from "../helpers/worker/browser-session";
import { makePin } from "../helpers/worker/pins";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

const HOUR = 3_600_000;

// The account's earlier requests of one action, as if made over the last half hour.
async function alreadyMade(userId: string, action: keyof typeof ACCOUNT_LIMITS, count: number) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, index) => ({
    key: `${action}:${userId}`,
    at: now - HOUR / 2 + index,
  }));
  // D1 binds at most 100 values a statement.
  for (let start = 0; start < rows.length; start += 40)
    await createDb(env.DB)
      .insert(accountRequests)
      .values(rows.slice(start, start + 40));
}

// Each request from another address, so only the account's own limit can refuse it.
const fromAnywhere = (browser: TBrowserSession, path: string, body: unknown) =>
  post(path, body, { ip: uniqueIp(), cookie: browser.jar.header() });

async function refusal(response: Response) {
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("Retry-After")),
    body: await response.json(),
  };
}

const PAYMENT_REFUSAL = { error: { code: "PAYMENT_RATE_LIMITED", message: paymentLimits.tooMany } };

describe("payment and QR requests", () => {
  it("are limited per account, from any address, and the refusal says when to come back", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    await alreadyMade(user.id, "promoCode", ACCOUNT_LIMITS.promoCode.max - 1);
    const body = { promoCode: "FREE7", mypin: uniqueName("limit", "basic") };
    expect((await fromAnywhere(browser, "/api/promo-codes/validate", body)).status).toBe(200);
    const refused = await refusal(await fromAnywhere(browser, "/api/promo-codes/validate", body));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(PAYMENT_REFUSAL);
    // The oldest counted request leaves the hour in about half an hour.
    expect(refused.retryAfter).toBeGreaterThan(1700);
    expect(refused.retryAfter).toBeLessThanOrEqual(1800);
  });

  it("count concurrent requests exactly", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    await alreadyMade(user.id, "promoCode", ACCOUNT_LIMITS.promoCode.max - 3);
    const body = { promoCode: "FREE7", mypin: uniqueName("rush", "basic") };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fromAnywhere(browser, "/api/promo-codes/validate", body)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
  });

  it("limit checkouts, the billing portal and QR codes per account too, each on its own count", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const pin = await makePin(env.DB, { userId: user.id, userEmail: user.email });
    for (const action of ["checkout", "billingPortal", "qrCode"] as const)
      await alreadyMade(user.id, action, ACCOUNT_LIMITS[action].max);
    const checkout = await fromAnywhere(browser, "/api/checkout", {
      mypin: uniqueName("limit"),
      latitude: 1,
      longitude: 2,
    });
    expect(await refusal(checkout)).toMatchObject({ status: 429, body: PAYMENT_REFUSAL });
    expect(await refusal(await fromAnywhere(browser, "/api/billing-portal", {}))).toMatchObject({
      status: 429,
      body: PAYMENT_REFUSAL,
    });
    expect(await refusal(await fromAnywhere(browser, "/api/qr-codes", { mypin: pin.mypin }))).toMatchObject({
      status: 429,
      body: { error: { code: "QR_RATE_LIMITED", message: qrLimits.tooMany } },
    });
    // Promotion codes are counted apart and still answer.
    const promo = await fromAnywhere(browser, "/api/promo-codes/validate", {
      promoCode: "FREE3",
      mypin: uniqueName("limit", "premium"),
    });
    expect(promo.status).toBe(200);
  });

  it("are limited per address, below the account's own limit", async () => {
    const statuses = await inOneRateWindow(async () => {
      const browser = await signedInAs(await makeUser(env.DB));
      const answers: number[] = [];
      for (let index = 0; index < 21; index += 1) {
        const body = { promoCode: "FREE7", mypin: uniqueName("ip", "basic") };
        answers.push((await browser.post("/api/promo-codes/validate", body)).status);
      }
      return answers;
    });
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("refuse a signed-out caller before counting anything", async () => {
    const response = await post("/api/checkout", { mypin: uniqueName("anon"), latitude: 1, longitude: 2 });
    expect(response.status).toBe(401);
  });
});
