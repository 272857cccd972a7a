import { env, exports } from "cloudflare:workers";
import Stripe from "stripe";
import { stripeEmulator } from "../stripe-emulator";
import { ORIGIN } from "./api";

// The emulator the worker under test talks to (started by test/worker/global-setup.ts).
export const emulator = stripeEmulator(env.STRIPE_API_URL ?? "");

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

// Delivers an event to the worker signed the way Stripe signs it (or with another secret), at the
// site's own address unless told another.
export async function deliverWebhook(event: unknown, secret = env.STRIPE_WEBHOOK_SECRET, origin = ORIGIN) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return exports.default.fetch(
    new Request(`${origin}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    }),
  );
}

// The charge that paid a subscription's latest invoice, as a card issuer or a refund names it.
export async function chargeOf(subscriptionId: string) {
  const stripe = stripeClient();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["latest_invoice.payments"] });
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string") throw new Error("no invoice");
  const intent = String(invoice.payments?.data[0]?.payment.payment_intent);
  return String((await stripe.paymentIntents.retrieve(intent)).latest_charge);
}
