// Payment intents, the charges behind them, refunds of those charges, and disputes of them.
import { randomId } from "./ids.ts";
import { idOf } from "./kinds.ts";
import { chargeObject } from "./objects/charge.ts";
import { disputeObject } from "./objects/dispute.ts";
import { paymentIntentObject } from "./objects/payment-intent.ts";
import { refundObject } from "./objects/refund.ts";
import { invalid, mergeMetadata, optionalEnum, optionalInteger, optionalString, type TParams } from "./params.ts";
import type { Store } from "./store.ts";

type TChargeInput = {
  amount: number;
  currency: string;
  customer: string;
  description: string;
  paymentMethod: string | null;
};

// A subscription's invoice is charged to its default payment method; a declined intent is left
// without one, awaiting another (`requires_payment_method`).
export function createPaymentIntent(store: Store, input: TChargeInput & { paid: boolean }) {
  const id = randomId("pi_");
  const charge = input.paid ? createCharge(store, input, id) : null;
  return store.put(
    paymentIntentObject({
      id,
      amount: input.amount,
      charge: charge?.id ?? null,
      currency: input.currency,
      customer: input.customer,
      description: input.description,
      paymentMethod: input.paymentMethod,
    }),
  );
}

function createCharge(store: Store, input: TChargeInput, intent: string) {
  return store.put(
    chargeObject({
      amount: input.amount,
      currency: input.currency,
      customer: input.customer,
      description: input.description,
      payment_intent: intent,
      paymentMethod: input.paymentMethod ? store.find("payment_method", input.paymentMethod) : undefined,
    }),
  );
}

// A retried invoice payment that goes through: the intent that was declined now succeeds.
export function succeedPaymentIntent(store: Store, id: string, paymentMethod: string | null) {
  const intent = store.get("payment_intent", id);
  const customer = idOf(intent.customer);
  const input = {
    amount: intent.amount,
    currency: intent.currency,
    customer: customer ?? "",
    description: intent.description ?? "",
    paymentMethod,
  };
  const charge = createCharge(store, input, id);
  Object.assign(intent, {
    amount_received: intent.amount,
    last_payment_error: null,
    latest_charge: charge.id,
    payment_method: paymentMethod,
    status: "succeeded",
  });
  return intent;
}

export function createRefund(store: Store, params: TParams) {
  const intentId = optionalString(params, "payment_intent");
  const chargeId = optionalString(params, "charge");
  if (!intentId && !chargeId)
    throw invalid(
      "One of the following params should be provided for this request: payment_intent or charge.",
      "payment_intent",
    );
  const intent = intentId ? store.get("payment_intent", intentId, "payment_intent") : null;
  const charge = store.get(
    "charge",
    chargeId ?? idOf(intent?.latest_charge ?? null) ?? "",
    chargeId ? "charge" : "payment_intent",
  );
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
  const reason = optionalEnum(params, "reason", ["duplicate", "fraudulent", "requested_by_customer"]);
  const refund = store.put(refundObject(charge, { amount, metadata: mergeMetadata({}, params), reason }));
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  store.emit("charge.refunded", charge, previous);
  return refund;
}

export function listRefunds(store: Store, params: TParams) {
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
  const dispute = store.put(disputeObject(charge, reason));
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
