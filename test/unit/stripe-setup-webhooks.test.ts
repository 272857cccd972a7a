import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeClient } from "../../tools/stripe-client.ts";
import { startStripeEmulator, type TStripeEmulator } from "../../tools/stripe-emulator/server.ts";
import { setupStripe } from "../../tools/stripe-setup.ts";
import { priceLookupKey } from "../../worker/providers/price-lookup.ts";
import { HANDLED_STRIPE_EVENTS } from "../../worker/services/subscriptions/stripe-event-types.ts";
import { uniqueEmail, uniqueName } from "../helpers/unique.ts";

// `npm run stripe:setup` with STRIPE_WEBHOOK_URL keeps one webhook endpoint there, pinned to the
// SDK's API version and subscribed to the worker's events, against the emulator through the real SDK.
let server: TStripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStripeEmulator({ port: 0 });
  stripe = stripeClient(server.secretKey, server.url);
});

afterAll(() => server.stop());

// A URL of its own for each test: the emulator is shared by the file.
const endpointUrl = () => `https://${uniqueName("hooks")}.mypin.test/api/webhooks/stripe`;

async function setup(webhookUrl: string, client = stripe) {
  const lines: string[] = [];
  const result = await setupStripe(client, { demoPromotionCode: false, webhookUrl, log: (line) => lines.push(line) });
  return { result, lines, printed: lines.join("\n") };
}

async function endpointsAt(url: string, client = stripe) {
  const found: Stripe.WebhookEndpoint[] = [];
  for await (const endpoint of client.webhookEndpoints.list({ limit: 100 }))
    if (endpoint.url === url) found.push(endpoint);
  return found;
}

describe("stripe:setup's webhook endpoint", () => {
  it("is created on the first run, pinned to the SDK's API version with exactly the handled events", async () => {
    const url = endpointUrl();
    const { result, lines } = await setup(url);
    const [endpoint, ...others] = await endpointsAt(url);
    expect(others).toEqual([]);
    expect(endpoint).toMatchObject({
      api_version: Stripe.API_VERSION,
      status: "enabled",
      description: expect.any(String),
    });
    expect(endpoint?.enabled_events).toEqual([...HANDLED_STRIPE_EVENTS]);
    expect(result.webhook).toEqual({ endpoint: endpoint?.id, secret: expect.stringMatching(/^whsec_/) });
    expect(lines.filter((line) => line.includes(String(result.webhook?.secret)))).toHaveLength(1);
    expect(lines).toContain("Store it for the worker with: npx wrangler secret put STRIPE_WEBHOOK_SECRET");
  });

  it("is left as it is by a second run, which reports no secret", async () => {
    const url = endpointUrl();
    const first = await setup(url);
    const before = await endpointsAt(url);
    const again = await setup(url);
    expect(await endpointsAt(url)).toEqual(before);
    expect(again.result.webhook).toEqual({ endpoint: first.result.webhook?.endpoint, secret: null });
    expect(again.printed).not.toMatch(/whsec_/);
    expect(again.lines).toContain(`Webhook endpoint ${first.result.webhook?.endpoint}: found, up to date`);
  });

  it("is given exactly the handled events and enabled again when someone changed it", async () => {
    const url = endpointUrl();
    const changed = await stripe.webhookEndpoints.create({
      url,
      api_version: Stripe.API_VERSION,
      enabled_events: ["invoice.paid", "charge.refunded"],
    });
    await stripe.webhookEndpoints.update(changed.id, { disabled: true });
    const { result, lines, printed } = await setup(url);
    const [endpoint, ...others] = await endpointsAt(url);
    expect(others).toEqual([]);
    expect(endpoint).toMatchObject({ id: changed.id, status: "enabled", enabled_events: [...HANDLED_STRIPE_EVENTS] });
    expect(result.webhook).toEqual({ endpoint: changed.id, secret: null });
    expect(printed).not.toMatch(/whsec_/);
    expect(lines.find((line) => line.startsWith(`Webhook endpoint ${changed.id}:`))).toMatch(
      /now sends checkout\.session\.completed, .*; no longer sends invoice\.paid; enabled again$/,
    );
  });

  it("replaces an endpoint on another API version, and reports the new one's secret", async () => {
    const url = endpointUrl();
    const old = await stripe.webhookEndpoints.create({
      url,
      api_version: "2025-03-31.basil",
      enabled_events: [...HANDLED_STRIPE_EVENTS],
    });
    const { result, lines } = await setup(url);
    const [endpoint, ...others] = await endpointsAt(url);
    expect(others).toEqual([]);
    expect(endpoint?.id).not.toBe(old.id);
    expect(endpoint).toMatchObject({ api_version: Stripe.API_VERSION, enabled_events: [...HANDLED_STRIPE_EVENTS] });
    expect(result.webhook).toEqual({ endpoint: endpoint?.id, secret: expect.stringMatching(/^whsec_/) });
    await expect(stripe.webhookEndpoints.retrieve(old.id)).rejects.toMatchObject({ code: "resource_missing" });
    expect(lines).toContain(`Webhook endpoint ${old.id} (API version 2025-03-31.basil): deleted`);
    expect(lines.join("\n")).toMatch(/Stripe retries them \(for up to 3 days\), so no event is lost/);
  });

  it("is skipped, saying how to run it, without STRIPE_WEBHOOK_URL", async () => {
    const lines: string[] = [];
    const result = await setupStripe(stripe, { demoPromotionCode: false, log: (line) => lines.push(line) });
    expect(result.webhook).toBeNull();
    expect(lines.at(-1)).toMatch(/^Webhook endpoint: skipped, STRIPE_WEBHOOK_URL is not set\. .*npm run stripe:setup$/);
  });
});

// A local receiver for the emulator's deliveries: each request's body and headers.
type TDelivery = { body: string; headers: IncomingHttpHeaders };

async function startReceiver() {
  const received: TDelivery[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), headers: request.headers });
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`;
  const stop = () => new Promise<void>((resolve) => receiver.close(() => resolve()));
  return { url, received, stop };
}

// The deliveries so far, once there are `count` of them or two seconds have passed.
async function deliveredTo(received: TDelivery[], count: number) {
  for (let tries = 0; received.length < count && tries < 100; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return received;
}

// A checkout session expired now: `checkout.session.expired`, one of the handled events.
async function expireCheckout(client: Stripe) {
  const [price] = (await client.prices.list({ lookup_keys: [priceLookupKey("basic", "gbp")] })).data;
  const session = await client.checkout.sessions.create({
    mode: "subscription",
    customer_email: uniqueEmail("hooks"),
    line_items: [{ price: String(price?.id), quantity: 1 }],
  });
  await client.checkout.sessions.expire(session.id);
  return session.id;
}

describe("the emulator's webhook endpoints", () => {
  it("receive an event emitted after setup, signed with the secret setup reported", async () => {
    const receiver = await startReceiver();
    try {
      const { result } = await setup(receiver.url);
      const sessionId = await expireCheckout(stripe);
      const [delivery] = await deliveredTo(receiver.received, 1);
      const signature = String(delivery?.headers["stripe-signature"]);
      const event = stripe.webhooks.constructEvent(String(delivery?.body), signature, String(result.webhook?.secret));
      expect(event).toMatchObject({ type: "checkout.session.expired", data: { object: { id: sessionId } } });
    } finally {
      await receiver.stop();
    }
  });

  it("send nothing to an endpoint pinned to another API version, whose shapes the emulator cannot render", async () => {
    const emulator = await startStripeEmulator({ port: 0 });
    const pinned = await startReceiver();
    const older = await startReceiver();
    try {
      const client = stripeClient(emulator.secretKey, emulator.url);
      await client.webhookEndpoints.create({ url: pinned.url, api_version: Stripe.API_VERSION, enabled_events: ["*"] });
      await client.webhookEndpoints.create({ url: older.url, api_version: "2025-03-31.basil", enabled_events: ["*"] });
      await expireCheckout(client);
      const [delivery] = await deliveredTo(pinned.received, 1);
      expect(JSON.parse(String(delivery?.body))).toMatchObject({
        type: "checkout.session.expired",
        pending_webhooks: 1,
      });
      expect(older.received).toEqual([]);
    } finally {
      await Promise.all([pinned.stop(), older.stop(), emulator.stop()]);
    }
  });
});
