// Sends events the way Stripe does: JSON bodies signed with
// `Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`, retried with backoff on failure,
// to the target given in the emulator's options and to every enabled webhook endpoint subscribed
// to the event's type (or to `*`), each signed with its own endpoint's secret.
import { createHmac } from "node:crypto";
import type { TEvent, TEventType, TWebhookEndpoint } from "./kinds.ts";
import { API_VERSION, type Store, type TEventListener } from "./store.ts";

export type TWebhookOptions = { url?: string; secret?: string; retryDelayMs?: number; maxAttempts?: number };

type TTarget = { url: string; secret: string };

export const DEFAULT_WEBHOOK_SECRET = "whsec_stripe_emulator";

export function signatureHeader(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

// The emulator renders events in its own API version only. An endpoint pinned to another version
// was promised shapes the emulator cannot give, so it gets nothing rather than events it would
// misread; one without a version takes the account's default, which here is the emulator's own.
function receives(endpoint: TWebhookEndpoint, type: TEventType) {
  return (
    endpoint.status === "enabled" &&
    (endpoint.api_version === null || endpoint.api_version === API_VERSION) &&
    (endpoint.enabled_events.includes("*") || endpoint.enabled_events.includes(type))
  );
}

export class WebhookSender implements TEventListener {
  url: string | undefined;
  secret: string;
  retryDelayMs: number;
  maxAttempts: number;
  store: Store;
  // First attempts go out one at a time per target, in the order the events happened.
  queues = new Map<string, Promise<unknown>>();
  inFlight = new Set<AbortController>();
  stopped = false;

  constructor(store: Store, options: TWebhookOptions) {
    this.store = store;
    this.url = options.url;
    this.secret = options.secret ?? DEFAULT_WEBHOOK_SECRET;
    this.retryDelayMs = options.retryDelayMs ?? 250;
    this.maxAttempts = options.maxAttempts ?? 8;
    store.listeners.push(this);
  }

  targets(type: TEventType): TTarget[] {
    const own = this.url ? [{ url: this.url, secret: this.secret }] : [];
    const registered = this.store
      .all("webhook_endpoint")
      .filter((endpoint) => receives(endpoint, type))
      .map((endpoint) => ({ url: endpoint.url, secret: this.store.webhookSecrets.get(endpoint.id) ?? "" }));
    return [...own, ...registered];
  }

  deliveries(type: TEventType) {
    return this.targets(type).length;
  }

  receive(event: TEvent) {
    for (const target of this.targets(event.type)) {
      const key = `${target.url} ${target.secret}`;
      const queue = (this.queues.get(key) ?? Promise.resolve()).then(() => this.attempt(target, event, 1));
      this.queues.set(key, queue);
    }
  }

  async attempt(target: TTarget, event: TEvent, attempt: number) {
    const status = await this.deliver(target, event);
    if (this.stopped || (status !== null && status >= 200 && status < 300) || attempt >= this.maxAttempts) return;
    this.store.later(this.retryDelayMs * 2 ** (attempt - 1), () => void this.attempt(target, event, attempt + 1));
  }

  // Sends an event again to the target of the emulator's options; null when it has none.
  redeliver(event: TEvent) {
    return this.url ? this.deliver({ url: this.url, secret: this.secret }, event) : null;
  }

  // One delivery; the target's status, or null when it could not be reached.
  async deliver(target: TTarget, event: TEvent): Promise<number | null> {
    if (this.stopped) return null;
    const body = JSON.stringify(event, null, 2);
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), 10_000);
    try {
      const response = await fetch(target.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": signatureHeader(body, target.secret),
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body,
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    } catch {
      return null;
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
  }

  stop() {
    this.stopped = true;
    for (const controller of this.inFlight) controller.abort();
  }
}
