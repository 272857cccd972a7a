import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { checkouts, conversionOutbox } from "../../db/schema";
import { CONVERSION_EVENTS, type TConversionPayload } from "../../domain/analytics-events";
import { deliverConversions } from "../../worker/cron/deliver-conversions";
import type { Env } from "../../worker/env";
import { sha256 } from "../../worker/platform/tokens";
import { MAX_ATTEMPTS } from "../../worker/services/outbox/outbox-delivery";
import { fulfilCheckout } from "../../worker/services/purchase/fulfil-checkout";
import { uniqueEmail, uniqueName } from "../helpers/unique";
import { latestCode, signUpInBrowser } from "../helpers/worker/accounts";
import { ORIGIN } from "../helpers/worker/api";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { captureConsole } from "../helpers/worker/console";
import { testDeps } from "../helpers/worker/deps";
import { paidCheckout, signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator } from "../helpers/worker/stripe";

const CONVERSIONS_URL = "https://conversions.test/events";
const db = () => createDb(env.DB);

afterEach(() => vi.restoreAllMocks());

const queued = (causeId: string) =>
  db()
    .select()
    .from(conversionOutbox)
    .where(
      inArray(
        conversionOutbox.eventId,
        CONVERSION_EVENTS.map((name) => `${causeId}:${name}`),
      ),
    )
    .orderBy(conversionOutbox.id);

const accept = (browser: TBrowserSession) => browser.jar.values.set("cookies-consent", "accepted");

async function signUpAndVerify(consent: "accepted" | "denied" | null) {
  const email = uniqueEmail("convert");
  const browser = browserSession();
  if (consent) browser.jar.values.set("cookies-consent", consent);
  await signUpInBrowser(email, undefined, browser);
  const { code } = await latestCode(env.DB, email);
  const response = await browser.api.auth["sign-up"].verify.$post({ json: { email, code } });
  expect(response.status).toBe(200);
  const { user } = await response.json();
  return { email, userId: user.id };
}

// Delivers with the endpoint stubbed; the calls it got, by event_id.
async function deliverTo(answer: () => Response, now = Date.now()) {
  const endpoint = vi.spyOn(globalThis, "fetch").mockImplementation(async () => answer());
  await deliverConversions(testDeps({ now }));
  const calls = endpoint.mock.calls.map(([url, init]) => ({
    url: String(url),
    headers: new Headers(init?.headers),
    body: JSON.parse(String(init?.body)) as TConversionPayload,
  }));
  endpoint.mockRestore();
  return calls;
}

async function webhookFulfilled(sessionId: string) {
  const completed = await emulator.recordedEvent(sessionId, "checkout.session.completed");
  expect((await deliverWebhook(completed)).status).toBe(200);
  expect((await deliverWebhook(completed)).status).toBe(200);
}

describe("CompleteRegistration", () => {
  it("is queued once when a consenting visitor's sign-up completes, and delivered in Meta's shape", async () => {
    const { email, userId } = await signUpAndVerify("accepted");
    const rows = await queued(userId);
    expect(rows).toHaveLength(1);
    const eventId = `${userId}:CompleteRegistration`;
    const expected = {
      data: [
        {
          event_name: "CompleteRegistration",
          event_time: expect.any(Number),
          event_id: eventId,
          action_source: "website",
          event_source_url: `${ORIGIN}/`,
          user_data: { em: [await sha256(email)] },
          custom_data: { currency: "GBP", value: 19.99, predicted_ltv: 19.99 },
        },
      ],
    };
    expect(rows[0]).toMatchObject({ eventName: "CompleteRegistration", status: "pending", payload: expected });

    const calls = (await deliverTo(() => new Response("{}", { status: 200 }))).filter(
      (call) => call.body.data[0]?.event_id === eventId,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(CONVERSIONS_URL);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer test-conversions-token");
    expect(calls[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(calls[0]?.body).toEqual(expected);
    expect((await queued(userId))[0]).toMatchObject({ status: "sent", payload: {} });
  });

  it.each([["denied"], [null]] as const)("is not queued when consent is %s", async (consent) => {
    const { userId } = await signUpAndVerify(consent);
    expect(await queued(userId)).toEqual([]);
  });
});

describe("StartTrial, Subscribe and Purchase", () => {
  it("queue Subscribe and Purchase once for a consenting buyer's paid checkout, however often its webhook comes", async () => {
    const { browser, user } = await signedInBuyer();
    accept(browser);
    const sessionId = await paidCheckout(browser, { mypin: uniqueName("convert"), currency: "gbp" });
    expect((await db().query.checkouts.findFirst({ where: eq(checkouts.id, sessionId) }))?.analyticsConsent).toBe(true);
    await webhookFulfilled(sessionId);
    const rows = await queued(sessionId);
    expect(rows.map((row) => row.eventName)).toEqual(["Subscribe", "Purchase"]);
    for (const row of rows) {
      expect(row.payload).toMatchObject({
        data: [
          {
            event_name: row.eventName,
            event_id: `${sessionId}:${row.eventName}`,
            action_source: "website",
            event_source_url: `${ORIGIN}/payment-success`,
            user_data: { em: [await sha256(user.email)] },
            custom_data: { currency: "GBP", value: 19.99, predicted_ltv: 19.99 },
          },
        ],
      });
    }
  });

  it("queue StartTrial with the FREE7 lifetime value for a consenting buyer's trial", async () => {
    const { browser } = await signedInBuyer();
    accept(browser);
    const sessionId = await paidCheckout(browser, { mypin: uniqueName("trial", "basic"), promoCode: "free7" });
    await webhookFulfilled(sessionId);
    const rows = await queued(sessionId);
    expect(rows.map((row) => row.eventName)).toEqual(["StartTrial"]);
    expect(rows[0]?.payload).toMatchObject({ data: [{ custom_data: { currency: "GBP", value: 9.99 } }] });
  });

  it("queue nothing for a buyer who did not accept cookies", async () => {
    const { browser } = await signedInBuyer();
    browser.jar.values.set("cookies-consent", "denied");
    const sessionId = await paidCheckout(browser, { mypin: uniqueName("denied") });
    expect((await db().query.checkouts.findFirst({ where: eq(checkouts.id, sessionId) }))?.analyticsConsent).toBe(
      false,
    );
    await webhookFulfilled(sessionId);
    expect(await queued(sessionId)).toEqual([]);
  });

  it("queue nothing, and deliver nothing, while CONVERSIONS_URL is unset", async () => {
    const unset = { ...env, CONVERSIONS_URL: "" } as Env;
    const { browser } = await signedInBuyer();
    accept(browser);
    const sessionId = await paidCheckout(browser, { mypin: uniqueName("unset") });
    await fulfilCheckout(testDeps({ env: unset }), { sessionId });
    expect(await queued(sessionId)).toEqual([]);

    const endpoint = vi.spyOn(globalThis, "fetch");
    expect(await deliverConversions(testDeps({ env: unset }))).toBe(0);
    expect(endpoint).not.toHaveBeenCalled();
  });
});

describe("delivery", () => {
  it("retries a failing endpoint with backoff and gives up after as many attempts as an e-mail", async () => {
    const { userId } = await signUpAndVerify("accepted");
    const [row] = await queued(userId);
    const warnings = captureConsole("warn");
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const calls = await deliverTo(() => new Response("down", { status: 503 }), now);
      expect(calls.filter((call) => call.body.data[0]?.event_id === row?.eventId)).toHaveLength(1);
      const [after] = await queued(userId);
      expect(after).toMatchObject({ attempts: attempt, status: attempt < MAX_ATTEMPTS ? "pending" : "failed" });
      expect(after?.nextAttemptAt).toBeGreaterThan(now);
      // Not due again before its backoff ends.
      const early = await deliverTo(() => new Response("{}", { status: 200 }), now + 1);
      expect(early.filter((call) => call.body.data[0]?.event_id === row?.eventId)).toEqual([]);
      now = after?.nextAttemptAt ?? now;
    }
    expect((await queued(userId))[0]?.payload).toEqual({});
    expect(warnings()).toContain(
      `Conversion event ${row?.id} failed (attempt ${MAX_ATTEMPTS}): Error: Conversions endpoint answered 503`,
    );
  });

  it("gives up on an endpoint that never answers and keeps the event for a retry", async () => {
    const { userId } = await signUpAndVerify("accepted");
    const [row] = await queued(userId);
    const warnings = captureConsole("warn");
    const now = Date.now();
    // The post gives up by itself (POST_TIMEOUT_MS), never the test.
    const endpoint = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        (_input, init) =>
          new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
          ),
      );
    await deliverConversions(testDeps({ now }));
    endpoint.mockRestore();
    const [after] = await queued(userId);
    expect(after).toMatchObject({ attempts: 1, status: "pending" });
    expect(after?.nextAttemptAt).toBeGreaterThan(now);
    expect(warnings()).toContainEqual(expect.stringContaining(`Conversion event ${row?.id} failed (attempt 1)`));
  });
});
