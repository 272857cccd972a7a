import type Stripe from "stripe";
import type { TBulkSubscriptions } from "../../tools/stripe-emulator/bulk-subscriptions.ts";
import type { TSettings } from "../../tools/stripe-emulator/store.ts";

// The controls of the local Stripe emulator (tools/stripe-emulator/control.ts) that Stripe has no
// API for. Web APIs only, so both suites drive it: the workerd suite at env.STRIPE_API_URL, the
// browser suite at the URL its global setup provides.
export function stripeEmulator(baseUrl: string) {
  async function control<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${baseUrl}/_emulator${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  // The events the emulator recorded (and sent, where it has a webhook URL), oldest first.
  async function recordedEvents(filter: { objectId?: string; type?: string }) {
    const query = new URLSearchParams({
      ...(filter.objectId ? { object_id: filter.objectId } : {}),
      ...(filter.type ? { type: filter.type } : {}),
    });
    return (await control<{ data: Stripe.Event[] }>(`/events?${query}`)).body.data;
  }

  return {
    // Pays on the hosted checkout page as a buyer would; 4242... succeeds, 4000...0002 is declined,
    // 4000...0341 starts a trial but declines every charge. The expiry reads as the page's "MM / YY"
    // (by default one in the future); each number has its own card.fingerprint.
    payCheckout: (sessionId: string, card = "4242424242424242", details: { expiry?: string; cvc?: string } = {}) =>
      control<{ redirect?: string; error?: string }>(`/checkout/sessions/${sessionId}/pay`, { card, ...details }),

    recordedEvents,

    async recordedEvent(objectId: string, type: string) {
      const [event] = await recordedEvents({ objectId, type });
      if (!event) throw new Error(`The emulator recorded no ${type} for ${objectId}`);
      return event;
    },

    // The next `count` calls whose path starts with `path` fail, as an outage at the provider
    // would. The worker's Stripe client retries a failed call once, so two fail one call.
    // `bodyIncludes` narrows the fault to calls whose form body holds that text (a pin's name, say),
    // since other test files call the same emulator at the same time.
    failNextCalls: (method: string, path: string, count = 2, status = 500, bodyIncludes = "") =>
      control("/faults", { method, path, status, count, bodyIncludes }),

    // The next `count` matching calls are never answered, as by a provider that hangs; narrowed by
    // `bodyIncludes` as failNextCalls' are.
    leaveNextCallsUnanswered: (method: string, path: string, count: number, bodyIncludes: string) =>
      control("/faults", { method, path, count, bodyIncludes, unanswered: true }),

    // The next matching call succeeds, but its answer lacks these fields (null), as a faulty one would.
    // `bodyIncludes` narrows it as failNextCalls' does: another file's call must not take it.
    omitFromNextAnswer: (method: string, path: string, omit: string[], bodyIncludes: string) =>
      control("/faults", { method, path, omit, bodyIncludes }),

    // `count` subscriptions of one customer and price, bought at `start_date` (epoch seconds) and
    // running since, in one call; with `ended: "payment_failed"` each then ended by failed payments.
    startPastSubscriptions: (body: {
      count: number;
      customer: string;
      price: string;
      start_date: number;
      ended?: "payment_failed";
    }) => control<TBulkSubscriptions>("/subscriptions/bulk", body),

    // The period (or trial) ends now and the next is charged at once; or, with "draft", its renewal
    // invoice stays a draft, unpaid, as Stripe keeps it for about an hour, until
    // retrySubscriptionPayment finalizes and charges it.
    advanceSubscription: (id: string, invoice: "paid" | "draft" = "paid") =>
      control<Stripe.Subscription>(`/subscriptions/${id}/advance`, invoice === "draft" ? { invoice } : {}),

    // The renewal is charged and fails. `dunning` decides, for this subscription alone, what its
    // retries lead to (else the emulator's settings do).
    failSubscriptionPayment: (id: string, dunning?: Partial<TSettings["dunning"]>) =>
      control(`/subscriptions/${id}/fail-payment`, dunning === undefined ? {} : { dunning }),

    // Stripe's next retry of a failed renewal, made now: "failed" counts an attempt and, once the
    // retries are used up, ends the dunning as the settings say; "paid" pays the invoice. A draft
    // renewal is finalized and charged for the first time.
    retrySubscriptionPayment: (id: string, outcome: "paid" | "failed") =>
      control<Stripe.Subscription>(`/subscriptions/${id}/retry-payment`, { outcome }),

    // Moves the current period's end (a trial's end with it), and its start if given, to these epoch
    // milliseconds, whole seconds as Stripe keeps them; trial_will_end and invoice.upcoming follow
    // as if time had passed.
    moveSubscription: (
      id: string,
      to: { currentPeriodEndMs?: number; trialEndMs?: number; currentPeriodStartMs?: number },
    ) =>
      control<Stripe.Subscription>(`/subscriptions/${id}/move`, {
        current_period_start:
          to.currentPeriodStartMs === undefined ? undefined : Math.floor(to.currentPeriodStartMs / 1000),
        current_period_end: to.currentPeriodEndMs === undefined ? undefined : Math.floor(to.currentPeriodEndMs / 1000),
        trial_end: to.trialEndMs === undefined ? undefined : Math.floor(to.trialEndMs / 1000),
      }),

    // What Stripe's Billing settings would decide. The emulator is shared by every test file of a
    // run: a test that changes them puts the defaults back with resetEmulatorSettings (afterEach).
    setEmulatorSettings: (settings: TEmulatorSettingsChange) => control<TSettings>("/settings", settings),

    setDunning: (dunning: Partial<TSettings["dunning"]>) => control<TSettings>("/settings", { dunning }),

    resetEmulatorSettings: () => control<TSettings>("/settings", { reset: true }),

    // The card's issuer disputes the charge (a chargeback), and later decides it.
    disputeCharge: (chargeId: string) => control<Stripe.Dispute>(`/charges/${chargeId}/dispute`, {}),

    closeDispute: (disputeId: string, outcome: "won" | "lost") =>
      control<Stripe.Dispute>(`/disputes/${disputeId}/close`, { outcome }),
  };
}

export type TEmulatorSettingsChange = Omit<Partial<TSettings>, "dunning"> & { dunning?: Partial<TSettings["dunning"]> };

export function sessionIdOf(checkoutUrl: string) {
  return new URL(checkoutUrl).pathname.split("/").pop() ?? "";
}
