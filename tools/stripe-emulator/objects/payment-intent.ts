// The payment intent that charges a subscription invoice to the subscription's card.
import { randomId } from "../ids.ts";
import type { TPaymentIntent } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

type TIntentFields = Pick<TPaymentIntent, "id" | "amount" | "currency" | "customer" | "description"> & {
  // The charge that paid it, or null while the card is declined (`requires_payment_method`).
  charge: string | null;
  paymentMethod: string | null;
};

export function paymentIntentObject(fields: TIntentFields): TPaymentIntent {
  const paid = fields.charge !== null;
  return {
    id: fields.id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: paid ? fields.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${fields.id}_secret_${randomId("", 16)}`,
    confirmation_method: "automatic",
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: paid
      ? null
      : {
          code: "card_declined",
          decline_code: "generic_decline",
          doc_url: "https://stripe.com/docs/error-codes/card-declined",
          message: "Your card was declined.",
          type: "card_error",
        },
    latest_charge: fields.charge,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: paid ? fields.paymentMethod : null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" },
    },
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: paid ? "succeeded" : "requires_payment_method",
    transfer_data: null,
    transfer_group: null,
  };
}
