import { Hono } from "hono";
import { ZWebhookReceived } from "../../domain/answers/purchase";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { describe } from "../middleware/describe";
import { createStripe, Stripe } from "../providers/payments";
import { handleStripeEventOnce } from "../services/subscriptions/handle-stripe-event-once";

const STRIPE_EVENTS = `Stripe's signed events (no Origin check; the signature is verified instead, 400 \`WEBHOOK_SIGNATURE_INVALID\` if it fails), of the types listed in \`worker/services/subscriptions/stripe-event-types.ts\`, which \`npm run stripe:setup\` subscribes the endpoint to. Each event id is acted on once. Stripe renders a payload in its endpoint's API version, so a handler reads only the object's id from it (\`invoice.upcoming\`, whose invoice has no id yet, its \`customer\`) and reads the object itself from Stripe in the SDK's version (an event naming an object Stripe does not have, as the Dashboard's test events do, is acknowledged; any other failure answers 5xx, so Stripe retries).

\`checkout.session.completed\` and \`checkout.session.async_payment_succeeded\` fulfil, \`checkout.session.expired\` marks a session Stripe reports expired as such and frees the hold, \`customer.subscription.*\`, \`invoice.payment_failed\` (through the invoice's subscription) and \`invoice.upcoming\` (every live subscription of the customer) re-read the subscription from Stripe through the same sync as the nightly run (one on a price other than its pin's tier, say a cheaper plan switched in, is put back on the tier's price without proration; one Stripe ended for non-payment, cancelled for \`payment_failed\` or \`unpaid\`, starts the pin's grace window of \`GRACE_DAYS\` and e-mails the release date once; an ended subscription never deletes its pin here, the daily release does), \`invoice.payment_failed\` also e-mails the owner the pin, the amount and the billing settings link once per attempt, \`customer.subscription.trial_will_end\` sends the trial notice for a trial too short for the scheduled ones, \`charge.refunded\` and \`charge.dispute.created\` / \`updated\` / \`closed\` (the charge or dispute read from Stripe) record the subscription's refunded total and dispute status, and a dispute closed as lost, or a full refund of the payment of the current period, revokes the subscription: it is cancelled at Stripe at once, the pin gets the grace window of a failed payment (renewable by its owner alone, then released), the owner is e-mailed (\`payment-reversed\`) and the audit trail records it (\`payment_reversed\`, by \`stripe\`), once however often the events come; other types are acknowledged.`;

// Stripe signs each delivery; the synchronous check throws on Workers, hence the async one with
// SubtleCrypto.
export const webhookRoutes = new Hono<THonoEnv>().post(
  "/stripe",
  describe({
    tag: "Purchase",
    summary: "Receive Stripe's events",
    description: STRIPE_EVENTS,
    answers: { 200: ZWebhookReceived },
    refuses: ["WEBHOOK_SIGNATURE_INVALID", "PAYMENT_LOOKUP_FAILED"],
  }),
  async (c) => {
    const body = await c.req.text();
    const event = await createStripe(c.env)
      .webhooks.constructEventAsync(
        body,
        c.req.header("Stripe-Signature") ?? "",
        configOf(c.env).STRIPE_WEBHOOK_SECRET,
        undefined,
        Stripe.createSubtleCryptoProvider(),
      )
      .catch(() => {
        throw new AppError("WEBHOOK_SIGNATURE_INVALID");
      });
    await handleStripeEventOnce(c.var.deps, event);
    return c.json({ received: true }, 200);
  },
);
