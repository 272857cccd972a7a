// Checkout sessions: created by the API, paid on the hosted page (or the control endpoint),
// expired by the API or by their own clock.
import { createCustomer } from "./catalog.ts";
import { discountAmount, discountFromParams, type TAppliedDiscount } from "./discounts.ts";
import { scheduleNotices } from "./notices.ts";
import {
  invalid,
  mergeMetadata,
  optionalArray,
  optionalInteger,
  optionalString,
  requiredString,
  type TRecord,
} from "./params.ts";
import { createPaymentMethod, readCard, type TCardForm } from "./payment-methods.ts";
import { nowSeconds, randomId, type Store } from "./store.ts";
import { startSubscription } from "./subscriptions.ts";

const MINUTE = 60;
// The caller computes `now + 30 minutes` a moment before we read the clock.
const CLOCK_TOLERANCE = 10;

type TLine = { price: TRecord; quantity: number };
export type TCheckoutPlan = {
  lines: TLine[];
  trialDays: number | null;
  subscriptionMetadata: Record<string, string>;
  discount: TAppliedDiscount | null;
};

export function createCheckoutSession(store: Store, params: TRecord) {
  if (requiredString(params, "mode") !== "subscription")
    throw invalid("The emulator supports mode=subscription only.", "mode");
  const customerId = optionalString(params, "customer");
  const customerEmail = optionalString(params, "customer_email");
  if (customerId && customerEmail)
    throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer_email");
  const customer = customerId ? store.get("customer", customerId, "customer") : null;
  const lines = linesFromParams(store, params);
  const currency = lines[0]?.price.currency as string;
  const subscriptionData = typeof params.subscription_data === "object" ? (params.subscription_data as TRecord) : {};
  const trialDays = optionalInteger(subscriptionData, "trial_period_days", "subscription_data[trial_period_days]");
  if (trialDays !== null && (trialDays < 1 || trialDays > 730)) {
    throw invalid(
      "subscription_data[trial_period_days] must be between 1 and 730.",
      "subscription_data[trial_period_days]",
    );
  }
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
  const subtotal = lines.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
  const off = discount && trialDays === null ? discountAmount(discount.coupon, subtotal) : 0;
  const id = randomId("cs_test_", 58);
  const email = customer?.email ?? customerEmail;
  const session = store.put({
    id,
    object: "checkout.session",
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: trialDays === null ? subtotal : 0,
    amount_total: trialDays === null ? subtotal - off : 0,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: optionalString(params, "cancel_url"),
    client_reference_id: optionalString(params, "client_reference_id"),
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    custom_fields: [],
    customer: customer?.id ?? null,
    customer_creation: customer ? null : "always",
    customer_details: email ? customerDetails(email) : null,
    customer_email: customerEmail,
    discounts: discount ? [{ coupon: discount.coupon.id, promotion_code: discount.promotionCode?.id ?? null }] : [],
    expires_at: expiresAt,
    invoice: null as string | null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: mergeMetadata({}, params),
    mode: "subscription",
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "always",
    payment_method_types: ["card"],
    payment_status: "unpaid",
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null as string | null,
    success_url: optionalString(params, "success_url"),
    total_details: { amount_discount: off, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: `${store.publicUrl}/pay/${id}` as string | null,
  });
  store.checkoutLineItems.set(id, lineItems(lines, off, trialDays !== null));
  store.checkoutPlans.set(id, {
    lines,
    trialDays,
    subscriptionMetadata: mergeMetadata({}, subscriptionData),
    discount,
    timer: store.later(
      (expiresAt - nowSeconds()) * 1000,
      () => session.status === "open" && expireCheckoutSession(store, id),
    ),
  });
  return session;
}

function linesFromParams(store: Store, params: TRecord): TLine[] {
  const given = optionalArray(params, "line_items");
  if (given.length === 0) throw invalid("Missing required param: line_items.", "line_items");
  const lines = given.map((entry, index) => {
    const param = `line_items[${index}]`;
    const fields = typeof entry === "object" && entry !== null ? (entry as TRecord) : {};
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

function lineItems(lines: TLine[], off: number, trial: boolean) {
  return lines.map(({ price, quantity }, index) => {
    const subtotal = trial ? 0 : price.unit_amount * quantity;
    const discount = index === 0 ? off : 0;
    return {
      id: randomId("li_"),
      object: "item",
      amount_discount: discount,
      amount_subtotal: subtotal,
      amount_tax: 0,
      amount_total: subtotal - discount,
      currency: price.currency,
      description: price.nickname,
      price: structuredClone(price),
      quantity,
    };
  });
}

function customerDetails(email: string | null) {
  return {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
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

export function listCheckoutSessions(store: Store, params: TRecord) {
  const filters = ["customer", "subscription", "status", "payment_intent"].map(
    (field) => [field, optionalString(params, field)] as const,
  );
  return store
    .all("checkout.session")
    .filter((session) => filters.every(([field, value]) => value === null || session[field] === value));
}

export type TPayment = TCardForm & { email?: string | null };
export type TPaymentResult = { redirect: string | null; session: TRecord } | { error: string; session: TRecord };

export function payCheckoutSession(store: Store, id: string, payment: TPayment): TPaymentResult {
  const session = store.get("checkout.session", id);
  if (session.status !== "open")
    return { error: `This checkout session ${session.status === "expired" ? "has expired" : "is complete"}.`, session };
  const card = readCard(payment, session.amount_total > 0);
  if ("error" in card) return { error: card.error, session };
  const email = session.customer_email ?? (payment.email?.trim() || null);
  if (!session.customer && !email) return { error: "Your email address is required.", session };
  const plan = store.checkoutPlans.get(id) as TCheckoutPlan & { timer: ReturnType<typeof setTimeout> };
  store.cancel(plan.timer);
  const customer = session.customer ? store.get("customer", session.customer) : createCustomer(store, { email });
  const paymentMethod = createPaymentMethod(store, card, customer);
  const { subscription, invoice } = startSubscription(store, {
    customer: customer.id,
    currency: session.currency,
    lines: plan.lines,
    trialDays: plan.trialDays,
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
  });
  store.emit("customer.subscription.created", subscription);
  if (invoice.amount_paid > 0) store.emit("invoice.paid", invoice);
  store.emit("checkout.session.completed", session);
  scheduleNotices(store, subscription);
  return { redirect: session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", id) ?? null, session };
}
