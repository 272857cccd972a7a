// A card refund, which Stripe settles at once in test mode.
import { randomId } from "../ids.ts";
import type { TCharge, TRefund } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

export function refundObject(charge: TCharge, fields: Pick<TRefund, "amount" | "metadata" | "reason">): TRefund {
  return {
    id: randomId("re_"),
    object: "refund",
    amount: fields.amount,
    balance_transaction: null,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
      type: "card",
    },
    metadata: fields.metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
}
