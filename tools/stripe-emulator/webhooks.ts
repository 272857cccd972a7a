// Sends events to the webhook endpoint the way Stripe does: JSON bodies signed with
// `Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`, retried with backoff on failure.
import { createHmac } from "node:crypto";
import type { TRecord } from "./params.ts";
import type { Store } from "./store.ts";

export type TWebhookOptions = { url?: string; secret?: string; retryDelayMs?: number; maxAttempts?: number };

export const DEFAULT_WEBHOOK_SECRET = "whsec_stripe_emulator";

export function signatureHeader(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export class WebhookSender {
  url: string | undefined;
  secret: string;
  retryDelayMs: number;
  maxAttempts: number;
  store: Store;
  // First attempts go out one at a time, in the order the events happened.
  queue: Promise<unknown> = Promise.resolve();
  inFlight = new Set<AbortController>();
  stopped = false;

  constructor(store: Store, options: TWebhookOptions) {
    this.store = store;
    this.url = options.url;
    this.secret = options.secret ?? DEFAULT_WEBHOOK_SECRET;
    this.retryDelayMs = options.retryDelayMs ?? 250;
    this.maxAttempts = options.maxAttempts ?? 8;
    store.listeners.push((event) => this.enqueue(event));
  }

  enqueue(event: TRecord) {
    if (!this.url) return;
    this.queue = this.queue.then(() => this.attempt(event, 1));
  }

  async attempt(event: TRecord, attempt: number) {
    const status = await this.deliver(event);
    if (this.stopped || (status !== null && status >= 200 && status < 300) || attempt >= this.maxAttempts) return;
    this.store.later(this.retryDelayMs * 2 ** (attempt - 1), () => void this.attempt(event, attempt + 1));
  }

  // One delivery; the target's status, or null when it could not be reached.
  async deliver(event: TRecord): Promise<number | null> {
    if (!this.url || this.stopped) return null;
    const body = JSON.stringify(event, null, 2);
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), 10_000);
    try {
      const response = await fetch(this.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": signatureHeader(body, this.secret),
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
