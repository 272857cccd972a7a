// Payment intents, the charges behind them, and refunds of those charges.
import { invalid, mergeMetadata, optionalInteger, optionalString, type TRecord } from "./params.ts";
import { chargeDetails } from "./payment-methods.ts";
import { nowSeconds, randomId, type Store } from "./store.ts";

type TChargeInput = { amount: number; currency: string; customer: string; paymentMethod: string | null };

// A subscription's invoice is charged to its default payment method; a declined intent is left
// without one, awaiting another (`requires_payment_method`).
export function createPaymentIntent(store: Store, input: TChargeInput & { paid: boolean }) {
  const now = nowSeconds();
  const id = randomId("pi_");
  const charge = input.paid ? createCharge(store, { ...input, intent: id }) : null;
  return store.put({
    id,
    object: "payment_intent",
    amount: input.amount,
    amount_capturable: 0,
    amount_received: input.paid ? input.amount : 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${id}_secret_${randomId("", 16)}`,
    confirmation_method: "automatic",
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: "Subscription",
    last_payment_error: input.paid
      ? null
      : { code: "card_declined", message: "Your card was declined.", type: "card_error" },
    latest_charge: charge?.id ?? null,
    livemode: false,
    metadata: {},
    payment_method: input.paid ? input.paymentMethod : null,
    payment_method_types: ["card"],
    status: input.paid ? "succeeded" : "requires_payment_method",
  });
}

function createCharge(store: Store, input: TChargeInput & { intent: string }) {
  const paymentMethod = input.paymentMethod ? store.find("payment_method", input.paymentMethod) : undefined;
  return store.put({
    id: randomId("ch_"),
    object: "charge",
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    ...chargeDetails(paymentMethod, input.amount),
    captured: true,
    created: nowSeconds(),
    disputed: false,
    currency: input.currency,
    customer: input.customer,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: input.intent,
    payment_method: paymentMethod?.id ?? null,
    refunded: false,
    status: "succeeded",
  });
}

// A retried invoice payment that goes through: the intent that was declined now succeeds.
export function succeedPaymentIntent(store: Store, id: string, paymentMethod: string | null) {
  const intent = store.get("payment_intent", id);
  const { amount, currency, customer } = intent;
  const charge = createCharge(store, { amount, currency, customer, paymentMethod, intent: id });
  Object.assign(intent, {
    amount_received: intent.amount,
    last_payment_error: null,
    latest_charge: charge.id,
    payment_method: paymentMethod,
    status: "succeeded",
  });
  return intent;
}

export function createRefund(store: Store, params: TRecord) {
  const intentId = optionalString(params, "payment_intent");
  const chargeId = optionalString(params, "charge");
  if (!intentId && !chargeId)
    throw invalid(
      "One of the following params should be provided for this request: payment_intent or charge.",
      "payment_intent",
    );
  const intent = intentId ? store.get("payment_intent", intentId, "payment_intent") : null;
  const charge = store.get("charge", chargeId ?? intent?.latest_charge ?? "", chargeId ? "charge" : "payment_intent");
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining <= 0)
    throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
  const amount = optionalInteger(params, "amount") ?? remaining;
  if (amount <= 0) throw invalid("Invalid positive integer", "amount");
  if (amount > remaining) {
    throw invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      "amount",
      "amount_too_large",
    );
  }
  const reason = optionalString(params, "reason");
  if (reason !== null && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason))
    throw invalid(`Invalid reason: ${reason}`, "reason");
  const refund = store.put({
    id: randomId("re_"),
    object: "refund",
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    destination_details: { card: { type: "refund" }, type: "card" },
    metadata: mergeMetadata({}, params),
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  });
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  store.emit("charge.refunded", charge, previous);
  return refund;
}

export function listRefunds(store: Store, params: TRecord) {
  const intent = optionalString(params, "payment_intent");
  const charge = optionalString(params, "charge");
  return store
    .all("refund")
    .filter((refund) => intent === null || refund.payment_intent === intent)
    .filter((refund) => charge === null || refund.charge === charge);
}

// What a card issuer's chargeback looks like to the merchant (Stripe's test card 4000 0000 0000 0259
// disputes its payment this way): a dispute of the whole charge, awaiting our evidence.
export function disputeCharge(store: Store, chargeId: string, reason = "fraudulent") {
  const charge = store.get("charge", chargeId);
  if (charge.disputed) throw invalid(`Charge ${charge.id} has already been disputed.`, undefined, "charge_disputed");
  const now = nowSeconds();
  const dispute = store.put({
    id: randomId("dp_"),
    object: "dispute",
    amount: charge.amount,
    balance_transactions: [],
    charge: charge.id,
    created: now,
    currency: charge.currency,
    evidence: {},
    evidence_details: { due_by: now + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason,
    status: "needs_response",
  });
  charge.disputed = true;
  store.emit("charge.dispute.created", dispute);
  return dispute;
}

// The issuer decides: "won" gives the money back to the merchant, "lost" keeps it with the buyer.
export function closeDispute(store: Store, disputeId: string, outcome: "won" | "lost") {
  const dispute = store.get("dispute", disputeId);
  const previous = { status: dispute.status };
  dispute.status = outcome;
  store.emit("charge.dispute.closed", dispute, previous);
  return dispute;
}
