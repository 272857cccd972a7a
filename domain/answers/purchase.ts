import * as z from "zod";
import { TIER_ORDER } from "../names.ts";
import { TRIAL_DAYS, type TTrialCode } from "../promotions.ts";
import { ZCurrency } from "../schemas.ts";

// Our own trial codes, never sent to the payment provider.
export const ZSpecialTrial = z
  .object({ code: z.enum(Object.keys(TRIAL_DAYS) as TTrialCode[]), days: z.number().int() })
  .meta({ id: "SpecialTrial" });

// A Stripe promotion code's discount: a percentage, or a fixed amount in minor units of one currency.
export const ZDiscount = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("percentage"), value: z.number() }),
    z.object({ type: z.literal("fixed"), value: z.number().int(), currency: ZCurrency }),
  ])
  .meta({ id: "Discount" });

// error: why the code cannot be used, null when it can.
export const ZPromoCodeCheck = z.object({
  valid: z.boolean(),
  error: z.string().nullable(),
  discount: ZDiscount.nullable(),
  specialTrial: ZSpecialTrial.nullable(),
});

// promoCodeError: why a code given was not applied (the checkout then charges the full price).
export const ZCheckoutStarted = z.object({ url: z.string(), promoCodeError: z.string().optional() });

// The trial asked for did not start: the account or the card had had its free trial already.
export const ZTrialRefusal = z.enum(["account", "card"]);

// subscriptionValue: the tier's yearly price in major units of currency.
export const ZFulfilled = z
  .object({
    success: z.literal(true),
    message: z.string(),
    mypin: z.string(),
    subscriptionValue: z.number(),
    currency: ZCurrency,
    tier: z.enum(TIER_ORDER),
    // The owner renewed a pin whose subscription had ended (docs/decisions/023), not a new one.
    renewed: z.boolean(),
    trialRefused: ZTrialRefusal.nullable(),
  })
  .meta({ id: "FulfilledPurchase" });

export const ZBillingPortal = z.object({ url: z.string() });

export const ZWebhookReceived = z.object({ received: z.literal(true) });
