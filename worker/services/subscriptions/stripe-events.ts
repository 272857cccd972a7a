import type Stripe from "stripe";
import { createDb } from "../../../db/client";
import { isEventProcessed, recordProcessedEvent } from "../../../db/queries/processed-events";
import type { Env } from "../../env";
import { createStripe, idOf, isMissingAtStripe } from "../../providers/payments";
import { settleExpiredSession } from "../purchase/checkout-expiry";
import { fulfilPaidCheckout } from "../purchase/fulfilment";
import { syncDispute, syncRefundedCharge } from "./charge-events";
import { noticePaymentFailed, noticeTrialWillEnd } from "./lifecycle-notices";
import { HANDLED_STRIPE_EVENTS, type THandledStripeEvent } from "./stripe-event-types";
import { syncCustomerSubscriptions, syncSubscription } from "./subscription-sync";

// Stripe renders an event's object in the API version of the webhook endpoint, which need not be
// the SDK's: a field the worker reads may be missing, renamed or moved there. So a handler takes
// only the object's id from the payload and reads the object itself from Stripe, in the SDK's
// version; it arrives fresh too, since events come late, twice and out of order.
type TPayload = { id?: unknown; customer?: unknown };
type THandler = (env: Env, id: string, origin: string) => Promise<void>;

const fulfil: THandler = (env, id, origin) => fulfilPaidCheckout(env, id, origin);
const sync: THandler = (env, id) => syncSubscription(env, id);

// Keyed by the one list stripe:setup subscribes the endpoint to, so a listed event without a
// handler, or a handler for an event the endpoint never receives, fails the type-check.
const HANDLERS: Record<Exclude<THandledStripeEvent, "invoice.upcoming">, THandler> = {
  // A delayed payment method (a bank debit) completes the session unpaid and pays it later: the
  // completed event then finds nothing to fulfil, and only this one would create the pin.
  "checkout.session.completed": fulfil,
  "checkout.session.async_payment_succeeded": fulfil,
  "checkout.session.expired": (env, id) => settleExpiredSession(env, id),
  "customer.subscription.created": sync,
  "customer.subscription.updated": sync,
  "customer.subscription.deleted": sync,
  "customer.subscription.trial_will_end": async (env, id) => {
    await syncSubscription(env, id);
    await noticeTrialWillEnd(env, id, Date.now());
  },
  "invoice.payment_failed": async (env, id) => {
    const invoice = await createStripe(env).invoices.retrieve(id);
    const subscription = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscription) return;
    await syncSubscription(env, subscription);
    await noticePaymentFailed(env, invoice, subscription, Date.now());
  },
  "charge.refunded": (env, id) => syncRefundedCharge(env, id),
  "charge.dispute.created": (env, id) => syncDispute(env, id),
  "charge.dispute.updated": (env, id) => syncDispute(env, id),
  "charge.dispute.closed": (env, id) => syncDispute(env, id),
};

const isHandled = (type: string): type is THandledStripeEvent =>
  (HANDLED_STRIPE_EVENTS as readonly string[]).includes(type);

const stringOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

// Act on the event types we use; every other type is acknowledged and ignored.
export async function handleStripeEvent(env: Env, event: Stripe.Event, origin: string) {
  if (!isHandled(event.type)) return;
  const payload = event.data.object as TPayload;
  // Sent ahead of a renewal, with an invoice that has no id yet (syncCustomerSubscriptions says more).
  if (event.type === "invoice.upcoming") {
    const customer = stringOrNull(payload.customer);
    if (customer) await syncCustomerSubscriptions(env, customer);
    return;
  }
  const id = stringOrNull(payload.id);
  if (!id) return;
  // An object Stripe does not have (the Dashboard's test events name made-up ids) will never be
  // found however often Stripe retries, so its event is acknowledged; any other failure is retried.
  await HANDLERS[event.type](env, id, origin).catch((error: unknown) => {
    if (!isMissingAtStripe(error)) throw error;
  });
}

// An event id is acted on once: it is recorded only after its handling succeeded, so a failure
// answers 500 and Stripe's retry gets another go.
export async function handleStripeEventOnce(env: Env, event: Stripe.Event, origin: string) {
  const db = createDb(env.DB);
  if (await isEventProcessed(db, event.id)) return;
  await handleStripeEvent(env, event, origin);
  await recordProcessedEvent(db, event.id, event.type, Date.now());
}
