import { env, exports } from "cloudflare:workers";
import Stripe from "stripe";
import { ORIGIN } from "./api";

// The real SDK against the emulator, as the worker uses it: tests read back what the worker did.
export function stripeClient() {
  const url = new URL(env.STRIPE_API_URL ?? "");
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
  });
}

async function control<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${env.STRIPE_API_URL}/_emulator${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...init?.headers },
  });
  return { status: response.status, body: (await response.json()) as T };
}

export function sessionIdOf(checkoutUrl: string) {
  return new URL(checkoutUrl).pathname.split("/").pop() ?? "";
}

// Pays on the hosted checkout page as a buyer would; 4242... succeeds, 4000...0002 is declined.
export function payCheckout(sessionId: string, card = "4242424242424242") {
  return control<{ redirect?: string; error?: string }>(`/checkout/sessions/${sessionId}/pay`, {
    method: "POST",
    body: JSON.stringify({ card }),
  });
}

export async function recordedEvents(objectId: string, type?: string) {
  const query = new URLSearchParams({ object_id: objectId, ...(type ? { type } : {}) });
  return (await control<{ data: Stripe.Event[] }>(`/events?${query}`)).body.data;
}

export async function recordedEvent(objectId: string, type: string) {
  const [event] = await recordedEvents(objectId, type);
  if (!event) throw new Error(`The emulator recorded no ${type} for ${objectId}`);
  return event;
}

// The next `count` matching Stripe calls fail, as an outage at the provider would.
export async function failNextStripeCalls(method: string, path: string, count = 1, status = 500) {
  await control("/faults", { method: "POST", body: JSON.stringify({ method, path, status, count }) });
}

// The next matching call succeeds, but its answer lacks these fields (null), as a faulty one would.
export async function omitFromNextStripeAnswer(method: string, path: string, omit: string[]) {
  await control("/faults", { method: "POST", body: JSON.stringify({ method, path, omit }) });
}

export function advanceSubscription(id: string) {
  return control(`/subscriptions/${id}/advance`, { method: "POST", body: "{}" });
}

export function failSubscriptionPayment(id: string) {
  return control(`/subscriptions/${id}/fail-payment`, { method: "POST", body: "{}" });
}

// Delivers an event to the worker signed the way Stripe signs it (or with another secret).
export async function deliverWebhook(event: unknown, secret = env.STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    }),
  );
}
