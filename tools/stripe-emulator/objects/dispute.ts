// A card issuer's chargeback of a whole charge, awaiting the merchant's evidence.
import { randomId } from "../ids.ts";
import type { TCharge, TDispute } from "../kinds.ts";
import { DAY, nowSeconds } from "../time.ts";

export function disputeObject(charge: TCharge, reason: string): TDispute {
  const now = nowSeconds();
  const card = charge.payment_method_details?.card;
  return {
    id: randomId("dp_"),
    object: "dispute",
    amount: charge.amount,
    balance_transactions: [],
    charge: charge.id,
    created: now,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: now + 7 * DAY,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: "not_submitted",
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    network_reason_code: null,
    payment_intent: charge.payment_intent,
    payment_method_details: card
      ? {
          card: {
            brand: card.brand ?? "unknown",
            case_type: "chargeback",
            network: card.network ?? "unknown",
            network_reason_code: null,
          },
          type: "card",
        }
      : undefined,
    reason,
    status: "needs_response",
  };
}
