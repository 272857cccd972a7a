import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { accountRequests } from "../../db/schema";
import { uniqueName } from "../helpers/unique";
import { errorOf } from "../helpers/worker/api";
import { fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

afterEach(() => vi.restoreAllMocks());

const madeUp = () => `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;

// The review's finding: made-up ids each cost a Stripe call, with no limit (40 in 730 ms).
describe("POST /api/checkout/:sessionId/fulfil", () => {
  it("answers an id with no checkout of the caller's 404 without asking Stripe", async () => {
    const { browser } = await signedInBuyer();
    const other = await signedInBuyer();
    const theirs = await paidCheckout(other.browser, { mypin: uniqueName("theirs") });
    const calls = vi.spyOn(globalThis, "fetch");
    for (const id of [madeUp(), theirs]) {
      const answer = await fulfil(browser, id);
      expect(answer).toMatchObject({ status: 404, body: { error: { code: "PAYMENT_SESSION_NOT_FOUND" } } });
    }
    const toStripe = () =>
      calls.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes("/v1/"));
    expect(toStripe()).toEqual([]);
    // The caller's own checkout is looked up at Stripe, as the spy sees.
    const own = await paidCheckout(browser, { mypin: uniqueName("own") });
    calls.mockClear();
    expect((await fulfil(browser, own)).status).toBe(200);
    expect(toStripe().length).toBeGreaterThan(0);
  });

  it("limits one client to 20 calls a minute", async () => {
    const { statuses, last } = await inOneRateWindow(async () => {
      const { browser } = await signedInBuyer();
      const answers: number[] = [];
      for (let call = 0; call < 20; call += 1) answers.push((await fulfil(browser, madeUp())).status);
      return { statuses: answers, last: await browser.post(`/api/checkout/${madeUp()}/fulfil`, {}) };
    });
    expect(statuses).toEqual(Array(20).fill(404));
    expect(last.status).toBe(429);
    expect((await errorOf(last)).code).toBe("PAYMENT_RATE_LIMITED");
  });

  it("limits one account to 30 calls an hour, from any address", async () => {
    const { user, browser } = await signedInBuyer();
    const now = Date.now();
    await createDb(env.DB)
      .insert(accountRequests)
      .values(Array.from({ length: 30 }, (_, i) => ({ key: `fulfil:${user.id}`, at: now - 60_000 + i })));
    const refused = await browser.post(`/api/checkout/${madeUp()}/fulfil`, {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3_000);
  });
});
