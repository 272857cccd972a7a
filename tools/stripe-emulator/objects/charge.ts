// A card charge that went through, with what it says of the card that paid it.
import { randomId } from "../ids.ts";
import type { TCharge, TPaymentMethod } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

type TChargeFields = Pick<TCharge, "amount" | "currency" | "customer" | "description" | "payment_intent"> & {
  paymentMethod: TPaymentMethod | undefined;
};

export function chargeObject(fields: TChargeFields): TCharge {
  const { paymentMethod, amount } = fields;
  return {
    id: randomId("ch_"),
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: paymentMethod
      ? structuredClone(paymentMethod.billing_details)
      : { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: "MYPIN",
    captured: true,
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      risk_score: 20,
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: fields.payment_intent,
    payment_method: paymentMethod?.id ?? null,
    payment_method_details: paymentMethod?.card ? cardDetails(paymentMethod.card, amount) : null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  };
}

function cardDetails(card: NonNullable<TPaymentMethod["card"]>, amount: number): TCharge["payment_method_details"] {
  return {
    card: {
      amount_authorized: amount,
      authorization_code: null,
      brand: card.brand,
      checks: card.checks,
      country: card.country,
      electronic_commerce_indicator: null,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      extended_authorization: { status: "disabled" },
      fingerprint: card.fingerprint,
      funding: card.funding,
      incremental_authorization: { status: "unavailable" },
      installments: null,
      last4: card.last4,
      mandate: null,
      multicapture: { status: "unavailable" },
      network: card.brand,
      network_token: { used: false },
      network_transaction_id: randomId("", 15),
      overcapture: { maximum_amount_capturable: amount, status: "unavailable" },
      regulated_status: card.regulated_status,
      three_d_secure: null,
      transaction_link_id: null,
      wallet: null,
    },
    type: "card",
  };
}
