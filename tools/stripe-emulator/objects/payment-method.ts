// The card payment method a paid checkout session leaves attached to its customer.
import { randomId } from "../ids.ts";
import type { TPaymentMethod } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

export type TCardFields = {
  brand: string;
  displayBrand: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  last4: string;
  cvcChecked: boolean;
};

export function cardPaymentMethodObject(
  card: TCardFields,
  customer: { id: string; email: string | null },
): TPaymentMethod {
  return {
    id: randomId("pm_"),
    object: "payment_method",
    allow_redisplay: "limited",
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: customer.email,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: card.brand,
      checks: {
        address_line1_check: null,
        address_postal_code_check: null,
        cvc_check: card.cvcChecked ? "pass" : null,
      },
      country: "US",
      display_brand: card.displayBrand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.fingerprint,
      funding: "credit",
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: customer.id,
    customer_account: null,
    livemode: false,
    metadata: {},
    radar_options: {},
    type: "card",
  };
}
