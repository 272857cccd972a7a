// Checkout sessions: created by the API, paid on the hosted page (or the control endpoint),
// expired by the API or by their own clock.
import { createCustomer } from "./catalog.ts";
import { discountAmount, discountFromParams, type TAppliedDiscount } from "./discounts.ts";
import type { TCheckoutSession, TPrice } from "./kinds.ts";
import { scheduleNotices } from "./notices.ts";
import { checkoutLineItemObject, checkoutSessionObject, customerDetails } from "./objects/checkout-session.ts";
import {
  invalid,
  mergeMetadata,
  missing,
  objectAt,
  optionalArray,
  optionalInteger,
  optionalLocale,
  optionalObject,
  optionalString,
  requiredString,
  type TParams,
} from "./params.ts";
import { createPaymentMethod, readCard, type TCardForm } from "./payment-methods.ts";
import type { Store } from "./store.ts";
import { startSubscription } from "./subscriptions.ts";
import { DAY, nowSeconds } from "./time.ts";

const MINUTE = 60;
// The caller computes `now + 30 minutes` a moment before we read the clock.
const CLOCK_TOLERANCE = 10;

type TLine = { price: TPrice; quantity: number };
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
  const customerId = optionalString(params, "customer");
  const customerEmail = optionalString(params, "customer_email");
  if (customerId && customerEmail)
    throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer_email");
  const customer = customerId ? store.get("customer", customerId, "customer") : null;
  const lines = linesFromParams(store, params);
  const currency = lines[0]?.price.currency ?? "";
  const subscriptionData = optionalObject(params, "subscription_data") ?? {};
  const trial = trialFromParams(subscriptionData);
  const discount = discountFromParams(store, params, currency);
  const now = nowSeconds();
  const expiresAt = optionalInteger(params, "expires_at") ?? now + 24 * 60 * MINUTE;
  if (expiresAt < now + 30 * MINUTE - CLOCK_TOLERANCE) {
    throw invalid(
      "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
      "expires_at",
    );
  }
  if (expiresAt > now + 24 * 60 * MINUTE + CLOCK_TOLERANCE) {
    throw invalid(
      "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
      "expires_at",
    );
  }
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

// Stripe's limits: "Has to be at least 48 hours in the future" (subscription_data.trial_end), and a
// trial of at most 730 days either way; only one of the two may be given.
const LONGEST_TRIAL_DAYS = 730;
const SHORTEST_TRIAL_END_SECONDS = 48 * 60 * MINUTE;

function trialFromParams(subscriptionData: TParams): TCheckoutTrial | null {
  const days = optionalInteger(subscriptionData, "trial_period_days", "subscription_data[trial_period_days]");
  const end = optionalInteger(subscriptionData, "trial_end", "subscription_data[trial_end]");
  if (days !== null && end !== null) {
    throw invalid(
      "You may only specify one of these parameters: subscription_data[trial_end], subscription_data[trial_period_days].",
      "subscription_data[trial_end]",
    );
  }
  if (days !== null) {
    if (days < 1 || days > LONGEST_TRIAL_DAYS) {
      throw invalid(
        `subscription_data[trial_period_days] must be between 1 and ${LONGEST_TRIAL_DAYS}.`,
        "subscription_data[trial_period_days]",
      );
    }
    return { days };
  }
  if (end === null) return null;
  const now = nowSeconds();
  if (end < now + SHORTEST_TRIAL_END_SECONDS - CLOCK_TOLERANCE) {
    throw invalid(
      "subscription_data[trial_end] has to be at least 48 hours in the future.",
      "subscription_data[trial_end]",
    );
  }
  if (end > now + LONGEST_TRIAL_DAYS * DAY) {
    throw invalid(
      `subscription_data[trial_end] can be at most ${LONGEST_TRIAL_DAYS} days in the future.`,
      "subscription_data[trial_end]",
    );
  }
  return { end };
}

function linesFromParams(store: Store, params: TParams): TLine[] {
  const given = optionalArray(params, "line_items");
  if (given.length === 0) throw missing("line_items");
  const lines = given.map((entry, index) => {
    const param = `line_items[${index}]`;
    const fields = objectAt(entry, param);
    const price = store.get("price", requiredString(fields, "price", `${param}[price]`), `${param}[price]`);
    if (!price.active) throw invalid(`The price specified (${price.id}) is inactive.`, `${param}[price]`);
    if (!price.recurring)
      throw invalid(
        "You must provide at least one recurring price in `subscription` mode when using prices.",
        `${param}[price]`,
      );
    const quantity = optionalInteger(fields, "quantity", `${param}[quantity]`) ?? 1;
    if (quantity < 1) throw invalid("Quantity must be at least 1.", `${param}[quantity]`);
    return { price, quantity };
  });
  if (new Set(lines.map((line) => line.price.currency)).size > 1)
    throw invalid("All prices must be in the same currency.", "line_items");
  return lines;
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
  return { redirect: session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", id) ?? null, session };
}
