// Checkout sessions: created by the API, paid on the hosted page (or the control endpoint),
// expired by the API or by their own clock.
import { createCustomer } from "./catalog.ts";
import { customerFromParams, expiresAtFromParams, linesFromParams, trialFromParams } from "./checkout-params.ts";
import { discountAmount, discountFromParams, type TAppliedDiscount } from "./discounts.ts";
import type { TCheckoutSession, TCustomer, TInvoice, TPrice, TSubscription } from "./kinds.ts";
import { scheduleNotices } from "./notices.ts";
import { checkoutLineItemObject, checkoutSessionObject, customerDetails } from "./objects/checkout-session.ts";
import {
  invalid,
  mergeMetadata,
  optionalLocale,
  optionalObject,
  optionalString,
  requiredString,
  type TParams,
} from "./params.ts";
import { createPaymentMethod, readCard, type TCardForm } from "./payment-methods.ts";
import type { Store } from "./store.ts";
import { startSubscription } from "./subscriptions.ts";
import { nowSeconds } from "./time.ts";

export type TLine = { price: TPrice; quantity: number };
// A trial is given as days from the payment (trial_period_days) or as the moment it ends
// (trial_end, a Unix time); the plan keeps whichever was given.
export type TCheckoutTrial = { days: number } | { end: number };

export type TCheckoutPlan = {
  lines: TLine[];
  trial: TCheckoutTrial | null;
  subscriptionMetadata: Record<string, string>;
  discount: TAppliedDiscount | null;
  timer: ReturnType<typeof setTimeout>;
};

export function createCheckoutSession(store: Store, params: TParams) {
  if (requiredString(params, "mode") !== "subscription")
    throw invalid("The emulator supports mode=subscription only.", "mode");
  const { customer, customerEmail } = customerFromParams(store, params);
  const lines = linesFromParams(store, params);
  const currency = lines[0]?.price.currency ?? "";
  const subscriptionData = optionalObject(params, "subscription_data") ?? {};
  const trial = trialFromParams(subscriptionData);
  const discount = discountFromParams(store, params, currency);
  const expiresAt = expiresAtFromParams(params);
  const subtotal = lines.reduce((sum, line) => sum + (line.price.unit_amount ?? 0) * line.quantity, 0);
  // A trial is charged nothing now; the discount starts with the first paid invoice.
  const charged = trial === null ? subtotal : 0;
  const off = discount && trial === null ? discountAmount(discount.coupon, subtotal) : 0;
  const session = store.put(
    checkoutSessionObject({
      amountDiscount: off,
      amountSubtotal: charged,
      cancel_url: optionalString(params, "cancel_url"),
      client_reference_id: optionalString(params, "client_reference_id"),
      currency,
      customer: customer?.id ?? null,
      customer_email: customerEmail,
      discounts: discount ? [{ coupon: discount.coupon.id, promotion_code: discount.promotionCode?.id ?? null }] : [],
      email: customer?.email ?? customerEmail,
      expires_at: expiresAt,
      locale: optionalLocale(params),
      metadata: mergeMetadata({}, params),
      publicUrl: store.publicUrl,
      success_url: optionalString(params, "success_url"),
    }),
  );
  store.checkoutLineItems.set(
    session.id,
    lines.map(({ price, quantity }, index) =>
      checkoutLineItemObject(
        price,
        quantity,
        trial === null ? (price.unit_amount ?? 0) * quantity : 0,
        index === 0 ? off : 0,
      ),
    ),
  );
  store.checkoutPlans.set(session.id, {
    lines,
    trial,
    subscriptionMetadata: mergeMetadata({}, subscriptionData),
    discount,
    timer: store.later(
      (expiresAt - nowSeconds()) * 1000,
      () => session.status === "open" && expireCheckoutSession(store, session.id),
    ),
  });
  return session;
}

export function expireCheckoutSession(store: Store, id: string) {
  const session = store.get("checkout.session", id);
  if (session.status !== "open")
    throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.', "session");
  store.cancel(store.checkoutPlans.get(id)?.timer);
  session.status = "expired";
  session.url = null;
  store.emit("checkout.session.expired", session);
  return session;
}

export function listCheckoutSessions(store: Store, params: TParams) {
  const customer = optionalString(params, "customer");
  const subscription = optionalString(params, "subscription");
  const status = optionalString(params, "status");
  const paymentIntent = optionalString(params, "payment_intent");
  return store
    .all("checkout.session")
    .filter((session) => customer === null || session.customer === customer)
    .filter((session) => subscription === null || session.subscription === subscription)
    .filter((session) => status === null || session.status === status)
    .filter((session) => paymentIntent === null || session.payment_intent === paymentIntent);
}

export type TPayment = TCardForm & { email?: string | null };
export type TPaymentResult =
  | { redirect: string | null; session: TCheckoutSession }
  | { error: string; session: TCheckoutSession };

export function payCheckoutSession(store: Store, id: string, payment: TPayment): TPaymentResult {
  const session = store.get("checkout.session", id);
  const plan = store.checkoutPlans.get(id);
  if (session.status !== "open" || !plan)
    return { error: `This checkout session ${session.status === "expired" ? "has expired" : "is complete"}.`, session };
  const card = readCard(payment, (session.amount_total ?? 0) > 0);
  if ("error" in card) return { error: card.error, session };
  const email = session.customer_email ?? (payment.email?.trim() || null);
  if (!session.customer && !email) return { error: "Your email address is required.", session };
  store.cancel(plan.timer);
  const customer =
    typeof session.customer === "string"
      ? store.get("customer", session.customer)
      : createCustomer(store, email ? { email } : {});
  const paymentMethod = createPaymentMethod(store, card, customer);
  const { subscription, invoice } = startSubscription(store, {
    customer: customer.id,
    currency: session.currency ?? "",
    lines: plan.lines,
    trial: plan.trial,
    metadata: plan.subscriptionMetadata,
    discount: plan.discount,
    session: id,
    paymentMethod: paymentMethod.id,
  });
  completeCheckoutSession(store, session, customer, subscription, invoice);
  return { redirect: session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", id) ?? null, session };
}

function completeCheckoutSession(
  store: Store,
  session: TCheckoutSession,
  customer: TCustomer,
  subscription: TSubscription,
  invoice: TInvoice,
) {
  Object.assign(session, {
    customer: customer.id,
    customer_details: customerDetails(customer.email),
    invoice: invoice.id,
    payment_status: invoice.amount_paid > 0 ? "paid" : "no_payment_required",
    status: "complete",
    subscription: subscription.id,
    url: null,
  } satisfies Partial<TCheckoutSession>);
  store.emit("customer.subscription.created", subscription);
  if (invoice.amount_paid > 0) store.emit("invoice.paid", invoice);
  store.emit("checkout.session.completed", session);
  scheduleNotices(store, subscription);
}
