import type Stripe from "stripe";
import { findCheckout } from "../../../db/queries/checkouts";
import { isEventProcessed, recordProcessedEvent } from "../../../db/queries/processed-events";
import type { TDeps } from "../../platform/dependencies";
import { createStripe, idOf, isMissingAtStripe } from "../../providers/payments";
import { deliverOutbox } from "../outbox/deliver-outbox";
import { fulfilPaidCheckout } from "../purchase/fulfil-checkout";
import { settleExpiredSession } from "../purchase/settle-expired-session";
import { settleTransferCheckout } from "../transfers/settle-transfer-checkout";
import { noticePaymentFailed } from "./notice-payment-failed";
import { noticeTrialWillEnd } from "./notice-trial-will-end";
import { HANDLED_STRIPE_EVENTS, type THandledStripeEvent } from "./stripe-event-types";
import { syncCustomerSubscriptions } from "./sync-customer-subscriptions";
import { syncDispute } from "./sync-dispute";
import { syncRefundedCharge } from "./sync-refunded-charge";
import { syncSubscription } from "./sync-subscription";

// Stripe renders an event's object in the API version of the webhook endpoint, which need not be
// the SDK's: a field the worker reads may be missing, renamed or moved there. So a handler takes
// only the object's id from the payload and reads the object itself from Stripe, in the SDK's
// version; it arrives fresh too, since events come late, twice and out of order.
type TPayload = { id?: unknown; customer?: unknown };
type THandler = (deps: TDeps, id: string) => Promise<void>;

// A purchase's checkout has its row from the moment it was opened; one without is a transfer's
// (worker/services/transfers/settle-transfer-checkout.ts), else a purchase whose row was lost.
const fulfil: THandler = async (deps, id) => {
  if (!(await findCheckout(deps.db, id)) && (await settleTransferCheckout(deps, id))) return;
  await fulfilPaidCheckout(deps, id);
};
const sync: THandler = (deps, id) => syncSubscription(deps, id);

// Keyed by the one list stripe:setup subscribes the endpoint to, so a listed event without a
// handler, or a handler for an event the endpoint never receives, fails the type-check.
const HANDLERS: Record<Exclude<THandledStripeEvent, "invoice.upcoming">, THandler> = {
  // A delayed payment method (a bank debit) completes the session unpaid and pays it later: the
  // completed event then finds nothing to fulfil, and only this one would create the pin.
  "checkout.session.completed": fulfil,
  "checkout.session.async_payment_succeeded": fulfil,
  "checkout.session.expired": (deps, id) => settleExpiredSession(deps, id),
  "customer.subscription.created": sync,
  "customer.subscription.updated": sync,
  "customer.subscription.deleted": sync,
  "customer.subscription.trial_will_end": async (deps, id) => {
    await syncSubscription(deps, id);
    await noticeTrialWillEnd(deps, id);
  },
  "invoice.payment_failed": async (deps, id) => {
    const invoice = await createStripe(deps.env).invoices.retrieve(id);
    const subscription = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscription) return;
    await syncSubscription(deps, subscription);
    await noticePaymentFailed(deps, invoice, subscription);
  },
  "charge.refunded": (deps, id) => syncRefundedCharge(deps, id),
  "charge.dispute.created": (deps, id) => syncDispute(deps, id),
  "charge.dispute.updated": (deps, id) => syncDispute(deps, id),
  "charge.dispute.closed": (deps, id) => syncDispute(deps, id),
};

const isHandled = (type: string): type is THandledStripeEvent =>
  (HANDLED_STRIPE_EVENTS as readonly string[]).includes(type);

const stringOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

// Act on the event types we use; every other type is acknowledged and ignored.
async function handleStripeEvent(deps: TDeps, event: Stripe.Event) {
  if (!isHandled(event.type)) return;
  const payload = event.data.object as TPayload;
  // Sent ahead of a renewal, with an invoice that has no id yet (syncCustomerSubscriptions says more).
  if (event.type === "invoice.upcoming") {
    const customer = stringOrNull(payload.customer);
    if (customer) await syncCustomerSubscriptions(deps, customer);
    return;
  }
  const id = stringOrNull(payload.id);
  if (!id) return;
  // An object Stripe does not have (the Dashboard's test events name made-up ids) will never be
  // found however often Stripe retries, so its event is acknowledged; any other failure is retried.
  await HANDLERS[event.type](deps, id).catch((error: unknown) => {
    if (!isMissingAtStripe(error)) throw error;
  });
}

// An event id is acted on once: it is recorded only after its handling succeeded, so a failure
// answers 500 and Stripe's retry gets another go. The e-mails its handling queued go out at once
// rather than at the next outbox run.
export async function handleStripeEventOnce(deps: TDeps, event: Stripe.Event) {
  if (await isEventProcessed(deps.db, event.id)) return;
  await handleStripeEvent(deps, event);
  await recordProcessedEvent(deps.db, event.id, event.type, deps.now);
  deps.waitUntil(deliverOutbox(deps));
}
