import type Stripe from "stripe";

// The Stripe events the worker acts on: the webhook handler covers exactly these, and
// `npm run stripe:setup` subscribes the webhook endpoint to exactly these, so no event is sent
// that nothing reads and none the worker reads is missed. Free of imports the Node tools cannot load.
export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.upcoming",
  "invoice.payment_failed",
  "charge.refunded",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
] as const satisfies readonly Stripe.WebhookEndpointCreateParams.EnabledEvent[];

export type THandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number];
